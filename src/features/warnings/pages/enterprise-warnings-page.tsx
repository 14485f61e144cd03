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
import { EmptyState, Loaded, allLoaded } from '../../../lib/ui/loaded';
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

  // Shown together: the meter below the warnings moved down a screen when they arrived after it.
  return (
    <Screen title={m.enterpriseTitle} intro={warnings.data?.[0]?.enterpriseName ?? enterpriseNumber}>
      <Loaded state={allLoaded({ warnings, quota })}>
        {(loaded) => (
          <>
            <h2 className={styles.sectionTitle}>
              <FormattedMessage {...m.warningsTitle} />
            </h2>
            {loaded.warnings.length === 0 ? (
              <EmptyState title={<FormattedMessage {...m.empty} />} />
            ) : (
              <DetailList
                rows={loaded.warnings.map((warning, index) => ({
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
            <h2 className={styles.sectionTitle}>
              <FormattedMessage {...m.quotaTitle} />
            </h2>
            <div className={styles.meter}>
              <QuotaMeter quota={loaded.quota} />
            </div>
          </>
        )}
      </Loaded>
    </Screen>
  );
}
