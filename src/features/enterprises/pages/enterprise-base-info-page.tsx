import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { EnterpriseSummary } from '../../../components/enterprise/enterprise-summary';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { useScreenParams } from '../../../lib/route-params';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getEnterprisePreview } from '../api';
import { enterpriseMessages as m } from '../messages';
import styles from './pages.module.css';

export default function EnterpriseBaseInfoPage() {
  const { enterpriseNumber } = useScreenParams('enterpriseBaseInfo');
  const preview = useQuery(['enterprises', 'preview', enterpriseNumber], (signal) =>
    getEnterprisePreview(enterpriseNumber, signal),
  );
  const historyAvailable = useIsRouteAvailable('historyCheck');
  return (
    <Screen title={m.baseInfoTitle}>
      <Loaded state={preview}>
        {(data) => (
          <>
            <EnterpriseSummary preview={data} full />
            {historyAvailable && (
              <p className={styles.more}>
                <Link to={paths.historyCheck.href({ enterpriseNumber })}>
                  <FormattedMessage {...m.historyLink} />
                </Link>
              </p>
            )}
          </>
        )}
      </Loaded>
    </Screen>
  );
}
