import { Button, ErrorBlock } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useCodeResolution } from '../../../lib/qr/use-code-resolution';
import { PageLoading } from '../../../lib/ui/page-loading';
import { resolveCode } from '../api';
import { inspectionMessages as m } from '../messages';
import styles from './pages.module.css';

/** Checks the scanned code (or typed number) with the server, which records the scan, then opens the preview. */
export default function CodeLoadingPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payload = params.get('payload') ?? undefined;
  const enterpriseNumber = params.get('enterpriseNumber') ?? undefined;
  const failure = useCodeResolution(
    () =>
      resolveCode(
        payload
          ? { payload, purpose: 'inspection' }
          : { enterpriseNumber: enterpriseNumber ?? '', purpose: 'inspection' },
      ),
    (resolved) =>
      navigate(
        paths.enterpriseScanPreview.href({
          scanId: resolved.scanId,
          enterpriseNumber: resolved.enterpriseNumber,
        }),
        { replace: true },
      ),
  );

  if (!failure) return <PageLoading label={intl.formatMessage(m.resolving)} />;
  return (
    <main className={styles.page}>
      <ErrorBlock
        status="default"
        title={
          <h1 className={styles.cardTitle}>
            <FormattedMessage {...m.invalidTitle} />
          </h1>
        }
        description={<span role="alert">{failure}</span>}
      />
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          onClick={() => navigate(paths.enforceScanQrCode.href(), { replace: true })}
        >
          <FormattedMessage {...m.scanAgain} />
        </Button>
        <Button block onClick={() => navigate(paths.enforceNoScan.href(), { replace: true })}>
          <FormattedMessage {...m.manualEntry} />
        </Button>
      </div>
    </main>
  );
}
