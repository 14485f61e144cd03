import { CheckCircleOutline, ExclamationTriangleOutline } from 'antd-mobile-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './enterprise-summary.module.css';
import { enterpriseSummaryMessages as m } from './messages';
import type { Enterprise, EnterprisePreview } from '../../../contract/enterprises/schemas';
import type { Warning } from '../../../contract/warnings/schemas';
import { paths } from '../../lib/paths';
import { DetailList } from '../../lib/ui/detail-list';
import { QuotaMeter } from '../quota/quota-meter';

/** Who the enterprise is: its name as the heading, then its facts (all of them on the full record). */
export function EnterpriseFacts({ enterprise, full = false }: { enterprise: Enterprise; full?: boolean }) {
  const intl = useIntl();
  return (
    <DetailList
      header={enterprise.name}
      rows={[
        { key: 'number', label: m.enterpriseNumber, value: enterprise.enterpriseNumber },
        { key: 'address', label: m.address, value: `${enterprise.regionName} ${enterprise.address}` },
        { key: 'legal', label: m.legalRepresentative, value: enterprise.legalRepresentative },
        { key: 'credit', label: m.creditCode, value: full && enterprise.creditCode },
        { key: 'phone', label: m.contactPhone, value: full && enterprise.contactPhone },
        {
          key: 'since',
          label: m.registeredSince,
          value: full && intl.formatDate(enterprise.createdAt, { dateStyle: 'medium' }),
        },
      ]}
    />
  );
}

/** Warnings come first and in red, and say so in words: the officer sees them before registering (DOMAIN.md). */
export function WarningPanel({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) {
    return (
      <p className={styles.ok}>
        <CheckCircleOutline aria-hidden />
        <FormattedMessage {...m.noWarnings} />
      </p>
    );
  }
  return (
    <section className={styles.warnings} role="alert">
      <h2 className={styles.warningsTitle}>
        <ExclamationTriangleOutline aria-hidden />
        <FormattedMessage {...m.warningsTitle} values={{ count: warnings.length }} />
      </h2>
      <ul className={styles.warningsList}>
        {warnings.map((warning, index) => (
          <li key={`${warning.kind}-${index}`}>{warning.message}</li>
        ))}
      </ul>
      <p className={styles.warningsHint}>
        <FormattedMessage {...m.warningsHint} />
      </p>
    </section>
  );
}

/** The enterprise's latest registrations (its own department's open their detail) and the department's rating of them. */
export function RecentRegistrations({ preview, limit }: { preview: EnterprisePreview; limit?: number }) {
  const intl = useIntl();
  const items = limit ? preview.recentRegistrations.slice(0, limit) : preview.recentRegistrations;
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <FormattedMessage {...m.recentTitle} />
      </h2>
      {items.length === 0 ? (
        <p className={styles.note}>
          <FormattedMessage {...m.noRecent} />
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.recent}>
              {item.inFull ? (
                <Link to={paths.registrationDetail.href({ id: item.id })}>
                  {intl.formatDate(item.startedAt, { dateStyle: 'medium' })}
                </Link>
              ) : (
                <span>{intl.formatDate(item.startedAt, { dateStyle: 'medium' })}</span>
              )}
              <span className={styles.secondary}>
                {item.inFull
                  ? `${item.departmentName} · ${item.officerNames.join('、')}`
                  : item.departmentName}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note}>
        {preview.evaluationSummary.satisfiedShare === null ? (
          <FormattedMessage {...m.evaluationTooFew} />
        ) : (
          <FormattedMessage
            {...m.evaluationSummary}
            values={{
              count: preview.evaluationSummary.count,
              share: intl.formatNumber(preview.evaluationSummary.satisfiedShare, { style: 'percent' }),
            }}
          />
        )}
      </p>
    </section>
  );
}

export function QuotaSection({ preview }: { preview: EnterprisePreview }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>
        <FormattedMessage {...m.quotaTitle} />
      </h2>
      <QuotaMeter quota={preview.quota} />
    </section>
  );
}

interface EnterpriseSummaryProps {
  preview: EnterprisePreview;
  /** All facts (credit code, phone, registered since), not only who and where. */
  full?: boolean;
  /** How many recent registrations to show; all when absent. */
  recentLimit?: number;
}

/** What an officer sees of an enterprise before acting on it: warnings first, who it is, its quota, its recent registrations. */
export function EnterpriseSummary({ preview, full = false, recentLimit }: EnterpriseSummaryProps) {
  return (
    <>
      <WarningPanel warnings={preview.warnings} />
      <EnterpriseFacts enterprise={preview.enterprise} full={full} />
      <QuotaSection preview={preview} />
      <RecentRegistrations preview={preview} limit={recentLimit} />
    </>
  );
}
