import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_ORIGIN } from './helpers';
import { findLayoutProblems, type LayoutFinding } from './layout-problems';
import {
  addressOf,
  loadDemoData,
  newPersonaPage,
  openRoute,
  PERSONAS,
  routesFor,
  waitForScreen,
  type DemoData,
  type PersonaName,
  type WalkedScreen,
  type WalkMode,
} from './route-walk';
import { settle } from './settle';
import type { Locale } from '../../contract/locales';
import { paths, type PathName } from '../../src/lib/paths';

/**
 * Large-text mode (issue 13): turned on from My, it scales every text 1.3x and survives a reload; then every route,
 * as each persona that may open it, at 320 x 640 with large text, must show its text whole: no sideways scrolling,
 * no text cut off by its box (an ellipsis counts only when the full text is in a title or aria-label), no text
 * drawn over other text; standalone, and inside portal-demo (its frame around the app, at the same width).
 * LARGE_TEXT_LOCALES=zh,en (the default) picks the languages walked, LARGE_TEXT_MODES=standalone,embedded the ways;
 * LARGE_TEXT_SHOTS=<dir> also saves the five dense screens, in English and in large text, to that folder.
 */
const VIEWPORT = { width: 320, height: 640 };
const LARGE = { 'sv.textSize': 'large' };
const LOCALES = (process.env.LARGE_TEXT_LOCALES ?? 'zh,en').split(',') as Locale[];
const MODES = (process.env.LARGE_TEXT_MODES ?? 'standalone,embedded').split(',') as WalkMode[];

interface WalkResult extends WalkedScreen {
  findings: LayoutFinding[];
}

// Every walk judges its own screens, so the walks run in parallel over the workers.
test.describe.configure({ mode: 'parallel' });

let demo: DemoData;

test.beforeAll(async ({ request }) => {
  demo = await loadDemoData(request);
});

test('large text: turned on from My, every text is 1.3x and stays so after a reload', async ({ browser }) => {
  const officer = PERSONAS.find((persona) => persona.name === 'officer');
  if (!officer) throw new Error('no officer persona');
  const page = await newPersonaPage(browser, officer, 'zh', demo, { viewport: VIEWPORT });
  await page.goto(`${APP_ORIGIN}${paths.my.path}`);
  const title = page.getByRole('heading', { level: 1, name: '我的' });
  await expect(title).toBeVisible();
  const fontSize = () => title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const standard = await fontSize();
  const sizes = page.getByRole('radiogroup', { name: '文字大小' });
  await sizes.getByText('大字', { exact: true }).click();
  await expect(sizes.getByRole('radio', { name: '大字' })).toBeChecked();
  await expect.poll(fontSize).toBeCloseTo(standard * 1.3, 1);
  // antd-mobile's own text (the list's) grows too
  const listText = page.locator('.sv-app .adm-list-item-content-main').first();
  expect(await listText.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeCloseTo(
    17 * 1.3,
    1,
  );
  await page.reload();
  await expect(title).toBeVisible();
  expect(await fontSize()).toBeCloseTo(standard * 1.3, 1);
  // and off again from Settings, in English
  await page.goto(`${APP_ORIGIN}${paths.setting.path}?lang=en`);
  const settingsTitle = page.getByRole('heading', { level: 1, name: 'Settings' });
  const settingSizes = page.getByRole('radiogroup', { name: 'Text size' });
  await expect(settingSizes.getByRole('radio', { name: 'Large' })).toBeChecked();
  await settingSizes.getByText('Standard', { exact: true }).click();
  await expect
    .poll(() => settingsTitle.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)))
    .toBeCloseTo(standard, 1);
  expect(await page.evaluate(() => localStorage.getItem('sv.textSize'))).toBeNull();
  await page.context().close();
});

