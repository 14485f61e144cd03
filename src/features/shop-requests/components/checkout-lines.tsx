import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CartLine } from '../../../../contract/shop/schemas';
import { CartIssueText, groupByProvider } from '../../../components/shop/cart-lines';
import { priceChangedOf, totalOf } from '../checkout-form';
import { useShopRequestFormats } from '../labels';
import { shopRequestMessages as m } from '../messages';
import styles from '../shop-requests.module.css';

function LineRow({ line }: { line: CartLine }) {
  const formats = useShopRequestFormats();
  return (
    <li className={styles.line}>
      <img className={styles.thumb} src={line.goods.image} alt="" loading="lazy" />
      <span className={styles.lineText}>
        <span className={styles.lineName}>{line.goods.name}</span>
        {line.specName && <span className={styles.muted}>{line.specName}</span>}
        <span>
          <FormattedMessage
            {...m.lineQuantity}
            values={{ price: formats.money(line.priceFen), quantity: line.quantity }}
          />
        </span>
        {line.issue && (
          <span className={line.issue === 'priceChanged' ? styles.changed : styles.issue}>
            <CartIssueText line={line} />
          </span>
        )}
        {line.issue !== 'priceChanged' && priceChangedOf(line) && (
          <span className={styles.changed}>
            <CartIssueText line={{ ...line, issue: 'priceChanged' }} />
          </span>
        )}
      </span>
    </li>
  );
}

/** The chosen lines as the requests they become: one per provider, a free service to the office giving it. */
export function CheckoutLines({ lines, gone }: { lines: CartLine[]; gone: number }) {
  const headingId = useId();
  const formats = useShopRequestFormats();
  const groups = groupByProvider(lines);
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockTitle}>
        <FormattedMessage {...m.providerCount} values={{ count: groups.length }} />
      </h2>
      {lines.some((line) => line.goods.free) && (
        <p className={styles.hint}>
          <FormattedMessage {...m.freeGoesToOffice} />
        </p>
      )}
      {gone > 0 && (
        <p className={styles.hint} role="status">
          <FormattedMessage {...m.linesGone} values={{ count: gone }} />
        </p>
      )}
      {groups.map((group) => (
        <ProviderGroup
          key={group.providerId}
          name={group.name}
          lines={group.lines}
          total={formats.money(totalOf(group.lines))}
        />
      ))}
    </section>
  );
}

function ProviderGroup({ name, lines, total }: { name: string; lines: CartLine[]; total: string }) {
  const titleId = useId();
  return (
    <article className={styles.group} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.groupTitle}>
        {name}
        {lines.every((line) => line.goods.free) && (
          <span className={styles.muted}>
            <FormattedMessage {...m.freeService} />
          </span>
        )}
      </h3>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <LineRow key={line.id} line={line} />
        ))}
      </ul>
      <p className={styles.subtotal}>
        <FormattedMessage {...m.providerSubtotal} values={{ total }} />
      </p>
    </article>
  );
}
