import { useId } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Address } from '../../../../contract/shop/schemas';
import { Button } from '../../../lib/ui/button';
import styles from '../addresses.module.css';
import { addressMessages as m } from '../messages';
import { openedFromList } from '../navigation';

/** Who, how to reach them and where; "default" and "in use" are said in words, not by colour. */
function AddressLines({ address, chosen }: { address: Address; chosen: boolean }) {
  // the spaces keep the parts apart when the whole card is read as one button
  return (
    <>
      <span className={styles.head}>
        <span className={styles.name}>{address.contactName}</span>{' '}
        <span className={styles.phone}>{address.phone}</span>
        {address.isDefault && (
          <>
            {' '}
            <span className={styles.tag}>
              <FormattedMessage {...m.isDefaultTag} />
            </span>
          </>
        )}
        {chosen && (
          <>
            {' '}
            <span className={`${styles.tag} ${styles.chosenTag}`}>
              <FormattedMessage {...m.chosenTag} />
            </span>
          </>
        )}
      </span>{' '}
      <span className={styles.region}>{address.regionName}</span>{' '}
      <span className={styles.detail}>{address.detail}</span>
    </>
  );
}

/** One address: chosen by a tap when a form asked for one; edited, deleted or made the default here. */
export function AddressCard({
  address,
  editHref,
  chosen,
  busy,
  onChoose,
  onRemove,
  onMakeDefault,
}: {
  address: Address;
  editHref: string;
  chosen: boolean;
  busy: boolean;
  /** Set when a form asked for an address. */
  onChoose?: () => void;
  onRemove: () => void;
  onMakeDefault: () => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const who = { name: address.contactName, detail: address.detail };
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {onChoose ? (
        <button type="button" id={headingId} className={styles.choose} onClick={onChoose}>
          <AddressLines address={address} chosen={chosen} />
        </button>
      ) : (
        <div id={headingId} className={styles.lines}>
          <AddressLines address={address} chosen={chosen} />
        </div>
      )}
      <div className={styles.cardActions}>
        {!address.isDefault && (
          <CardButton
            text={m.makeDefault}
            name={intl.formatMessage(m.makeDefaultOf, who)}
            disabled={busy}
            onClick={onMakeDefault}
          />
        )}
        <Link
          className={styles.textLink}
          to={editHref}
          state={openedFromList}
          aria-label={intl.formatMessage(m.editOf, who)}
        >
          <FormattedMessage {...m.edit} />
        </Link>
        <CardButton
          text={m.remove}
          name={intl.formatMessage(m.removeOf, who)}
          danger
          disabled={busy}
          onClick={onRemove}
        />
      </div>
    </article>
  );
}

/** A card's action: its short visible text, and a name that says which address it acts on. */
function CardButton({
  text,
  name,
  danger = false,
  disabled,
  onClick,
}: {
  text: MessageDescriptor;
  name: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      fill="none"
      color={danger ? 'danger' : 'primary'}
      disabled={disabled}
      onClick={onClick}
      aria-label={name}
    >
      <FormattedMessage {...text} />
    </Button>
  );
}
