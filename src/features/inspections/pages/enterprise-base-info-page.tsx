import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { useIsRouteAvailable } from '../../../lib/route-availability';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { getEnterprisePreview } from '../api';
import { EnterpriseFacts, QuotaTable, RecentRegistrations, WarningPanel } from '../components/preview-sections';
import { inspectionMessages as m } from '../messages';
import styles from './pages.module.css';

export default function EnterpriseBaseInfoPage() {
  const [params] = useSearchParams();
  const enterpriseNumber = params.get('enterpriseNumber') ?? '';
  const preview = useApi((signal) => getEnterprisePreview(enterpriseNumber, signal), [enterpriseNumber], Boolean(enterpriseNumber));
  const historyAvailable = useIsRouteAvailable('historyCheck');

  if (preview.loading && !preview.data) return <PageLoading />;
  if (preview.error || !preview.data) return <PageError message={preview.error?.message ?? ''} onRetry={preview.reload} />;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.baseInfoTitle} />
      </h1>
      <EnterpriseFacts enterprise={preview.data.enterprise} full />
      <WarningPanel warnings={preview.data.warnings} />
      <QuotaTable quota={preview.data.quota} />
      <RecentRegistrations preview={preview.data} />
      {historyAvailable && (
        <div className={styles.center}>
          <Link to={paths.historyCheck.href({ enterpriseNumber })}>
            <FormattedMessage {...m.historyLink} />
          </Link>
        </div>
      )}
    </main>
  );
}
