import { useCallback, useEffect, useRef, useState } from 'react';
import type { Progress } from './api';
import { openPdf, preparePdf, type PdfHandle } from './pdf-renderer';
import type { DownloadedFile } from '../../lib/http/client';

export type PdfLoad = (signal: AbortSignal, onProgress: Progress) => Promise<DownloadedFile>;

export type PdfState =
  | { kind: 'loading'; loaded: number; total: number | undefined }
  /** Downloaded; pdf.js is reading it. */
  | { kind: 'opening' }
  /** `unreadable`: the bytes arrived but are no PDF pdf.js can read. */
  | { kind: 'failed'; error: unknown; unreadable: boolean }
  | { kind: 'ready'; file: DownloadedFile; pdf: PdfHandle };

/**
 * Downloads a PDF (with progress) and opens it with pdf.js, once per `key` and attempt (null: not yet); aborts the
 * download and closes the document (ending its worker) when the screen leaves or the key changes.
 */
export function usePdfDocument(key: string | null, load: PdfLoad): { state: PdfState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PdfState>({ kind: 'loading', loaded: 0, total: undefined });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    // pdf.js and its worker download meanwhile
    preparePdf();
    if (key === null) return undefined;
    const controller = new AbortController();
    let opened: PdfHandle | null = null;
    let live = true;
    setState({ kind: 'loading', loaded: 0, total: undefined });
    void (async () => {
      let file: DownloadedFile;
      try {
        file = await loadRef.current(controller.signal, (loaded, total) => {
          if (live) setState({ kind: 'loading', loaded, total });
        });
      } catch (error) {
        if (live) setState({ kind: 'failed', error, unreadable: false });
        return;
      }
      if (!live) return;
      setState({ kind: 'opening' });
      try {
        const pdf = await openPdf(file.bytes);
        if (!live) {
          pdf.close();
          return;
        }
        opened = pdf;
        setState({ kind: 'ready', file, pdf });
      } catch (error) {
        if (live) setState({ kind: 'failed', error, unreadable: true });
      }
    })();
    return () => {
      live = false;
      controller.abort();
      opened?.close();
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
}
