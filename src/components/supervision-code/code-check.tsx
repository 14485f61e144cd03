import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styles from './code-scanner.module.css';
import { codeScannerMessages as m } from './messages';
import { FAILURE_CODE } from '../../../contract/envelope';
import type { ResolvedCode } from '../../../contract/supervision-codes/schemas';
import { ApiError } from '../../lib/http/client';
import { useCodeCheck } from '../../lib/qr/use-code-resolution';
import { Button } from '../../lib/ui/button';
import { LoadFailure } from '../../lib/ui/loaded';
import { PageLoading } from '../../lib/ui/page-loading';
import { Screen } from '../../lib/ui/screen';

interface CodeCheckProps {
  resolve: () => Promise<ResolvedCode>;
  /** The preview of the resolved enterprise. */
  previewHref: (resolved: ResolvedCode) => string;
  scanAgainHref: string;
  manualEntryHref?: string;
}

/** The server said no to this code (forged, revoked, unknown number): its reason, in the user's language, is the point. */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.code === FAILURE_CODE && error.status === 200 ? error.message : null;

/**
 * The code-check screen: resolves the scanned code or typed number once (the server records the scan), then
 * opens the preview in its place. A refused code says why; a failed check says what failed and may be retried.
 */
export function CodeCheck({ resolve, previewHref, scanAgainHref, manualEntryHref }: CodeCheckProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { error, retry } = useCodeCheck(resolve, (resolved) =>
    navigate(previewHref(resolved), { replace: true }),
  );

  if (error === undefined) {
    return (
      <Screen title={m.checkTitle}>
        <PageLoading label={intl.formatMessage(m.resolving)} />
      </Screen>
    );
  }
  const refusal = refusalOf(error);
  return (
    <Screen
      title={refusal ? m.invalidTitle : m.checkTitle}
      footer={
        <>
          <Button block color="primary" onClick={() => navigate(scanAgainHref, { replace: true })}>
            <FormattedMessage {...m.scanAgain} />
          </Button>
          {manualEntryHref && (
            <Button block onClick={() => navigate(manualEntryHref, { replace: true })}>
              <FormattedMessage {...m.manualEntry} />
            </Button>
          )}
        </>
      }
    >
      {refusal ? (
        <p className={styles.reason} role="alert">
          {refusal}
        </p>
      ) : (
        <LoadFailure error={error} onRetry={retry} />
      )}
    </Screen>
  );
}
