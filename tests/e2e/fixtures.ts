import { test as base } from '@playwright/test';
import { APP_ORIGIN } from './helpers';

/**
 * Playwright's `test`, plus: every browser context a test opens itself (a second user, a portal) is closed when the
 * test ends. Left open they kept their pages running for the rest of the worker's tests, and a failure's screenshots,
 * which show every open page, showed earlier tests' screens beside the failing one.
 */
export const test = base.extend<{ closesContextsItOpened: void }>({
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
