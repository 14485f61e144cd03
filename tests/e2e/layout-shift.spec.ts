import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, signInStandalone, snap, tabBar } from './helpers';

/**
 * What arrives late must not move what is already on the screen under the user's finger (measured across every route
 * with Chrome's layout-shift entries, these screens moved the most). Each test holds one answer back, notes where a
 * control is, lets the answer through and checks the control is still there.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** Holds the API answers whose path matches until the returned function is called. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  return locator.boundingBox();
}

/** Opens `address` with the answers matching `late` held back; `control` must not move once they arrive. */
async function staysPut(
  page: Page,
  { late, address, control, arrived }: { late: string; address: string; control: Locator; arrived: Locator },
) {
  const release = await holdBack(page, late);
  await page.goto(address);
  const before = await box(control);
  release();
  await expect(arrived).toBeVisible();
  expect(await control.boundingBox()).toEqual(before);
}

/**
 * Opens `address` with the answers matching `late` held back: `first` shows, `later` (which sits below what they
 * bring, and would move when it arrived) does not until they are let through.
 */
async function waitsForIt(
  page: Page,
  { late, address, first, later }: { late: string; address: string; first: Locator; later: Locator },
) {
  const release = await holdBack(page, late);
  await page.goto(address);
  await expect(first).toBeVisible();
  await page.waitForTimeout(500);
  await expect(later).toBeHidden();
  release();
  await expect(later).toBeVisible();
}

test('the booking form: the fields after the times stay where they are while the times load', async ({
  page,
}) => {
  await signInStandalone(page, ACCOUNTS.enterprise);
  await staysPut(page, {
    late: '**/api/app/appointment/slots?*',
    address: '/appointment?departmentCode=market&kind=guidance',
    control: page.getByRole('textbox', { name: /联系人/ }),
    arrived: page.getByRole('checkbox').first(),
  });
  await snap(page, 'booking-form-times-zh');
});

test('the registration list: the filters and the registrations stay where they are when the warnings arrive', async ({
  page,
}) => {
  await signInStandalone(page, ACCOUNTS.enterprise);
  await staysPut(page, {
    late: '**/api/app/warning/list?*',
    address: '/enterprise/registrationList',
    control: page.getByRole('combobox', { name: '时间' }),
    arrived: page.getByText(/^预警：/).first(),
  });
  const registration = page.locator('[class*="cardButton"]').first();
  const card = await box(registration);
  await page.waitForTimeout(500);
  expect(await registration.boundingBox()).toEqual(card);
  await snap(page, 'registration-list-warnings-zh');
});

test('the code scanner: a camera that cannot be used keeps its place, and the number entry its own', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const denied = new Promise<never>((_, reject) => {
      (window as unknown as { denyCamera: () => void }).denyCamera = () =>
        reject(new DOMException('denied', 'NotAllowedError'));
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => denied },
    });
  });
  await signInStandalone(page, ACCOUNTS.officer);
  await page.goto('/enforce/scanQrCode');
  const manual = page.getByRole('link', { name: '无法扫码？手动输入企业编号' });
  const before = await box(manual);
  await page.evaluate(() => (window as unknown as { denyCamera: () => void }).denyCamera());
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await manual.boundingBox()).toEqual(before);
  await snap(page, 'scanner-camera-unavailable-zh');
});

test('the appointments page: its sections stay where they are when the departments’ offers arrive', async ({
  page,
}) => {
  await signInStandalone(page, ACCOUNTS.merchant);
  await staysPut(page, {
    late: '**/api/app/appointment/options',
    address: '/appointmentBase',
    control: page.getByRole('heading', { name: '我的预约', level: 2 }),
    arrived: page.getByText(/\d 个工作日内答复/),
  });
});

test('the appointments page: what is offered never shows before the user’s own appointments above it', async ({
  page,
}) => {
  // One appointment taller than the skeleton, or none shorter, moved the offers when the list arrived.
  await signInStandalone(page, ACCOUNTS.enterprise);
  await waitsForIt(page, {
    late: '**/api/app/appointment/list?*',
    address: '/appointmentBase',
    first: page.getByRole('heading', { name: '我的预约', level: 2 }),
    later: page.getByRole('heading', { name: '可预约的服务', level: 2 }),
  });
});

test('the city analysis: the period switch stays where it is while the figures load', async ({ page }) => {
  // A line that appeared above the switch once the figures arrived moved it under the finger: a tap meant for
  // 本年 landed beside it (the analysis tests failed on that now and then).
  await signInStandalone(page, ACCOUNTS.supervisor);
  await staysPut(page, {
    late: '**/api/app/analysis/city?*',
    address: '/comprehensiveAnalysis',
    control: page.getByRole('radio', { name: '本年' }),
    arrived: page.getByText(/^全市：\d{4}年/),
  });
  await expect(page.getByRole('table', { name: /各部门本期数据/ })).toBeVisible();
});

test('the tab bar: a resumed session’s tabs show together, none pushed aside by the ones its role adds', async ({
  page,
}) => {
  // An enterprise user has six tabs; before its role was known five showed, and the shop's then squeezed them.
  await signInStandalone(page, ACCOUNTS.enterprise);
  const release = await holdBack(page, '**/api/app/session');
  await page.goto('/home');
  const tabs = tabBar(page).getByRole('link');
  await expect(tabBar(page)).toBeVisible();
  await page.waitForTimeout(300);
  expect(await tabs.count()).toBe(0);
  release();
  await expect(tabs).toHaveCount(6);
});

test('the shop, without an enterprise: the picks stay where they are, no recommendations are asked for', async ({
  page,
}) => {
  // The recommendations answer to an enterprise's open problems: a merchant without one has none, and a skeleton
  // three cards tall that shrank to one line moved the picks up under the finger.
  await signInStandalone(page, ACCOUNTS.merchant);
  let asked = 0;
  await page.route('**/api/recommendGoods*', async (route) => {
    asked++;
    await route.continue();
  });
  await page.goto('/shop');
  await expect(page.getByText('暂无推荐：您没有未整改的问题。')).toBeVisible();
  await expect(page.getByRole('heading', { name: '精选', level: 2 })).toBeVisible();
  expect(asked).toBe(0);
  await snap(page, 'shop-merchant-zh');
});

test('an enterprise’s warnings page appears whole: the quota meter never shows before the warnings above it', async ({
  page,
}) => {
  // The meter came first and moved down a screen when the warnings arrived above it.
  await signInStandalone(page, ACCOUNTS.enterprise);
  await waitsForIt(page, {
    late: '**/api/app/warning/list?*',
    address: '/enterpriseWarningInfo',
    first: page.getByRole('status', { name: '加载中' }),
    later: page.getByRole('heading', { name: '本年度各部门检查次数', level: 2 }),
  });
  await expect(page.getByRole('heading', { name: '当前预警', level: 2 })).toBeVisible();
});

test('the shop, for an enterprise: the picks never show before the recommendations above them', async ({
  page,
}) => {
  // Recommendations of any length arrived above the picks and pushed them off the screen.
  await signInStandalone(page, ACCOUNTS.enterprise);
  await waitsForIt(page, {
    late: '**/api/recommendGoods*',
    address: '/shop',
    first: page.getByRole('heading', { name: '服务分类', level: 2 }),
    later: page.getByRole('heading', { name: '精选', level: 2 }),
  });
  await expect(page.getByRole('link', { name: /查看检查记录/ }).first()).toBeVisible();
});
