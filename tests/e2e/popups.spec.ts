import { expect, test, type Page } from '@playwright/test';
import { checkAccessibility, describeFailures } from './axe';
import { APP_ORIGIN } from './helpers';
import { findLayoutProblems } from './layout-problems';
import {
  addressOf,
  loadDemoData,
  newPersonaPage,
  PERSONAS,
  waitForScreen,
  type DemoData,
  type PersonaName,
} from './route-walk';
import type { Locale } from '../../contract/locales';
import { paths, type PathName } from '../../src/lib/paths';

/**
 * Issue 13: the route walks (axe, large text) see each screen as it opens; these open its pickers and sheets too.
 * Each, open, in large text at 320 px: nothing clipped, overlapping or scrolling sideways, and no serious or
 * critical axe violation, in Chinese and in English.
 */
interface OpenedPopup {
  name: string;
  persona: PersonaName;
  route: PathName;
  /** The screen's query when the walk's demo record has no such popup (a complaint not yet handled). */
  query?: string;
  opener: Record<Locale, RegExp>;
  dialog: Record<Locale, string>;
}

const POPUPS: OpenedPopup[] = [
  {
    name: 'region picker of the enterprise registration',
    persona: 'merchant',
    route: 'enterpriseRegister',
    opener: { zh: /^所在区域/, en: /^District and street/ },
    dialog: { zh: '所在区域', en: 'District and street' },
  },
  {
    name: 'start time picker of the inspection form',
    persona: 'officer',
    route: 'enforceScanPage',
    opener: { zh: /^开始时间/, en: /^Start time/ },
    dialog: { zh: '开始时间', en: 'Start time' },
  },
  {
    name: 'withdraw sheet of a complaint',
    persona: 'enterprise',
    route: 'complaintDetailView',
    query: '?id=cmp-demo-1',
    opener: { zh: /^撤回投诉$/, en: /^Withdraw the complaint$/ },
    dialog: { zh: '撤回这件投诉？', en: 'Withdraw this complaint?' },
  },
  {
    name: 'information sheet of a complaint',
    persona: 'enterprise',
    route: 'complaintDetailView',
    query: '?id=cmp-demo-1',
    opener: { zh: /^补充材料$/, en: /^Add information$/ },
    dialog: { zh: '补充材料', en: 'Add information' },
  },
  {
    name: 'region picker of an address',
    persona: 'enterprise',
    route: 'addressEdit',
    opener: { zh: /^所在地区/, en: /^Area/ },
    dialog: { zh: '所在地区', en: 'Area' },
  },
  {
    name: 'cancel sheet of a plan',
    persona: 'officer',
    route: 'enforcementPlanDetailed',
    opener: { zh: /^作废计划$/, en: /^Cancel the plan$/ },
    dialog: { zh: '作废计划', en: 'Cancel the plan' },
  },
];

const VIEWPORT = { width: 320, height: 640 };
let demo: DemoData;

test.beforeAll(async ({ request }) => {
  demo = await loadDemoData(request);
});

async function open(page: Page, popup: OpenedPopup, locale: Locale) {
  const address = popup.query
    ? `${paths[popup.route].path}${popup.query}`
    : addressOf(popup.route, popup.persona, demo);
  await page.goto(`${APP_ORIGIN}${address}`);
  await waitForScreen(page);
  await page.getByRole('button', { name: popup.opener[locale] }).first().click();
  const dialog = page.getByRole('dialog', { name: popup.dialog[locale] });
  await expect(dialog).toBeVisible();
  // the popup's slide-in animation settled
  await page.waitForTimeout(500);
  return dialog;
}

for (const locale of ['zh', 'en'] as const) {
  for (const popup of POPUPS) {
    test(`open ${popup.name}, large text at 320 px, ${locale}`, async ({ browser }) => {
      const persona = PERSONAS.find((candidate) => candidate.name === popup.persona)!;
      const page = await newPersonaPage(browser, persona, locale, demo, {
        viewport: VIEWPORT,
        appStorage: { 'sv.textSize': 'large' },
      });
      await open(page, popup, locale);
      expect(await page.evaluate(findLayoutProblems)).toEqual([]);
      const verdict = await checkAccessibility(page);
      expect(describeFailures(verdict)).toEqual([]);
      await page.screenshot({
        path: `tests/e2e/screenshots/popup-${popup.name.replace(/\W+/g, '-')}-${locale}-320-large.png`,
        animations: 'disabled',
      });
      await page.context().close();
    });
  }
}
