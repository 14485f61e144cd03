import { ProgressBar } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Quota } from '../../../../contract/supervision-schemas';
import { enterpriseMessages as m } from '../messages';
import styles from '../pages/enterprise.module.css';

/** Inspections this year against each department's annual cap (DOMAIN.md's quota meter). */
export function QuotaMeter({ quota, hrefFor }: { quota: Quota[]; hrefFor?: (quota: Quota) => string }) {
  const intl = useIntl();
  return (
    <ul className={styles.quotaList}>
      {quota.map((row) => {
        const over = row.used > row.cap;
        const label = intl.formatMessage(m.quotaLabel, { department: row.departmentName, used: row.used, cap: row.cap });
        const body = (
          <>
            <div className={styles.quotaHead}>
              <span>{row.departmentName}</span>
              <span className={over ? styles.over : undefined}>
                <FormattedMessage {...m.quotaUsed} values={{ used: row.used, cap: row.cap }} />
              </span>
            </div>
            <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={row.cap} aria-valuenow={row.used}>
              <ProgressBar
                percent={Math.min(100, row.cap ? (row.used / row.cap) * 100 : 0)}
                style={{ '--fill-color': over || row.used >= row.cap ? '#e5484d' : '#1660f0' } as React.CSSProperties}
              />
            </div>
            {row.exempt > 0 && (
              <div className={styles.quotaNote}>
                <FormattedMessage {...m.quotaExempt} values={{ exempt: row.exempt }} />
              </div>
            )}
            {over && (
              <div className={`${styles.quotaNote} ${styles.over}`}>
                <FormattedMessage {...m.quotaOver} />
              </div>
            )}
          </>
        );
        return (
          <li key={row.departmentCode}>
            {hrefFor ? (
              <Link className={styles.quotaRow} to={hrefFor(row)}>
                {body}
              </Link>
            ) : (
              <div className={styles.quotaRow}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
