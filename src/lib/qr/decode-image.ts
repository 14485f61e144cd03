/** Decodes a QR code from a picture (file input fallback when no camera is available). */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 1280 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return decodeCanvas(canvas, context);
}

export async function decodeCanvas(
  canvas: HTMLCanvasElement,
  context: CanvasRenderingContext2D,
): Promise<string | null> {
  const detector = await getBarcodeDetector();
  if (detector) {
    const found = await detector.detect(canvas).catch(() => []);
    if (found[0]?.rawValue) return found[0].rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}

let detectorPromise: Promise<BarcodeDetectorLike | null> | null = null;

/** The browser's own detector when it supports QR codes; jsQR otherwise. */
export function getBarcodeDetector(): Promise<BarcodeDetectorLike | null> {
  detectorPromise ??= (async () => {
    const Detector = (
      window as unknown as {
        BarcodeDetector?: {
          new (options: { formats: string[] }): BarcodeDetectorLike;
          getSupportedFormats(): Promise<string[]>;
        };
      }
    ).BarcodeDetector;
    if (!Detector) return null;
    const formats: string[] = await Detector.getSupportedFormats().catch(() => []);
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  })();
  return detectorPromise;
}
