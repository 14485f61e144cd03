import type { Page, Request } from '@playwright/test';

/**
 * Waiting for a screen to settle on events rather than fixed pauses: no request of the page in flight, no toast on
 * screen, and the page's DOM unchanged for QUIET_MS. antd-mobile's popups and toasts animate with react-spring, a
 * style change each frame, so the quiet window also waits out their animations; a response re-renders within a
 * frame, so it restarts the window. (Playwright's networkidle alone waits 500 ms after the last request, and the
 * fixed 400 ms pauses it replaced waited whether or not anything moved.)
 */
const QUIET_MS = 100;
const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on; settle() waits for them. Call it before the page's first navigation. */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  page.on('close', () => open.clear());
}

function domQuiet(page: Page, quietMs: number): Promise<void> {
  return page.evaluate(
    (ms) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, ms);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, ms);
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        function done() {
          observer.disconnect();
          resolve();
        }
      }),
    quietMs,
  );
}

export interface SettleOptions {
  /** Also wait until no toast is shown (for a scan; a screenshot may be of the toast). Default true. */
  toastsGone?: boolean;
  /** Also wait until no request is in flight (a screenshot may be of a screen waiting for a held answer). Default true. */
  requestsDone?: boolean;
  timeoutMs?: number;
}

/** Resolves once the page has settled, or after the timeout as it is (the caller's assertions then judge it). */
export async function settle(
  page: Page,
  { toastsGone = true, requestsDone = true, timeoutMs = 10_000 }: SettleOptions = {},
): Promise<void> {
  trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await domQuiet(page, QUIET_MS).catch(() => undefined); // a navigation during the wait: look again
    const requests = requestsDone ? (inFlight.get(page)?.size ?? 0) : 0;
    const toast = toastsGone ? await page.locator('.adm-toast-mask').count() : 0;
    if (requests === 0 && toast === 0) return;
    if (requests > 0) await page.waitForEvent('requestfinished', { timeout: 1_000 }).catch(() => undefined);
    else
      await page
        .locator('.adm-toast-mask')
        .first()
        .waitFor({ state: 'detached', timeout: 4_000 })
        .catch(() => undefined);
  }
}
