/**
 * What a newcomer sees after `npm install && npm start`: the production build and `server/main.ts` with the
 * default configuration (only the ports moved to free ones), every address the server prints opened as printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, tapTestAccount } from './helpers';
import { buildStack, freePort, PROJECT_ROOT, stopProcess } from './test-stack';

let workDir = '';
let server: ChildProcess | undefined;
let output = '';
let bannerEnd = 0;
let ports = { app: 0, portal: 0 };
let printed: URL[] = [];

function waitForBanner(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no start-up banner after ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      if (/Demo accounts|No demo accounts/.test(output)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ports = { app: await freePort(), portal: await freePort() };
  mkdirSync(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  workDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'first-start-'));
  const appDist = join(workDir, 'dist');
  const portalDist = join(workDir, 'dist-portal');
  // what `npm run build` makes for :4000, made for the free port: assets addressed as http://localhost:<port>/
  await buildStack({
    port: ports.app,
    portalPort: ports.portal,
    appDist,
    portalDist,
    dataDir: join(workDir, 'data'),
    quiet: true,
  });

  // a fresh terminal: no configuration beyond the ports and where this run keeps its files
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? workDir,
      PORT: String(ports.app),
      PORTAL_PORT: String(ports.portal),
      APP_DIST: appDist,
      PORTAL_DIST: portalDist,
      DATA_DIR: join(workDir, 'data'),
      LOG_FILE: join(workDir, 'server.log'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // a worker that dies mid-run must not leave the server holding its ports
  process.once('exit', () => server?.kill('SIGKILL'));
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForBanner(server, 60_000);
  bannerEnd = output.length;
  printed = [...new Set(output.match(/https?:\/\/[^\s)"`]+/g) ?? [])].map((address) => new URL(address));
});

test.afterAll(async () => {
  if (server) await stopProcess(server);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const isApi = (url: URL) => url.pathname.startsWith('/api');
const appAddresses = () => printed.filter((url) => Number(url.port) === ports.app && !isApi(url));
const portalAddresses = () => printed.filter((url) => Number(url.port) === ports.portal);
/** The printed page addresses and their localhost twins (the README's addresses). */
const withLocalhost = (urls: URL[]) => [
  ...new Set(urls.flatMap((url) => [url.href, url.href.replace(url.hostname, 'localhost')])),
];

/** Collects what a blank page would leave in the console: CORS refusals, failed requests, script errors. */
function watchForLoadProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /CORS|Access-Control|cross-origin|Failed to fetch|module script/i.test(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) =>
    problems.push(`${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return problems;
}

test('prints the API, the standalone app and the portal, and the API answers where printed', async ({
  request,
}) => {
  expect(appAddresses(), output).not.toHaveLength(0);
  expect(portalAddresses(), output).not.toHaveLength(0);
  const api = printed.filter(isApi);
  expect(api, output).not.toHaveLength(0);
  for (const url of api) {
    const response = await request.get(url.href);
    expect(response.status(), url.href).toBe(200);
    expect((await response.json()).code, url.href).toBe(20000);
  }
});

test('the standalone app renders at each printed address and at localhost', async ({ browser }) => {
  const addresses = withLocalhost(appAddresses());
  expect(
    addresses.some((address) => address.includes('127.0.0.1')),
    `${addresses}`,
  ).toBe(true);
  for (const address of addresses) {
    await test.step(address, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchForLoadProblems(page);
      await page.goto(address);
      await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
      await tapTestAccount(page, ACCOUNTS.enterprise);
      await expect(page.getByRole('navigation', { name: '服务入口' })).toBeVisible();
      expect(problems, address).toEqual([]);
      await context.close();
    });
  }
});

test('the portal renders and mounts the app at each printed address and at localhost', async ({
  browser,
}) => {
  for (const address of withLocalhost(portalAddresses())) {
    await test.step(address, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const problems = watchForLoadProblems(page);
      await page.goto(address);
      await expect(page.getByText('深圳市政务服务门户 (演示)')).toBeVisible();
      await page.goto(new URL('/signin?from=%2Fsupervision%2Fhome', address).href);
      await page.getByRole('button', { name: new RegExp(ACCOUNTS.enterprise) }).click();
      await expect(
        page.locator('#subapp-container').getByRole('navigation', { name: '服务入口' }),
      ).toBeVisible();
      expect(problems, address).toEqual([]);
      await context.close();
    });
  }
});

test('the terminal keeps to the banner: request logs go to the log file', async ({ request }) => {
  const deepLinks = appAddresses().map((url) => new URL('/home', url).href);
  for (const address of [...printed.map((url) => url.href), ...deepLinks]) await request.get(address);
  const logFile = join(workDir, 'server.log');
  await expect
    .poll(() => existsSync(logFile) && readFileSync(logFile, 'utf8').includes('"msg":"request completed"'))
    .toBe(true);
  expect(output).not.toMatch(/"msg":"(incoming request|request completed)"/);
  expect(output.slice(bannerEnd).trim(), 'nothing after the banner while pages load').toBe('');
});
