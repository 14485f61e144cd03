import { ProgressBar } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Quota } from '../../../../contract/supervision-schemas';
import { warningMessages as m } from '../messages';
import styles from '../pages/pages.module.css';

export function quotaPercent(row: Pick<Quota, 'used' | 'cap'>): number {
  return row.cap > 0 ? Math.min(100, (row.used / row.cap) * 100) : 0;
}

/** This year's inspections per department against its cap; case-specific ones are shown apart and never fill the bar. */
export function QuotaMeter({ quota }: { quota: Quota[] }) {
  const intl = useIntl();
  if (quota.length === 0) {
    return (
      <p className={styles.note}>
        <FormattedMessage {...m.quotaEmpty} />
      </p>
    );
  }
  return (
    <ul className={styles.quota}>
      {quota.map((row) => {
        const label = intl.formatMessage(m.quotaLabel, { department: row.departmentName, used: row.used, cap: row.cap });
        const full = row.cap > 0 && row.used >= row.cap;
        return (
          <li key={row.departmentCode} className={styles.quotaRow}>
            <div className={styles.quotaHead}>
              <span>{row.departmentName}</span>
              <span className={full ? `${styles.count} ${styles.over}` : styles.count}>
                {row.used} / {row.cap}
              </span>
            </div>
            <div role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={row.cap} aria-valuenow={row.used}>
              <ProgressBar percent={quotaPercent(row)} style={full ? { '--fill-color': 'var(--adm-color-danger)' } : undefined} />
            </div>
            {row.exempt > 0 && (
              <div className={styles.note}>
                <FormattedMessage {...m.quotaExempt} values={{ exempt: row.exempt }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
