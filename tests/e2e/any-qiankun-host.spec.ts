/**
 * The built app inside a second, minimal qiankun host written here: a static page using qiankun's UMD build,
 * registering the app exactly as qiankun's README does (no props), under each sandbox option, and a
 * `loadMicroApp` box. The test serves the host from its own little server; the browser sees it at the portal's
 * origin, the one foreign origin the test server's API allows (ALLOWED_ORIGINS). The app's static files are
 * served to any origin.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, APP_ORIGIN, PORTAL_ORIGIN } from './helpers';
import { PROJECT_ROOT, freePort } from './test-stack';
import { MICRO_APP_NAME } from '../../contract/portal-props';

const HOST = PORTAL_ORIGIN;
const QIANKUN_UMD = readFileSync(resolve(PROJECT_ROOT, 'node_modules/qiankun/dist/index.umd.min.js'), 'utf8');

const SANDBOXES = {
  default: {},
  experimentalStyleIsolation: { sandbox: { experimentalStyleIsolation: true } },
  strictStyleIsolation: { sandbox: { strictStyleIsolation: true } },
} as const;
type Sandbox = keyof typeof SANDBOXES;

/** What may stay on `window` after unmount: nothing of ours (docs/embedding.md "What stays after unmount"). */
const GLOBALS_THAT_STAY: string[] = [];
/** qiankun's own, whoever the app is (import-html-entry's `proxy`, loadMicroApp's instance names), and this test's. */
const NOT_OURS = ['proxy', '__app_instance_name_map__', 'bodyAdditions'];

function addedGlobals(before: string[], after: string[]): string[] {
  return after.filter((key) => !before.includes(key) && !NOT_OURS.includes(key)).sort();
}

interface HostOptions {
  mode: 'register' | 'load';
  sandbox: Sandbox;
  /** Extra fields for the registration (the README's host passes none). */
  props?: string;
  /** More of the host's CSS, after its own (another layout for the container). */
  css?: string;
}

/** A host with opinions of its own: a sidebar menu and inherited text styles the app must not pick up. */
function hostHtml({ mode, sandbox, props, css }: HostOptions): string {
  const app = `{ name: ${JSON.stringify(MICRO_APP_NAME)}, entry: ${JSON.stringify(`${APP_ORIGIN}/`)}, container: '#subapp'${props ? `, props: ${props}` : ''}`;
  const script =
    mode === 'register'
      ? `qiankun.registerMicroApps([${app}, activeRule: '/supervision' }]);
         qiankun.start(${JSON.stringify(SANDBOXES[sandbox])});`
      : `document.getElementById('open-box').addEventListener('click', () => {
           hostApp.status = 'mounting';
           hostApp.app = qiankun.loadMicroApp(${app} }, ${JSON.stringify(SANDBOXES[sandbox])});
           hostApp.app.mountPromise.then(() => { hostApp.status = 'mounted'; });
         });
         document.getElementById('close-box').addEventListener('click', () => {
           hostApp.app.unmount().then(() => { hostApp.status = 'unmounted'; });
         });`;
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <title>Any qiankun host</title>
  <style>
    body { margin: 0; font-family: Georgia, serif; }
    .layout { display: flex; min-height: 100vh; line-height: 1; letter-spacing: 2px; word-spacing: 6px; text-align: center;
      text-transform: uppercase; text-indent: 12px; font-style: italic; font-weight: 700; color: rgb(170, 0, 0); white-space: nowrap; }
    #host-menu { flex: none; width: 200px; display: flex; flex-direction: column; gap: 8px; padding: 16px; background: #eee; }
    #host-main { flex: 1; padding: 16px; }
    #subapp { width: 375px; height: 700px; }
    ${css ?? ''}
  </style>
</head>
<body>
  <div class="layout">
    <nav id="host-menu" aria-label="Host menu">
      <a href="/">Host home</a>
      <a href="/supervision">Supervision</a>
      <a href="/supervision/enterprise/qrCode">My code</a>
      <a href="/elsewhere">Elsewhere</a>
    </nav>
    <main id="host-main">
      <h1>Host page</h1>
      <button type="button" id="open-box">Open the service</button>
      <button type="button" id="close-box">Close the service</button>
      <div id="subapp"></div>
    </main>
  </div>
  <script src="/__host/qiankun.umd.js"></script>
  <script>
    window.hostApp = { status: 'idle', app: null };
    document.getElementById('host-menu').addEventListener('click', (event) => {
      const link = event.target.closest('a');
      if (!link) return;
      event.preventDefault();
      history.pushState(null, '', link.getAttribute('href'));
    });
    ${script}
  </script>
</body>
</html>`;
}

let hostServer: Server;
let hostServerUrl = '';
let currentHost: HostOptions = { mode: 'register', sandbox: 'default' };

test.beforeAll(async () => {
  const port = await freePort();
  hostServer = createServer((request, response) => {
    const isQiankun = request.url === '/__host/qiankun.umd.js';
    response.setHeader('content-type', isQiankun ? 'text/javascript' : 'text/html; charset=utf-8');
    response.end(isQiankun ? QIANKUN_UMD : hostHtml(currentHost));
  });
  await new Promise<void>((done) => hostServer.listen(port, '127.0.0.1', done));
  hostServerUrl = `http://127.0.0.1:${port}`;
});

