import { Button } from 'antd-mobile';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { getEnterprisePreview } from '../api';
import { EnterpriseFacts, QuotaTable, RecentRegistrations, WarningPanel } from '../components/preview-sections';
import { inspectionMessages as m } from '../messages';
import styles from './pages.module.css';

export default function ScanPreviewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scanId = params.get('scanId') ?? undefined;
  const enterpriseNumber = params.get('enterpriseNumber') ?? '';
  const preview = useApi((signal) => getEnterprisePreview(enterpriseNumber, signal), [enterpriseNumber], Boolean(enterpriseNumber));

  if (preview.loading && !preview.data) return <PageLoading />;
  if (preview.error || !preview.data) return <PageError message={preview.error?.message ?? ''} onRetry={preview.reload} />;
  const data = preview.data;

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.previewTitle} />
      </h1>
      <WarningPanel warnings={data.warnings} />
      <EnterpriseFacts enterprise={data.enterprise} full={false} />
      <QuotaTable quota={data.quota} />
      <RecentRegistrations preview={data} limit={3} />
      <div className={styles.actions}>
        {scanId && (
          <Button block color="primary" onClick={() => navigate(paths.sign.href({ scanId, enterpriseNumber }))}>
            <FormattedMessage {...m.checkIn} />
          </Button>
        )}
        <Button block color={scanId ? 'default' : 'primary'} onClick={() => navigate(paths.enforceScanPage.href({ scanId, enterpriseNumber }))}>
          <FormattedMessage {...m.register} />
        </Button>
        <Button block fill="none" onClick={() => navigate(paths.enterpriseBaseInfo.href({ enterpriseNumber }))}>
          <FormattedMessage {...m.fullInfo} />
        </Button>
      </div>
    </main>
  );
}
