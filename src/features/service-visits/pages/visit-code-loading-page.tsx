import { Button, ErrorBlock } from 'antd-mobile';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useCodeResolution } from '../../../lib/qr/use-code-resolution';
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
  const failure = useCodeResolution(
    () => resolveVisitCode(payload ? { payload } : { enterpriseNumber }),
    (resolved) =>
      navigate(
        paths.nonPreview.href({ scanId: resolved.scanId, enterpriseNumber: resolved.enterpriseNumber }),
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
        <Button block color="primary" onClick={() => navigate(paths.nonScan.href(), { replace: true })}>
          <FormattedMessage {...m.scanAgain} />
        </Button>
      </div>
    </main>
  );
}