test.afterAll(() => new Promise<void>((done) => hostServer.close(() => done())));

async function openHost(page: Page, options: HostOptions, path = '/'): Promise<void> {
  currentHost = options;
  // Forwarded rather than fulfilled: the page must come from a loopback server, or Chromium's local network
  // access rules stop it from fetching the app on localhost.
  await page.route(`${HOST}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.continue({ url: `${hostServerUrl}${url.pathname}${url.search}` });
  });
  await page.goto(`${HOST}${path}`);
}

const appRoot = (page: Page) => page.locator('#subapp .sv-app');
const hostLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Host menu' }).getByRole('link', { name, exact: true });

async function tapTestAccount(page: Page, phone: string): Promise<void> {
  await appRoot(page)
    .getByRole('button', { name: new RegExp(`· ${phone}$`) })
    .click();
}

/**
 * What the host's page looked like: its body's markup and attributes (the app's container is empty when
 * unmounted). Left out: the empty <style> qiankun's experimentalStyleIsolation appends to body once as its CSS
 * parser and keeps for every app it scopes.
 */
function hostBody(page: Page) {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    const cloned = Array.from(clone.children);
    Array.from(document.body.children).forEach((child, index) => {
      if (child instanceof HTMLStyleElement && !child.attributes.length && !child.textContent)
        cloned[index]?.remove();
    });
    return { html: clone.outerHTML, classAttribute: document.body.getAttribute('class') };
  });
}

function windowKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.getOwnPropertyNames(window));
}

/** Records every node put straight into the host's body from now on. */
async function watchBody(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const added: string[] = [];
    (window as unknown as { bodyAdditions: string[] }).bodyAdditions = added;
    new MutationObserver((records) => {
      for (const record of records)
        record.addedNodes.forEach((node) =>
          added.push(node instanceof Element ? node.outerHTML.slice(0, 200) : String(node.textContent)),
        );
    }).observe(document.body, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { bodyAdditions: string[] }).bodyAdditions);
}

/**
 * The element's box once its opening animation has settled: two equal reads 100 ms apart, taken in the page (a
 * toast lasts 2 s, and on a busy machine each round trip of a boundingBox() poll took 300 ms).
 */
async function box(locator: Locator) {
  return locator.evaluate(
    (element) =>
      new Promise<{ x: number; y: number; width: number; height: number }>((resolve) => {
        let previous = '';
        const started = performance.now();
        const read = () => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const current = JSON.stringify({ x, y, width, height });
          if (current === previous || performance.now() - started > 5000) resolve({ x, y, width, height });
          else {
            previous = current;
            setTimeout(read, 100);
          }
        };
        read();
      }),
  );
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * The login toast's text, its mask and the app's root, read in one task of the page once two reads 100 ms apart
 * agree: separate round trips on a busy machine outlived the 2 s toast, or read its mask while it still opened.
 */
async function toastBoxes(page: Page): Promise<{ toast: Box; mask: Box; root: Box }> {
  // the root is found by the locator, which also looks inside a shadow root (strictStyleIsolation)
  return appRoot(page).evaluate(
    (root) =>
      new Promise<{ toast: Box; mask: Box; root: Box }>((resolve, reject) => {
        const rect = (element: Element): Box => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height };
        };
        let previous = '';
        const started = performance.now();
        const read = () => {
          const toast = [...root.querySelectorAll('.adm-toast-main')].find((element) =>
            element.textContent?.includes('登录成功'),
          );
          const mask = root.querySelector('.adm-toast-mask');
          if (toast && mask) {
            const boxes = { toast: rect(toast), mask: rect(mask), root: rect(root) };
            const current = JSON.stringify(boxes);
            if (current === previous) return resolve(boxes);
            previous = current;
          }
          if (performance.now() - started > 5000) return reject(new Error('no settled toast within 5 s'));
          setTimeout(read, 100);
        };
        read();
      }),
  );
}

function expectInside(
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
  what: string,
) {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height, `${what}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

/** The part of the window the page shows. */
function viewportBox(page: Page) {
  const size = page.viewportSize()!;
  return { x: 0, y: 0, width: size.width, height: size.height };
}

/** The host's own server: every request the page sends there other than its pages and qiankun's script. */
function recordHostRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== HOST || request.resourceType() === 'document' || url.pathname.startsWith('/__host/'))
      return;
    seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

const headChildren = (page: Page) => page.evaluate(() => document.head.children.length);

/** A host layout for phones: the menu above the content instead of beside it. */
const STACKED_HOST =
  '.layout { flex-direction: column; white-space: normal; } #host-menu { width: auto; flex-flow: row wrap; }';
/** The container is given a width by the page's column but no height: the host's content sizes it. */
const CONTENT_SIZED = '#subapp { width: auto; height: auto; }';
/** A container given more height than the window shows: the overlays keep to the part on screen. */
const TALLER_THAN_WINDOW = '#subapp { width: auto; height: 1800px; }';
/** A 145 px column at a 375 px window: the 200 px menu, 15 px of padding either side, the rest for the app. */
const NARROW_COLUMN =
  '#host-menu { width: 168px; } #host-main { padding: 15px; white-space: normal; } #subapp { width: auto; height: 700px; }';

/** The inherited text properties a host's CSS could change (sizes left out: they follow the app's width). */
function textStyle(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight =
      style.lineHeight === 'normal'
        ? 'normal'
        : (parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toFixed(2);
    return {
      lineHeight,
      letterSpacing: style.letterSpacing,
      wordSpacing: style.wordSpacing,
      textAlign: style.textAlign,
      textTransform: style.textTransform,
      textIndent: style.textIndent,
      fontStyle: style.fontStyle,
      fontWeight: style.fontWeight,
      fontFamily: style.fontFamily,
      color: style.color,
      whiteSpace: style.whiteSpace,
    };
  });
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const sandbox of Object.keys(SANDBOXES) as Sandbox[]) {
  test.describe(`in a minimal qiankun host, sandbox: ${sandbox}`, () => {
    test('registered without props it finds its base path, says which, and its 404 leads back inside it', async ({
      page,
    }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await openHost(page, { mode: 'register', sandbox }, '/supervision');
      // nobody signed in and the host owns no session: the app's own sign-in, under the active rule
      await expect(appRoot(page).getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`^${HOST}/supervision/login\\?target=`));
      expect(
        logs.find((line) => line.includes('base path')),
        'the console names the base path it chose',
      ).toMatch(/\/supervision/);
      // the language is set on the app's root, the host's <html lang> stays its own
      await expect(appRoot(page)).toHaveAttribute('lang', 'zh-CN');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

      await page.goto(`${HOST}/supervision/no/such/page`);
      await expect(appRoot(page).getByRole('heading', { name: '页面不存在' })).toBeVisible();
      await appRoot(page).getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(new RegExp(`^${HOST}/supervision/`));
      await expect(appRoot(page).getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    });

    test('keeps its session across remounts without the host declaring any global state', async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/not declared|qiankun\].*(warn|error)/i.test(message.text())) warnings.push(message.text());
      });
      await openHost(page, { mode: 'register', sandbox });
      await hostLink(page, 'Supervision').click();
      await tapTestAccount(page, ACCOUNTS.enterprise);
      await expect(page).toHaveURL(`${HOST}/supervision/home`);
      await expect(appRoot(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();

      await hostLink(page, 'Elsewhere').click();
      await expect(appRoot(page)).toHaveCount(0);
      await hostLink(page, 'Supervision').click();
      await expect(page).toHaveURL(`${HOST}/supervision/home`);
      await expect(appRoot(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();
      await appRoot(page)
        .getByRole('navigation', { name: '主导航' })
        .getByText('我的', { exact: true })
        .click();
      await expect(appRoot(page).getByRole('heading', { name: '张伟' })).toBeVisible();
      expect(warnings).toEqual([]);
    });

    test('sizes itself from its container: clamped design width, a minimum size when the container has none', async ({
      page,
    }) => {
      await openHost(page, { mode: 'register', sandbox }, '/supervision/login');
      const heading = appRoot(page).getByRole('heading', { name: '登录', level: 1 });
      await expect(heading).toBeVisible();
      const container = page.locator('#subapp');
      const setContainer = (css: string) =>
        container.evaluate((element, value) => element.setAttribute('style', value), css);
      const fontSize = () => heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

      const designSize = await fontSize();
      await setContainer('width: 1000px; height: 700px');
      const wide = await box(appRoot(page));
      const column = await box(container);
      expect(wide.width, 'design width capped at 480 px').toBeLessThanOrEqual(480.5);
      expect(
        Math.abs(wide.x - column.x - (column.width - wide.width) / 2),
        'centred in a wide column',
      ).toBeLessThan(1);
      expect(await fontSize()).toBeLessThanOrEqual((designSize * 480) / 375 + 0.1);

      await setContainer('width: 123px; height: 700px');
      await expect
        .poll(() => appRoot(page).evaluate((element) => element.getBoundingClientRect().width))
        .toBeLessThanOrEqual(123.5);
      expect(
        await appRoot(page).evaluate((element) => element.scrollWidth),
        'in a narrow sidebar its 320 px design scrolls inside its box',
      ).toBeGreaterThanOrEqual(319.5);
      expect(await fontSize()).toBeGreaterThanOrEqual((designSize * 320) / 375 - 0.1);

      await setContainer('display: inline-block; width: auto; height: auto');
      const contentSized = await box(appRoot(page));
      expect(contentSized.width, 'not 0 px wide in a container sized by its content').toBeGreaterThanOrEqual(
        319.5,
      );
      expect(contentSized.height).toBeGreaterThanOrEqual(319.5);
      await expect(heading).toBeVisible();
    });

    test('toasts and popups stay inside its box; leaving (even mid-toast) leaves the body and window as they were', async ({
      page,
    }) => {
      await openHost(page, { mode: 'register', sandbox });
      const bodyBefore = await hostBody(page);
      const globalsBefore = await windowKeys(page);

      await hostLink(page, 'Supervision').click();
      await tapTestAccount(page, ACCOUNTS.enterprise);
      const toastText = appRoot(page).locator('.adm-toast-main').filter({ hasText: '登录成功' });
      await expect(toastText).toBeVisible();
      // the toast first: it lasts 2 s, the root stays; toast, mask and root read together, in the page, once settled
      const { toast, mask, root } = await toastBoxes(page);
      expectInside(toast, root, 'toast');
      expectInside(mask, root, 'toast mask');
      // the host navigates away while the toast is on screen
      const additions = await watchBody(page);
      await hostLink(page, 'Elsewhere').click();
      await expect(appRoot(page)).toHaveCount(0);
      await page.waitForTimeout(600);
      expect(await additions(), 'nothing rendered into the host body after unmount').toEqual([]);
      expect(await hostBody(page), 'body after leaving mid-toast').toEqual(bodyBefore);

      await hostLink(page, 'My code').click();
      await appRoot(page).getByRole('button', { name: '放大' }).first().click();
      const popup = appRoot(page).locator('.adm-popup-body');
      await expect(popup.getByRole('button', { name: '关闭' })).toBeVisible();
      expectInside(
        await box(appRoot(page).locator('.adm-popup .adm-mask')),
        await box(appRoot(page)),
        'popup mask',
      );
      expectInside(await box(popup), await box(appRoot(page)), 'popup');
      // the host's menu is not covered: leaving with the popup open works
      await hostLink(page, 'Elsewhere').click({ timeout: 3000 });
      await expect(appRoot(page)).toHaveCount(0);
      expect(await hostBody(page), 'body after leaving with a popup open').toEqual(bodyBefore);
      const globalsAfter = await windowKeys(page);
      expect(addedGlobals(globalsBefore, globalsAfter), 'globals left on window').toEqual(GLOBALS_THAT_STAY);
    });

    test("the host's inherited text styles do not reach the app", async ({ page, context }) => {
      const standalone = await context.newPage();
      await standalone.goto(`${APP_ORIGIN}/login`);
      const expected = {
        heading: await textStyle(standalone.getByRole('heading', { name: '登录', level: 1 })),
        subtitle: await textStyle(standalone.getByText('使用手机号和密码登录行政执法监督码')),
      };
      await standalone.close();

      await openHost(page, { mode: 'register', sandbox }, '/supervision/login');
      const heading = appRoot(page).getByRole('heading', { name: '登录', level: 1 });
      await expect(heading).toBeVisible();
      expect({
        heading: await textStyle(heading),
        subtitle: await textStyle(appRoot(page).getByText('使用手机号和密码登录行政执法监督码')),
      }).toEqual(expected);
    });

    test('mounted with loadMicroApp in a box it leaves the host address alone and nothing behind', async ({
      page,
    }) => {
      await openHost(page, { mode: 'load', sandbox }, '/');
      const before = {
        url: page.url(),
        history: await page.evaluate(() => history.length),
        body: await hostBody(page),
        globals: await windowKeys(page),
      };

      await page.getByRole('button', { name: 'Open the service' }).click();
      await expect(appRoot(page).getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
      expect(page.url()).toBe(before.url);
      await tapTestAccount(page, ACCOUNTS.enterprise);
      await expect(appRoot(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();
      await appRoot(page)
        .getByRole('navigation', { name: '主导航' })
        .getByText('我的', { exact: true })
        .click();
      await expect(appRoot(page).getByRole('heading', { name: '张伟' })).toBeVisible();
      expect(page.url(), 'the host address never changes').toBe(before.url);
      expect(await page.evaluate(() => history.length)).toBe(before.history);

      await page.getByRole('button', { name: 'Close the service' }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { hostApp: { status: string } }).hostApp.status),
        )
        .toBe('unmounted');
      expect(page.url()).toBe(before.url);
      expect(await hostBody(page)).toEqual(before.body);
      const globalsAfter = await windowKeys(page);
      expect(addedGlobals(before.globals, globalsAfter), 'globals left on window').toEqual(GLOBALS_THAT_STAY);

      // loaded again, the app mounts (qiankun finds its lifecycles although nothing of ours stayed on window)
      await page.getByRole('button', { name: 'Open the service' }).click();
      await expect(appRoot(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();
      await page.getByRole('button', { name: 'Close the service' }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { hostApp: { status: string } }).hostApp.status),
        )
        .toBe('unmounted');
      expect(await hostBody(page)).toEqual(before.body);
      expect(
        addedGlobals(before.globals, await windowKeys(page)),
        'globals left after a second load',
      ).toEqual(GLOBALS_THAT_STAY);
    });

    test("ten mounts and unmounts leave the host's head and window as they were", async ({ page }) => {
      await openHost(page, { mode: 'register', sandbox });
      const headBefore = await headChildren(page);
      const globalsBefore = await windowKeys(page);
      for (let cycle = 0; cycle < 10; cycle++) {
        await hostLink(page, 'Supervision').click();
        await expect(appRoot(page).getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
        await hostLink(page, 'Elsewhere').click();
        await expect(appRoot(page)).toHaveCount(0);
      }
      expect(await headChildren(page), "the host's head children after 10 mounts").toBe(headBefore);
      expect(addedGlobals(globalsBefore, await windowKeys(page)), 'globals left on window').toEqual([]);
    });

    test("left at any moment, it sends nothing to the host's server and starts nothing after unmount", async ({
      page,
    }) => {
      const hostRequests = recordHostRequests(page);
      const started: string[] = [];
      page.on('request', (request) => started.push(request.url()));
      // the cart count answers slowly, so a user leaving home leaves while the shell's loads are under way
      await page.route(`${APP_ORIGIN}/api/getGoodsNum*`, async (route) => {
        await new Promise((done) => setTimeout(done, 400));
        await route.continue().catch(() => undefined);
      });
      await openHost(page, { mode: 'register', sandbox });
      await hostLink(page, 'Supervision').click();
      await tapTestAccount(page, ACCOUNTS.enterprise);
      await expect(appRoot(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();
      for (let cycle = 0; cycle < 12; cycle++) {
        await hostLink(page, 'Elsewhere').click();
        await expect(appRoot(page)).toHaveCount(0);
        await hostLink(page, 'Supervision').click();
        await expect(appRoot(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();
        await page.waitForTimeout((cycle % 4) * 120);
      }
      await hostLink(page, 'Elsewhere').click();
      await expect(appRoot(page)).toHaveCount(0);
      const atUnmount = started.length;
      await page.waitForTimeout(1500);
      expect(hostRequests, "requests to the host's own server").toEqual([]);
      expect(started.slice(atUnmount), 'requests started after the last unmount').toEqual([]);
    });

    const layouts = [
      { name: 'with no height at 1280 px', width: 1280, css: CONTENT_SIZED },
      { name: 'with no height at 375 px', width: 375, css: `${STACKED_HOST} ${CONTENT_SIZED}` },
      { name: 'taller than the window', width: 1280, css: TALLER_THAN_WINDOW },
    ];
    for (const { name, width, css } of layouts) {
      test(`in a container ${name}, toasts and popups show within the window`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await openHost(page, { mode: 'register', sandbox, css });
        await hostLink(page, 'Supervision').click();
        await tapTestAccount(page, ACCOUNTS.enterprise);
        const toastText = appRoot(page).locator('.adm-toast-main').filter({ hasText: '登录成功' });
        await expect(toastText).toBeVisible();
        const toast = await box(toastText);
        const root = await box(appRoot(page));
        if (css !== TALLER_THAN_WINDOW)
          expect(root.height, 'the app is not as tall as its content').toBeLessThanOrEqual(
            viewportBox(page).height,
          );
        expectInside(toast, root, 'toast in the app');
        expectInside(toast, viewportBox(page), 'toast in the window');
        await page.screenshot({
          path: test.info().outputPath(`${name.replaceAll(' ', '-')}-${sandbox}.png`),
        });

        await hostLink(page, 'My code').click();
        await appRoot(page).getByRole('button', { name: '放大' }).first().click();
        const close = appRoot(page).locator('.adm-popup-body').getByRole('button', { name: '关闭' });
        await expect(close).toBeVisible();
        expectInside(await box(close), viewportBox(page), "the QR popup's close button");
        expectInside(await box(close), await box(appRoot(page)), "the QR popup's close button in the app");
        await close.click({ timeout: 3000 });
        await expect(close).toBeHidden();
      });
    }

    test('loaded into a box with no height, its login form can be reached', async ({ page }) => {
      await openHost(page, { mode: 'load', sandbox, css: CONTENT_SIZED });
      await page.getByRole('button', { name: 'Open the service' }).click();
      const heading = appRoot(page).getByRole('heading', { name: '登录', level: 1 });
      await expect(heading).toBeVisible();
      for (const field of [
        heading,
        appRoot(page).getByRole('textbox').first(),
        appRoot(page).getByRole('button', { name: '登录', exact: true }),
      ]) {
        await field.scrollIntoViewIfNeeded();
        await expect(field).toBeInViewport({ ratio: 1 });
      }
      const rootTop = await appRoot(page).evaluate(
        (element) => element.getBoundingClientRect().top + scrollY,
      );
      expect(rootTop, 'the app starts on the page, not above it').toBeGreaterThanOrEqual(0);
    });

    test('in a column narrower than its minimum width it scrolls inside its own box, never the host', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openHost(page, { mode: 'register', sandbox, css: NARROW_COLUMN });
      const column = page.locator('#subapp');
      expect((await box(column)).width, 'the column before the mount').toBeCloseTo(145, 0);
      await hostLink(page, 'Supervision').click();
      await expect(appRoot(page).getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
      expect((await box(column)).width, 'the column with the app in it').toBeCloseTo(145, 0);
      const page_ = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth,
      }));
      expect(page_.scrollWidth, 'the host page does not scroll sideways').toBeLessThanOrEqual(
        page_.innerWidth,
      );
      expect(
        (await box(page.locator('#host-menu'))).x,
        "the host's menu stays on screen",
      ).toBeGreaterThanOrEqual(0);
      const root = await appRoot(page).evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        scrollWidth: element.scrollWidth,
      }));
      expect(root.width, 'the app keeps to its column').toBeLessThanOrEqual(145.5);
      expect(root.scrollWidth, 'its 320 px design scrolls inside it').toBeGreaterThanOrEqual(319.5);
      await page.screenshot({ path: test.info().outputPath(`narrow-column-${sandbox}.png`) });
    });
  });
}