test('large text: the browser’s own text size counts too, on the app root only', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'zh-CN' });
  const page = await context.newPage();
  // what a reader's browser setting "large" (20 px default text) does: medium = 20 px
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 16 } });
  await page.goto(`${APP_ORIGIN}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scale = await page.evaluate(() => {
    const app = document.querySelector<HTMLElement>('.sv-app');
    return app ? getComputedStyle(app).getPropertyValue('--sv-browser-text-scale').trim() : '';
  });
  expect(scale).toBe('1.25');
  // the heading: the design's 20 px at a 375 px width, drawn 320 px wide, times 1.25
  const title = page.getByRole('heading', { level: 1 });
  expect(await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeCloseTo(
    ((20 * 320) / 375) * 1.25,
    1,
  );
  // nothing set on the page's own root
  expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
  await context.close();
});

for (const mode of MODES) {
  for (const locale of LOCALES) {
    for (const persona of PERSONAS) {
      if (mode === 'embedded' && persona.name === 'signedOut') continue; // the portal owns sign-in
      test(`large text at 320 px: ${mode}, ${persona.name}, ${locale}`, async ({ browser }) => {
        test.setTimeout(10 * 60_000);
        const page = await newPersonaPage(browser, persona, locale, demo, {
          viewport: VIEWPORT,
          appStorage: LARGE,
          embedded: mode === 'embedded',
        });
        const routes = routesFor(persona).filter((route) => mode === 'standalone' || route.name !== 'login');
        const results: WalkResult[] = [];
        for (const route of routes) {
          // a toast (e.g. another party's record not found) is judged as it shows: it is a fixed layer of its
          // own and its text must be whole too, and waiting out its 2 s cost half of this walk
          const walked = await openRoute(
            page,
            { route: route.name, persona: persona.name, locale, mode },
            demo,
            { toastsGone: false },
          );
          expect(await page.locator('.sv-app').getAttribute('data-text-size')).toBe('large');
          results.push({ ...walked, findings: await page.evaluate(findLayoutProblems) });
        }
        await page.context().close();
        const out = resolve(test.info().project.outputDir, 'large-text');
        mkdirSync(out, { recursive: true });
        writeFileSync(
          resolve(out, `${mode}-${persona.name}-${locale}.json`),
          JSON.stringify(results, null, 2),
        );
        const failing = results.flatMap((result) =>
          result.findings.map(
            (finding) =>
              `${paths[result.route].path} (${result.mode}, ${result.persona}, ${result.locale}): ${finding.kind} ${finding.where}: ${finding.text}`,
          ),
        );
        console.log(
          `large text at 320 px, ${mode}, ${persona.name}, ${locale}: ${results.length} screens walked, ${failing.length} findings`,
        );
        expect(failing, 'nothing clipped, overlapping or scrolling sideways').toEqual([]);
      });
    }
  }
}

/** The five dense screens, as the officer (the enterprise for its complaint), for the note. */
const DENSE: { name: string; route: PathName; persona: PersonaName }[] = [
  { name: 'registration-detail', route: 'registrationDetail', persona: 'officer' },
  { name: 'inspection-form', route: 'enforceScanPage', persona: 'officer' },
  { name: 'enterprise-details', route: 'enterpriseBaseInfo', persona: 'officer' },
  { name: 'scan-preview', route: 'enterpriseScanPreview', persona: 'officer' },
  { name: 'complaint-detail', route: 'complaintDetailView', persona: 'enterprise' },
];

async function shoot(page: Page, dir: string, file: string) {
  await settle(page, { toastsGone: false, requestsDone: false });
  await page.screenshot({ path: resolve(dir, `${file}.png`), fullPage: false, animations: 'disabled' });
}

test('large text: screenshots of five dense screens at 320 px', async ({ browser }) => {
  const dir = process.env.LARGE_TEXT_SHOTS;
  test.skip(!dir, 'set LARGE_TEXT_SHOTS=<folder> to take them');
  mkdirSync(dir as string, { recursive: true });
  test.setTimeout(5 * 60_000);
  const variants: { label: string; locale: Locale; storage: Record<string, string> }[] = [
    { label: 'en-320', locale: 'en', storage: {} },
    { label: 'en-320-large', locale: 'en', storage: LARGE },
    { label: 'zh-320-large', locale: 'zh', storage: LARGE },
  ];
  for (const variant of variants) {
    for (const screen of DENSE) {
      const persona = PERSONAS.find((candidate) => candidate.name === screen.persona);
      if (!persona) throw new Error(screen.persona);
      const page = await newPersonaPage(browser, persona, variant.locale, demo, {
        viewport: VIEWPORT,
        appStorage: variant.storage,
      });
      await page.goto(`${APP_ORIGIN}${addressOf(screen.route, screen.persona, demo)}`);
      await waitForScreen(page);
      await shoot(page, dir as string, `${screen.name}-${variant.label}`);
      // the rest of the screen, scrolled a page at a time
      for (let part = 2; part <= 3; part++) {
        const moved = await page.evaluate(() => {
          let target = document.querySelector('.sv-app h1')?.parentElement ?? null;
          const scrolls = (element: HTMLElement) =>
            element.scrollHeight > element.clientHeight + 1 &&
            ['auto', 'scroll'].includes(getComputedStyle(element).overflowY);
          while (target && !scrolls(target)) target = target.parentElement;
          if (!target) return false;
          const before = target.scrollTop;
          target.scrollTop += target.clientHeight - 60;
          return target.scrollTop !== before;
        });
        if (!moved) break;
        await shoot(page, dir as string, `${screen.name}-${variant.label}-${part}`);
      }
      await page.context().close();
    }
  }
});
