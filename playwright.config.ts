import { defineConfig, devices } from '@playwright/test';
import { DEBIAN_CHROMIUM } from './scripts/test-prerequisites';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the real server: the app on :4100
 * (standalone and as the portal's micro-app) and portal-demo on :4101, built by tests/e2e/start-test-stack.ts.
 */
// E2E_PORT lets a second run (another checkout or engineer) use its own ports, build and database.
const PORT = Number(process.env.E2E_PORT ?? 4100);
// `npm test` installs it first (scripts/ensure-test-prerequisites.ts)
const CHROMIUM = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    hasTouch: true,
    isMobile: false,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/start-test-stack.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  },
});
