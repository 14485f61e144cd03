import { useCallback } from 'react';
import { documentInfoKey, getDocumentFile, getDocumentInfo } from './api';
import { usePdfDocument, type PdfState } from './use-pdf-document';
import { DOCUMENT_MAX_BYTES } from '../../../contract/documents/rules';
import type { DocumentInfo } from '../../../contract/documents/schemas';
import { useQuery, type QueryState } from '../../lib/http/use-query';

export interface DocumentView {
  info: QueryState<DocumentInfo>;
  pdf: PdfState;
  /** Larger than a viewer shows (contract/documents/rules.ts): not downloaded. */
  tooLarge: boolean;
  retry: () => void;
}

/** A stored document: its description first (title, file name, size), then the file, opened with pdf.js. */
export function useDocument(doc: string): DocumentView {
  const info = useQuery(documentInfoKey(doc), (signal) => getDocumentInfo(doc, signal));
  const tooLarge = (info.data?.sizeBytes ?? 0) > DOCUMENT_MAX_BYTES;
  const { state, retry: retryFile } = usePdfDocument(
    info.data && !tooLarge ? doc : null,
    (signal, onProgress) => getDocumentFile(doc, signal, onProgress),
  );
  const reloadInfo = info.reload;
  const failedInfo = Boolean(info.error) && !info.data;
  const retry = useCallback(
    () => (failedInfo ? reloadInfo() : retryFile()),
    [failedInfo, reloadInfo, retryFile],
  );
  return { info, pdf: state, tooLarge, retry };
}
