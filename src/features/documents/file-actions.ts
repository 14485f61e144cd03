import { getOverlayContainer } from '../../lib/ui/overlay';

/** Long enough for the browser to start the download before the address is given back. */
const REVOKE_AFTER_MS = 10_000;

/** Saves a file through a download link (inside the app's own element, never loose on a host's page). */
export function saveFile(blob: Blob, fileName: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  getOverlayContainer().appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), REVOKE_AFTER_MS);
}

/** Whether this browser can hand a file to another app (Web Share Level 2); hosts offer no share of their own. */
export function canShareFiles(): boolean {
  try {
    const probe = new File([''], 'probe.pdf', { type: 'application/pdf' });
    return typeof navigator.share === 'function' && Boolean(navigator.canShare?.({ files: [probe] }));
  } catch {
    return false;
  }
}

/** Shares the file with another app; where that is not possible, saves it instead. */
export async function shareFile(blob: Blob, fileName: string, title: string): Promise<void> {
  const file = new File([blob], fileName, { type: blob.type });
  if (canShareFiles() && navigator.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return;
    } catch (error) {
      // the person closed the share sheet
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  saveFile(blob, fileName);
}
