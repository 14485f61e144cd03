import { useEffect, useRef } from 'react';
import type { ApiInput } from '../../../../contract/api-schemas';
import { ApiError } from '../../../lib/http/client';
import { previewReceipt } from '../api';
import { usePdfDocument } from '../use-pdf-document';
import { PdfLoaded } from './document-state';
import { PdfPages } from './pdf-pages';

/**
 * The receipt a registration would issue, as the server draws it from the form's values (marked draft). Values the
 * server refuses go back to the form (`onInvalid`) rather than showing here.
 */
export function DraftReceipt({
  input,
  onInvalid,
}: {
  input: ApiInput<'previewReceipt'>;
  onInvalid: (fields: Record<string, string>) => void;
}) {
  const { state, retry } = usePdfDocument(input.clientRequestId, (signal, onProgress) =>
    previewReceipt(input, signal, onProgress),
  );
  const invalid = useRef(onInvalid);
  invalid.current = onInvalid;
  const refusedFields =
    state.kind === 'failed' && state.error instanceof ApiError ? state.error.fields : undefined;
  useEffect(() => {
    if (refusedFields) invalid.current(refusedFields);
  }, [refusedFields]);
  if (refusedFields) return null;
  return (
    <PdfLoaded pdf={state} retry={retry}>
      {({ pdf }) => <PdfPages pdf={pdf} />}
    </PdfLoaded>
  );
}