test.describe('in a qiankun host that owns the token but passes no requestSignIn', () => {
  test('the app asks to sign in through the portal instead of showing its own form', async ({ page }) => {
    await openHost(
      page,
      { mode: 'register', sandbox: 'default', props: '{ getToken: () => null }' },
      '/supervision/my',
    );
    await expect(appRoot(page).getByRole('heading', { name: '请通过门户登录' })).toBeVisible();
    await expect(appRoot(page).getByRole('textbox')).toHaveCount(0);
  });
});

test.describe('standalone', () => {
  test('toasts and popups still cover the app, and <html lang> follows the language', async ({ page }) => {
    await page.goto(`${APP_ORIGIN}/login?target=${encodeURIComponent('/enterprise/qrCode')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: new RegExp(`· ${ACCOUNTS.enterprise}$`) }).click();
    const toastText = page.locator('.sv-app .adm-toast-main').filter({ hasText: '登录成功' });
    await expect(toastText).toBeVisible();
    const toast = await box(toastText);
    const root = await box(page.locator('.sv-app'));
    expectInside(toast, root, 'toast');
    await page.getByRole('button', { name: '放大' }).first().click();
    const popup = page.locator('.sv-app .adm-popup-body');
    await expect(popup.getByRole('button', { name: '关闭' })).toBeVisible();
    expectInside(await box(popup), root, 'popup');
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(popup).toBeHidden();

    await page.goto(`${APP_ORIGIN}/my`);
    await page.getByText('English', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByText('中文', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});
