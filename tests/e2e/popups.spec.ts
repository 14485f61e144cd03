import type { Page } from '@playwright/test';
import { checkAccessibility, describeFailures } from './axe';
import { expect, test } from './fixtures';
import { APP_ORIGIN } from './helpers';
import { findLayoutProblems } from './layout-problems';
import {
  addressOf,
  APPROVER,
  loadDemoData,
  newPersonaPage,
  PERSONAS,
  waitForScreen,
  type DemoData,
  type PersonaName,
} from './route-walk';
import { settle } from './settle';
import type { Locale } from '../../contract/locales';
import { paths, type PathName } from '../../src/lib/paths';

/**
 * Issue 13: the route walks (axe, large text) see each screen as it opens; these open its pickers, sheets and
 * confirmation dialogs too. Each, open, in large text at 320 px: nothing clipped, overlapping or scrolling sideways,
 * and no serious or critical axe violation, in Chinese and in English. Nothing is confirmed: each test closes its page.
 */
interface OpenedPopup {
  name: string;
  persona: PersonaName;
  route: PathName;
  /** The screen's query when the walk's demo record has no such popup (a complaint not yet handled). */
  query?: string;
  opener: Record<Locale, RegExp>;
  dialog: Record<Locale, string | RegExp>;
  /** What the screen needs before the popup opens (a form filled). */
  prepare?: (page: Page, locale: Locale) => Promise<void>;
}

/** A system notice's form, filled: publishing it asks for a confirmation. */
async function fillSystemNotice(page: Page, locale: Locale) {
  const zh = locale === 'zh';
  await page
    .getByRole('radiogroup')
    .getByText(zh ? '全部企业用户' : 'All enterprise users', { exact: true })
    .click();
  const fields: [string, string][] = zh
    ? [
        ['标题（中文）', '系统维护通知'],
        ['正文（中文）', '本周六 22:00 至 24:00 系统维护。'],
        ['标题（英文）', 'Maintenance'],
        ['正文（英文）', 'Down on Saturday 22:00-24:00.'],
      ]
    : [
        ['Title (Chinese)', '系统维护通知'],
        ['Text (Chinese)', '本周六 22:00 至 24:00 系统维护。'],
        ['Title (English)', 'Maintenance'],
        ['Text (English)', 'Down on Saturday 22:00-24:00.'],
      ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: false }).fill(value);
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
  {
    name: 'approve sheet of a plan',
    persona: 'approver',
    route: 'enforcementPlanDetailed',
    query: '?id=plan-market-metrology-review',
    opener: { zh: /^批准$/, en: /^Approve$/ },
    dialog: { zh: '批准计划', en: 'Approve the plan' },
  },
  {
    name: 'return sheet of a plan',
    persona: 'approver',
    route: 'enforcementPlanDetailed',
    query: '?id=plan-market-metrology-review',
    opener: { zh: /^退回$/, en: /^Return$/ },
    dialog: { zh: '退回计划', en: 'Return the plan' },
  },
  {
    name: 'removal dialog of a cart line',
    persona: 'enterprise',
    route: 'cart',
    opener: { zh: /^删除 /, en: /^Remove / },
    dialog: { zh: '删除这件商品？', en: 'Remove this item?' },
  },
  {
    name: 'removal dialog of an address',
    persona: 'enterprise',
    route: 'addressList',
    opener: { zh: /^删除：/, en: /^Delete: / },
    dialog: { zh: '删除地址', en: 'Delete address' },
  },
  {
    name: 'withdraw dialog of a goods item',
    persona: 'provider',
    route: 'providerGoods',
    opener: { zh: /^下架$/, en: /^Withdraw from sale$/ },
    dialog: { zh: '下架商品或服务', en: 'Withdraw from sale' },
  },
  {
    name: 'confirmation of a system notice',
    persona: 'supervisor',
    route: 'systemNoticePublish',
    prepare: fillSystemNotice,
    opener: { zh: /^发布$/, en: /^Publish$/ },
    dialog: { zh: '确认发布', en: 'Publish this notice?' },
  },
  {
    name: 'enlarged supervision code',
    persona: 'enterprise',
    route: 'enterpriseQrCode',
    opener: { zh: /^放大/, en: /^Enlarge/ },
    dialog: { zh: /SZ440305000123/, en: /SZ440305000123/ },
  },
];

const VIEWPORT = { width: 320, height: 640 };
let demo: DemoData;

// Each popup's test opens its own page and confirms nothing: they run in parallel over the workers.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  demo = await loadDemoData(request);
});

async function open(page: Page, popup: OpenedPopup, locale: Locale) {
  const address = popup.query
    ? `${paths[popup.route].path}${popup.query}`
    : addressOf(popup.route, popup.persona, demo);
  await page.goto(`${APP_ORIGIN}${address}`);
  await waitForScreen(page);
  await popup.prepare?.(page, locale);
  await page.getByRole('button', { name: popup.opener[locale] }).first().click();
  const dialog = page.getByRole('dialog', { name: popup.dialog[locale] });
  await expect(dialog).toBeVisible();
  // the popup's slide-in animation settled
  await settle(page);
  return dialog;
}

for (const locale of ['zh', 'en'] as const) {
  for (const popup of POPUPS) {
    test(`open ${popup.name}, large text at 320 px, ${locale}`, async ({ browser }) => {
      const persona = [...PERSONAS, APPROVER].find((candidate) => candidate.name === popup.persona)!;
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

const HELD: {
  name: string;
  persona: PersonaName;
  route: PathName;
  opener: RegExp;
  dialog: string;
  prepare?: OpenedPopup['prepare'];
}[] = [
  {
    name: 'removing an address',
    persona: 'enterprise',
    route: 'addressList',
    opener: /^Delete: /,
    dialog: 'Delete address',
  },
  // the form's submit stays disabled while it asks: focus goes back once it is enabled again
  {
    name: 'publishing a system notice',
    persona: 'supervisor',
    route: 'systemNoticePublish',
    opener: /^Publish$/,
    dialog: 'Publish this notice?',
    prepare: fillSystemNotice,
  },
];

for (const held of HELD) {
  test(`a confirmation dialog holds the keyboard (${held.name}): focus inside, Tab stays there, Escape cancels, focus returns`, async ({
    browser,
  }) => {
    const persona = PERSONAS.find((candidate) => candidate.name === held.persona)!;
    const page = await newPersonaPage(browser, persona, 'en', demo, { viewport: VIEWPORT });
    await page.goto(`${APP_ORIGIN}${paths[held.route].path}`);
    await waitForScreen(page);
    await held.prepare?.(page, 'en');
    const opener = page.getByRole('button', { name: held.opener }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: held.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // nothing was done
    await expect(opener).toBeEnabled();
    await page.context().close();
  });
}
