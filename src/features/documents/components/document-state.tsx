import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { DocumentInfo } from '../../../../contract/documents/schemas';
import { errorKind } from '../../../lib/http/error-kind';
import { Button } from '../../../lib/ui/button';
import { LoadFailure } from '../../../lib/ui/loaded';
import stateStyles from '../../../lib/ui/loaded.module.css';
import { useBackOrHome } from '../../../lib/ui/use-back';
import styles from '../documents.module.css';
import { documentMessages as m } from '../messages';
import type { DocumentView } from '../use-document';
import type { PdfState } from '../use-pdf-document';

type Ready = Extract<PdfState, { kind: 'ready' }>;

export function formatSize(intl: IntlShape, bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  return intl.formatNumber(megabytes ? bytes / 1024 / 1024 : Math.max(bytes / 1024, 0.1), {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  });
}

/** The download's progress in bytes (the total when the server told it), then pdf.js opening the file. */
export function DocumentProgress({
  state,
  expectedBytes,
}: {
  state: Extract<PdfState, { kind: 'loading' | 'opening' }>;
  /** The size getDocumentInfo announced, for a transfer that does not tell its total (compressed). */
  expectedBytes?: number;
}) {
  const intl = useIntl();
  const total = state.kind === 'loading' ? (state.total ?? expectedBytes) : undefined;
  const loaded = state.kind === 'loading' ? state.loaded : 0;
  const label = intl.formatMessage(state.kind === 'opening' ? m.rendering : m.loading);
  return (
    <div className={stateStyles.state} role="status" aria-live="polite">
      <p className={stateStyles.stateTitle}>{label}</p>
      {state.kind === 'loading' && (
        <>
          <progress
            className={styles.progress}
            aria-label={label}
            max={total ?? undefined}
            value={total ? Math.min(loaded, total) : undefined}
          />
          <p className={stateStyles.stateText}>
            {total ? (
              <FormattedMessage
                {...m.progress}
                values={{ loaded: formatSize(intl, loaded), total: formatSize(intl, total) }}
              />
            ) : (
              <FormattedMessage {...m.progressUnknown} values={{ loaded: formatSize(intl, loaded) }} />
            )}
          </p>
        </>
      )}
    </div>
  );
}

/** What went wrong, in the user's words: a missing or forbidden document offers a way back, a failed transfer a retry. */
export function DocumentFailure({
  error,
  unreadable,
  onRetry,
}: {
  error: unknown;
  unreadable?: boolean;
  onRetry: () => void;
}) {
  const { back, hasHistory } = useBackOrHome();
  const kind = errorKind(error);
  if (!unreadable && kind !== 'missing' && kind !== 'permission')
    return <LoadFailure error={error} onRetry={onRetry} />;
  return (
    <div className={stateStyles.state} role="alert" data-failure={unreadable ? 'unreadable' : kind}>
      <h2 className={stateStyles.stateTitle}>
        <FormattedMessage {...(unreadable ? m.unreadableTitle : m.missingTitle)} />
      </h2>
      <p className={stateStyles.stateText}>
        <FormattedMessage {...(unreadable ? m.unreadableText : m.missingText)} />
      </p>
      <Button
        className={styles.stateButton}
        color="primary"
        fill="outline"
        onClick={unreadable ? onRetry : back}
      >
        <FormattedMessage {...(unreadable ? m.retry : hasHistory ? m.back : m.backHome)} />
      </Button>
    </div>
  );
}

/** A PDF on its way: progress, then the failure or the content. */
export function PdfLoaded({
  pdf,
  retry,
  expectedBytes,
  children,
}: {
  pdf: PdfState;
  retry: () => void;
  expectedBytes?: number;
  children: (ready: Ready) => ReactNode;
}) {
  if (pdf.kind === 'failed')
    return <DocumentFailure error={pdf.error} unreadable={pdf.unreadable} onRetry={retry} />;
  if (pdf.kind !== 'ready') return <DocumentProgress state={pdf} expectedBytes={expectedBytes} />;
  return <>{children(pdf)}</>;
}

/** A stored document: its description, then the file (see `useDocument`), each with its failure and progress. */
export function DocumentLoaded({
  view,
  children,
}: {
  view: DocumentView;
  children: (ready: Ready, info: DocumentInfo) => ReactNode;
}) {
  const intl = useIntl();
  const { info, pdf, tooLarge, retry } = view;
  if (!info.data) {
    if (info.error) return <DocumentFailure error={info.error} onRetry={retry} />;
    return <DocumentProgress state={{ kind: 'loading', loaded: 0, total: undefined }} />;
  }
  const data = info.data;
  if (tooLarge)
    return (
      <div className={stateStyles.state} role="alert">
        <h2 className={stateStyles.stateTitle}>
          <FormattedMessage {...m.tooLargeTitle} />
        </h2>
        <p className={stateStyles.stateText}>
          <FormattedMessage {...m.tooLargeText} values={{ size: formatSize(intl, data.sizeBytes) }} />
        </p>
      </div>
    );
  return (
    <PdfLoaded pdf={pdf} retry={retry} expectedBytes={data.sizeBytes}>
      {(ready) => children(ready, data)}
    </PdfLoaded>
  );
}
