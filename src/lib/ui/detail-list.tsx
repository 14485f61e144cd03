import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import styles from './detail-list.module.css';

export interface DetailRow {
  key: string;
  label: MessageDescriptor | ReactNode;
  /** Rows without a value (null, undefined, '', false) are left out. */
  value: ReactNode;
  /** The value goes under its label (long texts, several lines). */
  block?: boolean;
}

function isDescriptor(label: unknown): label is MessageDescriptor {
  return typeof label === 'object' && label !== null && 'id' in label && 'defaultMessage' in label;
}

/** Label/value rows declared as data: detail screens differ only in their rows. */
export function DetailList({ rows, header }: { rows: DetailRow[]; header?: ReactNode }) {
  const shown = rows.filter(
    (row) => row.value !== null && row.value !== undefined && row.value !== '' && row.value !== false,
  );
  if (shown.length === 0) return null;
  return (
    <section>
      {header && <h2 className={styles.header}>{header}</h2>}
      <dl className={styles.list}>
        {shown.map((row) => (
          <div key={row.key} className={row.block ? `${styles.row} ${styles.block}` : styles.row}>
            <dt className={styles.label}>
              {isDescriptor(row.label) ? <FormattedMessage {...row.label} /> : row.label}
            </dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
