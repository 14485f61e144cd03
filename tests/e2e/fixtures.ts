import { test as base, type Browser } from '@playwright/test';
import { CITY_CLOCK_OFFSET_MS, shiftDeviceDates } from './city-clock';
import { APP_ORIGIN } from './helpers';

/**
 * Playwright's `test`, plus: every browser context a test opens itself (a second user, a portal) is closed when the
 * test ends. Left open they kept their pages running for the rest of the worker's tests, and a failure's screenshots,
 * which show every open page, showed earlier tests' screens beside the failing one. And, in a run kept away from the
 * city's midnight (city-clock.ts), every context's dates are the run's, whoever opens it.
 */
export const test = base.extend<{ closesContextsItOpened: void }, { browser: Browser }>({
  browser: [
    async ({ browser }, provide) => {
      if (CITY_CLOCK_OFFSET_MS !== 0) {
        const open = browser.newContext.bind(browser);
        browser.newContext = async (...options: Parameters<Browser['newContext']>) => {
          const context = await open(...options);
          await shiftDeviceDates(context);
          return context;
        };
      }
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, provide) => {
    if (CITY_CLOCK_OFFSET_MS !== 0) await shiftDeviceDates(context);
    await provide(context);
  },
  // each worker its own stack (test-stack.ts); Playwright asks for the object pattern
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => provide(APP_ORIGIN),
  closesContextsItOpened: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
