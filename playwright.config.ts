import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './scripts/test-prerequisites';
import { e2eStack, E2E_WORKERS } from './tests/e2e/test-stack';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the real server, one stack per worker
 * (tests/e2e/test-stack.ts): worker 0's app on :4100 (standalone and as the portal's micro-app) and portal-demo on
 * :4101, worker 1's on :4110 and :4111. E2E_PORT moves them all (another checkout's run), E2E_WORKERS sets how many.
 * A file's tests run in order in one worker unless the file says they are independent (mode: 'parallel').
 */
// `npm test` installs it first (scripts/ensure-test-prerequisites.ts)
const CHROMIUM = testBrowserPath();
const stacks = Array.from({ length: E2E_WORKERS }, (_, index) => e2eStack(index));

export default defineConfig({
  testDir: 'tests/e2e',
  // a second run's (E2E_PORT) artifacts apart from the first's, as its stacks are
  outputDir: process.env.E2E_PORT ? `test-results-${process.env.E2E_PORT}` : 'test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the slowest files, for npm test's figures (scripts/run-tests.ts)
  reportSlowTests: { max: 15, threshold: 60_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${stacks[0]!.port}`,
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
  webServer: stacks.map((stack, index) => ({
    command: 'node --import tsx tests/e2e/start-test-stack.ts',
    url: `http://127.0.0.1:${stack.port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_STACK: String(index) },
  })),
});
