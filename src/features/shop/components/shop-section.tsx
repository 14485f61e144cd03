import { useId, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { EmptyState } from '../../../lib/ui/loaded';
import { shopMessages as m } from '../messages';
import styles from '../shop.module.css';

/** A titled part of a shop screen, a region named by its heading. */
export function ShopSection({
  title,
  titleValues,
  intro,
  action,
  children,
}: {
  title: MessageDescriptor;
  titleValues?: Record<string, ReactNode>;
  intro?: ReactNode;
  /** Beside the heading (e.g. clear the search). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          <FormattedMessage {...title} values={titleValues} />
        </h2>
        {action}
      </div>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** The line every shop screen with prices carries: the app takes no money. */
export function NoPaymentNote() {
  return (
    <p className={styles.noPayment}>
      <FormattedMessage {...m.noPayment} />
    </p>
  );
}

/** Nothing to show here (an empty cart, a withdrawn goods), and the way to the market. */
export function ToShopState({ title, text }: { title: MessageDescriptor; text: MessageDescriptor }) {
  return (
    <>
      <EmptyState title={<FormattedMessage {...title} />} text={<FormattedMessage {...text} />} />
      <div className={styles.stateAction}>
        <Link className={styles.linkButton} to={paths.shop.href()}>
          <FormattedMessage {...m.toShop} />
        </Link>
      </div>
    </>
  );
}
