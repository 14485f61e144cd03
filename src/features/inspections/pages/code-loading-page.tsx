import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/http/client';
import { paths } from '../../../lib/paths';
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
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    resolveCode(payload ? { payload, purpose: 'inspection' } : { enterpriseNumber: enterpriseNumber ?? '', purpose: 'inspection' }).then(
      (resolved) => navigate(paths.enterpriseScanPreview.href({ scanId: resolved.scanId, enterpriseNumber: resolved.enterpriseNumber }), { replace: true }),
      (error: unknown) => setFailure(error instanceof ApiError || error instanceof Error ? error.message : String(error)),
    );
  }, [payload, enterpriseNumber, navigate]);

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
        <Button block color="primary" onClick={() => navigate(paths.enforceScanQrCode.href(), { replace: true })}>
          <FormattedMessage {...m.scanAgain} />
        </Button>
        <Button block onClick={() => navigate(paths.enforceNoScan.href(), { replace: true })}>
          <FormattedMessage {...m.manualEntry} />
        </Button>
      </div>
    </main>
  );
}
