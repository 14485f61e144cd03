import { ProgressBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { quotaMessages as m } from './messages';
import styles from './quota-meter.module.css';
import { quotaPercent, quotaStatus } from './quota-status';
import type { Quota } from '../../../contract/warnings/schemas';

interface QuotaMeterProps {
  quota: Quota[];
  /** Each department's row opens its inspections of the year. */
  hrefFor?: (row: Quota) => string;
  /** Under a full or over row (e.g. the enterprise's right to refuse and complain). */
  overHint?: ReactNode;
}

/**
 * This year's inspections per department against its annual cap (DOMAIN.md's quota meter), for the
 * enterprise and the officer alike. Case-specific inspections are shown apart and never fill the bar; a
 * full or over row says so in words, not only in colour.
 */
export function QuotaMeter({ quota, hrefFor, overHint }: QuotaMeterProps) {
  const intl = useIntl();
  if (quota.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage {...m.empty} />
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {quota.map((row) => {
        const status = quotaStatus(row);
        const body = (
          <>
            <div className={styles.head}>
              <span className={styles.department}>{row.departmentName}</span>
              <span className={styles.count}>
                <FormattedMessage {...m.used} values={{ used: row.used, cap: row.cap }} />
              </span>
            </div>
            <div
              role="meter"
              aria-label={intl.formatMessage(m.label, {
                department: row.departmentName,
                used: row.used,
                cap: row.cap,
              })}
              aria-valuemin={0}
              aria-valuemax={row.cap}
              aria-valuenow={row.used}
            >
              <ProgressBar
                percent={quotaPercent(row)}
                style={status === 'open' ? undefined : { '--fill-color': 'var(--sv-color-danger)' }}
              />
            </div>
            {row.exempt > 0 && (
              <div className={styles.note}>
                <FormattedMessage {...m.exempt} values={{ exempt: row.exempt }} />
              </div>
            )}
            {status !== 'open' && (
              <div className={styles.status}>
                <FormattedMessage {...(status === 'over' ? m.over : m.full)} />
                {overHint && <> {overHint}</>}
              </div>
            )}
          </>
        );
        const className = status === 'open' ? styles.row : `${styles.row} ${styles[status]}`;
        return (
          <li key={row.departmentCode}>
            {hrefFor ? (
              <Link className={className} to={hrefFor(row)}>
                {body}
              </Link>
            ) : (
              <div className={className}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
