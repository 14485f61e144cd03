import type { ApiInput } from '../../../contract/api-schemas';
import { download, request, type DownloadedFile } from '../../lib/http/client';

export type Progress = (loaded: number, total: number | undefined) => void;

export const documentInfoKey = (doc: string) => ['documents', 'info', doc] as const;

export const getDocumentInfo = (doc: string, signal?: AbortSignal) =>
  request('getDocumentInfo', { doc }, { signal });
export const getDocumentFile = (doc: string, signal: AbortSignal, onProgress: Progress) =>
  download('getDocumentFile', { doc }, { signal, onProgress });
/** The receipt the form's values would make, marked draft; nothing is saved. */
export const previewReceipt = (
  input: ApiInput<'previewReceipt'>,
  signal: AbortSignal,
  onProgress: Progress,
): Promise<DownloadedFile> => download('previewReceipt', input, { signal, onProgress });
export const verifyReceipt = (t: string, signal?: AbortSignal) => request('verifyReceipt', { t }, { signal });
export const getLegalTexts = (input: ApiInput<'listLegalTexts'>, signal?: AbortSignal) =>
  request('listLegalTexts', input, { signal });
