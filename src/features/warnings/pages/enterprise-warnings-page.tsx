import { FormattedMessage } from 'react-intl';
import { QuotaMeter } from '../../../components/quota/quota-meter';
import { useQuery } from '../../../lib/http/use-query';
import { useScreenParams } from '../../../lib/route-params';
import { DetailList } from '../../../lib/ui/detail-list';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getQuota, getWarnings } from '../api';
import { kindLabels } from '../kinds';
import { warningMessages as m } from '../messages';
import styles from './pages.module.css';

/** One enterprise's warnings and quota meter; officers see any enterprise, an enterprise only itself. */
export default function EnterpriseWarningsPage() {
  const { enterpriseNumber } = useScreenParams('enterpriseWarningInfo');
  // The same keys as every other screen that reads them (e.g. the registration history's warnings).
  const warnings = useQuery(['warnings', 'list', enterpriseNumber], (signal) =>
    getWarnings(enterpriseNumber, signal),
  );
  const quota = useQuery(['warnings', 'quota', enterpriseNumber], (signal) =>
    getQuota({ enterpriseNumber }, signal),
  );

  return (
    <Screen title={m.enterpriseTitle} intro={warnings.data?.[0]?.enterpriseName ?? enterpriseNumber}>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage {...m.warningsTitle} />
      </h2>
      <Loaded
        state={warnings}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={<FormattedMessage {...m.empty} />} />}
      >
        {(data) => (
          <DetailList
            rows={data.map((warning, index) => ({
              key: String(index),
              label: kindLabels[warning.kind],
              value: <span className={styles.warning}>{warning.message}</span>,
              block: true,
            }))}
          />
        )}
      </Loaded>
      <h2 className={styles.sectionTitle}>
        <FormattedMessage {...m.quotaTitle} />
      </h2>
      <Loaded state={quota}>
        {(data) => (
          <div className={styles.meter}>
            <QuotaMeter quota={data} />
          </div>
        )}
      </Loaded>
    </Screen>
  );
}
