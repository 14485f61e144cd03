import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { PageLoading } from '../../../lib/ui/page-loading';
import { resolveVisitCode } from '../api';
import { visitMessages as m } from '../messages';
import styles from './pages.module.css';

export default function VisitCodeLoadingPage() {
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
    resolveVisitCode(payload ? { payload } : { enterpriseNumber }).then(
      (resolved) => navigate(paths.nonPreview.href({ scanId: resolved.scanId, enterpriseNumber: resolved.enterpriseNumber }), { replace: true }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
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
        <Button block color="primary" onClick={() => navigate(paths.nonScan.href(), { replace: true })}>
          <FormattedMessage {...m.scanAgain} />
        </Button>
      </div>
    </main>
  );
}
