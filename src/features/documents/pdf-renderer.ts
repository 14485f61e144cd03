/**
 * The feature's one door to pdf.js: nothing else imports pdfjs-dist, so the library and its worker load only with
 * a document screen (never with the first screen), and tests replace this module (jsdom has no canvas).
 *
 * The worker: inside the portal the app's files come from another origin, and `new Worker(crossOriginUrl)` is
 * refused. The worker script is fetched (CORS, like every asset of ours) and started from a same-origin Blob URL,
 * one worker per open document, ended with it. The legacy build carries the polyfills older host WebViews need.
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';

export interface PdfPageSize {
  /** CSS pixels at 100 % (PDF points). */
  width: number;
  height: number;
}

export interface PdfHandle {
  pageCount: number;
  pageSizes: PdfPageSize[];
  /**
   * Draws page `pageNumber` (from 1) onto the canvas, `cssWidth` wide, sharp on this screen's pixel ratio. Abort
   * before drawing the same canvas again (a zoom): pdf.js refuses two drawings on one canvas.
   */
  drawPage(
    pageNumber: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
    signal?: AbortSignal,
  ): Promise<void>;
  /** The page as a PNG, `cssWidth` wide at twice the pixels (people zoom into saved images). */
  pagePng(pageNumber: number, cssWidth: number): Promise<Blob>;
  close(): void;
}

let library: Promise<typeof PdfJs> | null = null;
let workerScript: Promise<Blob> | null = null;

/** Starts downloading pdf.js and its worker script (call it with the file's download, so they overlap). */
export function preparePdf(): void {
  library ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  workerScript ??= fetch(workerUrl, { credentials: 'omit' }).then(async (response) => {
    if (!response.ok) throw new Error(`pdf.js worker: HTTP ${response.status}`);
    return new Blob([await response.arrayBuffer()], { type: 'text/javascript' });
  });
  // a failed download is tried again by the next document
  library.catch(() => (library = null));
  workerScript.catch(() => (workerScript = null));
}

function pixelRatio(): number {
  return Math.min(Math.max(window.devicePixelRatio || 1, 1), 3);
}

/** Opens a PDF from its bytes (copied: pdf.js hands its buffer to the worker, and the caller keeps the file). */
export async function openPdf(bytes: ArrayBuffer): Promise<PdfHandle> {
  preparePdf();
  const [pdfjs, script] = await Promise.all([library!, workerScript!]);
  const workerAddress = URL.createObjectURL(script);
  const port = new Worker(workerAddress, { type: 'module', name: 'pdf.js' });
  const worker = new pdfjs.PDFWorker({ port: port as never });
  const end = () => {
    worker.destroy();
    port.terminate();
    URL.revokeObjectURL(workerAddress);
  };
  let pdf: PdfJs.PDFDocumentProxy;
  try {
    pdf = await pdfjs.getDocument({
      data: new Uint8Array(bytes.slice(0)),
      worker,
      // the app's policy forbids eval; our documents embed their fonts
      isEvalSupported: false,
      enableXfa: false,
      stopAtErrors: false,
    }).promise;
  } catch (error) {
    end();
    throw error;
  }
  const pageSizes: PdfPageSize[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const viewport = (await pdf.getPage(number)).getViewport({ scale: 1 });
    pageSizes.push({ width: viewport.width, height: viewport.height });
  }

  const draw = async (
    pageNumber: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
    ratio: number,
    signal?: AbortSignal,
  ) => {
    const page = await pdf.getPage(pageNumber);
    if (signal?.aborted) return;
    const scale = cssWidth / page.getViewport({ scale: 1 }).width;
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const task = page.render({ canvas, viewport });
    const cancel = () => task.cancel();
    signal?.addEventListener('abort', cancel);
    try {
      await task.promise;
    } catch (error) {
      if (!signal?.aborted) throw error;
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };

  return {
    pageCount: pdf.numPages,
    pageSizes,
    drawPage: (pageNumber, canvas, cssWidth, signal) =>
      draw(pageNumber, canvas, cssWidth, pixelRatio(), signal),
    pagePng: async (pageNumber, cssWidth) => {
      const canvas = document.createElement('canvas');
      await draw(pageNumber, canvas, cssWidth, 2);
      const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      canvas.width = 0;
      canvas.height = 0;
      if (!png) throw new Error('pdf.js: the page could not be turned into an image');
      return png;
    },
    close: () => {
      void pdf.destroy().finally(end);
    },
  };
}
