import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Enterprise, EnterprisePreview, Quota, Warning } from '../../../../contract/supervision-schemas';
import { paths } from '../../../lib/paths';
import { inspectionMessages as m } from '../messages';
import styles from '../pages/pages.module.css';

export function EnterpriseFacts({ enterprise, full }: { enterprise: Enterprise; full: boolean }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(m.enterpriseNumber), enterprise.enterpriseNumber],
    [intl.formatMessage(m.address), `${enterprise.regionName} ${enterprise.address}`],
    [intl.formatMessage(m.legalRepresentative), enterprise.legalRepresentative],
  ];
  if (full) {
    rows.push([intl.formatMessage(m.creditCode), enterprise.creditCode]);
    rows.push([intl.formatMessage(m.contactPhone), enterprise.contactPhone]);
    rows.push([intl.formatMessage(m.registeredSince), intl.formatDate(enterprise.createdAt, { dateStyle: 'medium' })]);
  }
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{enterprise.name}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.rowLabel}>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Warnings come first and in red: the officer sees them before registering (DOMAIN.md early warnings). */
export function WarningPanel({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) {
    return (
      <p className={styles.ok}>
        <FormattedMessage {...m.noWarnings} />
      </p>
    );
  }
  return (
    <section className={styles.warnings} role="alert">
      <h2>
        <FormattedMessage {...m.warningsTitle} values={{ count: warnings.length }} />
      </h2>
      <ul>
        {warnings.map((warning, index) => (
          <li key={`${warning.kind}-${index}`}>{warning.message}</li>
        ))}
      </ul>
      <p className={styles.muted}>
        <FormattedMessage {...m.warningsHint} />
      </p>
    </section>
  );
}

export function QuotaTable({ quota }: { quota: Quota[] }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <FormattedMessage {...m.quotaTitle} />
      </h2>
      <dl>
        {quota.map((row) => (
          <div key={row.departmentCode} className={styles.row}>
            <dt className={styles.rowLabel}>{row.departmentName}</dt>
            <dd className={row.used >= row.cap ? styles.over : undefined}>
              <FormattedMessage {...m.quotaLine} values={{ used: row.used, cap: row.cap }} />{' '}
              {row.exempt > 0 && <FormattedMessage {...m.quotaExempt} values={{ exempt: row.exempt }} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RecentRegistrations({ preview, limit }: { preview: EnterprisePreview; limit?: number }) {
  const intl = useIntl();
  const items = limit ? preview.recentRegistrations.slice(0, limit) : preview.recentRegistrations;
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <FormattedMessage {...m.recentTitle} />
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage {...m.noRecent} />
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <Link to={paths.registrationDetail.href({ id: item.id })}>{intl.formatDate(item.startedAt, { dateStyle: 'medium' })}</Link>
              <span className={styles.rowLabel}>
                {item.departmentName} · {item.officerNames.join('、')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.muted}>
        <FormattedMessage
          {...m.evaluationSummary}
          values={{ count: preview.evaluationSummary.count, share: intl.formatNumber(preview.evaluationSummary.satisfiedShare, { style: 'percent' }) }}
        />
      </p>
    </section>
  );
}
