import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import styles from './pages.module.css';
import type { Warning } from '../../../../contract/warnings/schemas';
import { QuotaMeter } from '../../../components/quota/quota-meter';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { Button } from '../../../lib/ui/button';
import { DetailList } from '../../../lib/ui/detail-list';
import { EmptyState, Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getQuota, getWarnings } from '../api';
import { kindLabels } from '../kinds';
import { warningMessages as m } from '../messages';

/** One enterprise's warnings and quota meter; officers see any enterprise, an enterprise only itself. */
export default function EnterpriseWarningsPage() {
  const { enterpriseNumber } = useScreenParams('enterpriseWarningInfo');
  const navigate = useNavigate();
  const { role } = useRecoilValue(sessionState);
  const complaintAvailable = useIsRouteAvailable('complaint');
  // the enterprise may complain about what a warning shows; the complaint form reads the warning from the state
  const complain =
    role === 'enterprise' && complaintAvailable
      ? (warning: Warning) => {
          const { departmentCode } = warning as Warning & { departmentCode?: string | null };
          navigate(paths.complaint.href({ comOrOpi: 0 }), {
            state: { warning: { kind: warning.kind, ...(departmentCode ? { departmentCode } : {}) } },
          });
        }
      : null;
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
              value: (
                <>
                  <span className={styles.warning}>{warning.message}</span>
                  {complain && (
                    <Button
                      className={styles.complain}
                      size="small"
                      color="danger"
                      fill="outline"
                      onClick={() => complain(warning)}
                    >
                      <FormattedMessage {...m.complain} />
                    </Button>
                  )}
                </>
              ),
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
