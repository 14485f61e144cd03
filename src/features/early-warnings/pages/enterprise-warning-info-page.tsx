import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useApi } from '../../../lib/http/use-api';
import { sessionState } from '../../../lib/session/session-state';
import { PageEmpty, PageError, PageLoading } from '../../../lib/ui/page-state';
import { getQuota, getWarnings } from '../api';
import { QuotaMeter } from '../components/quota-meter';
import { kindLabels } from '../kinds';
import { warningMessages as m } from '../messages';
import styles from './pages.module.css';

/** One enterprise's warnings and quota meter; officers see any enterprise, an enterprise only itself. */
export default function EnterpriseWarningInfoPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  const enterpriseNumber = params.get('enterpriseNumber') ?? session.enterpriseNumber;
  const data = useApi(
    async (signal) => {
      const [warnings, quota] = await Promise.all([getWarnings(enterpriseNumber, signal), getQuota(enterpriseNumber, signal)]);
      return { warnings, quota };
    },
    [enterpriseNumber],
    Boolean(enterpriseNumber),
  );

  if (!enterpriseNumber) {
    return (
      <main className={styles.page}>
        <h1 className={styles.heading}>
          <FormattedMessage {...m.enterpriseTitle} />
        </h1>
        <PageEmpty description={intl.formatMessage(m.noEnterprise)} />
      </main>
    );
  }
  if (data.loading && !data.data) return <PageLoading />;
  if (data.error || !data.data) return <PageError message={data.error?.message ?? ''} onRetry={data.reload} />;
  const { warnings, quota } = data.data;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.enterpriseTitle} />
      </h1>
      <p className={styles.intro}>{warnings[0]?.enterpriseName ?? enterpriseNumber}</p>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <FormattedMessage {...m.warningsTitle} />
        </h2>
        {warnings.length === 0 ? (
          <FormattedMessage {...m.empty} />
        ) : (
          <ul className={styles.quota} role="list">
            {warnings.map((warning, index) => (
              <li key={index} className={styles.quotaRow}>
                <strong className={styles.warning}>
                  <FormattedMessage {...kindLabels[warning.kind]} />
                </strong>
                <div>{warning.message}</div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <FormattedMessage {...m.quotaTitle} />
        </h2>
        <QuotaMeter quota={quota} />
      </section>
    </main>
  );
}
