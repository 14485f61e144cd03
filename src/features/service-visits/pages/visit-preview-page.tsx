import { Button, List, NoticeBar } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/http/use-api';
import { paths } from '../../../lib/paths';
import { PageError, PageLoading } from '../../../lib/ui/page-state';
import { getEnterprisePreview } from '../api';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function VisitPreviewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scanId = params.get('scanId') ?? undefined;
  const enterpriseNumber = params.get('enterpriseNumber') ?? '';
  const preview = useApi((signal) => getEnterprisePreview(enterpriseNumber, signal), [enterpriseNumber], Boolean(enterpriseNumber));

  if (preview.loading && !preview.data) return <PageLoading />;
  if (preview.error || !preview.data) return <PageError message={preview.error?.message ?? ''} onRetry={preview.reload} />;
  const enterprise = preview.data.enterprise;
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.previewTitle} />
      </h1>
      <NoticeBar color="info" wrap content={intl.formatMessage(m.previewNote)} />
      <List>
        <List.Item description={enterprise.enterpriseNumber}>{enterprise.name}</List.Item>
        <List.Item description={`${enterprise.regionName} ${enterprise.address}`}>
          <FormattedMessage {...m.address} />
        </List.Item>
      </List>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(paths.nonSign.href({ scanId, enterpriseNumber }))}>
          <FormattedMessage {...m.startVisit} />
        </Button>
      </div>
    </main>
  );
}
