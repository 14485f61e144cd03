import type { Browser, Locator, Page } from '@playwright/test';
import { checkAccessibility, describeFailures } from './axe';
import { installDeviceClock } from './city-clock';
import { expect, test } from './fixtures';
import { ACCOUNTS, inspectionRuns } from './helpers';
import { withCheckCharacter } from '../../contract/credit-code';

/**
 * The two forms a person must be able to finish, by keyboard alone: Tab and Shift+Tab to move, Enter and Space
 * to act, arrow keys inside pickers and radio groups, typing into the focused field. No click, no fill.
 */

const MAX_TABS = 60;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not in the focus order. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${target} is reachable with ${backwards ? 'Shift+' : ''}Tab`).toBe(true);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function focusedIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Signs in on the login page by keyboard: the development test account's button, then Enter. */
async function signInByKeyboard(browser: Browser, phone: string): Promise<Page> {
  const context = await browser.newContext({
    bypassCSP: true, // axe is injected as an inline script
    geolocation: { latitude: 22.5431, longitude: 113.9344 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  // The device's clock, moved on by `inspectionRuns` between a check-in and its registration.
  await installDeviceClock(page);
  await page.goto('/login');
  await tabTo(page, page.getByRole('button', { name: new RegExp(`· ${phone}$`) }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test.describe('keyboard only', () => {
  test('a merchant registers its enterprise: the region picker opens, holds the focus, is operated by arrows and gives the focus back', async ({
    browser,
  }) => {
    const page = await signInByKeyboard(browser, ACCOUNTS.merchant);
    await page.goto('/enterprise/register');
    await expect(page.getByRole('heading', { name: '企业登记' })).toBeVisible();

    // An empty submit: the first invalid field takes the focus and is described by its error.
    const submit = page.getByRole('button', { name: '提交登记' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    const name = page.getByLabel('企业名称');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('请填写企业名称');
    await expect(page.getByRole('alert').filter({ hasText: '请填写企业名称' })).toBeVisible();
    expect(describeFailures(await checkAccessibility(page))).toEqual([]);

    await page.keyboard.type('深圳市键盘操作餐饮有限公司');
    await typeInto(
      page,
      page.getByLabel('统一社会信用代码'),
      withCheckCharacter(`91440305MA5K${String(Date.now()).slice(-5)}`),
    );

    // The required region: a button in the Tab order that opens the cascade picker as a named modal dialog.
    const region = page.getByRole('button', { name: /所在区域/ });
    await tabTo(page, region);
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: '所在区域' });
    await expect(picker).toBeVisible();
    const district = picker.getByRole('spinbutton', { name: '区' });
    const street = picker.getByRole('spinbutton', { name: '街道' });
    await expect(district).toBeFocused();
    expect(describeFailures(await checkAccessibility(page))).toEqual([]);
    const firstDistrict = await district.getAttribute('aria-valuetext');
    await page.keyboard.press('ArrowDown');
    await expect(district).not.toHaveAttribute('aria-valuetext', firstDistrict ?? '');
    const chosenDistrict = (await district.getAttribute('aria-valuetext')) as string;
    await page.keyboard.press('Tab');
    await expect(street).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const chosenStreet = (await street.getAttribute('aria-valuetext')) as string;
    // The focus stays inside the open picker, both ways round.
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedIsInside(picker)).toBe(true);
    }
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusedIsInside(picker)).toBe(true);
    }
    // Escape cancels and gives the focus back to the region button.
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(region).toBeFocused();
    // Space opens it again; the choice is confirmed with the picker's own button.
    await page.keyboard.press('Space');
    await expect(picker).toBeVisible();
    await expect(district).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await tabTo(page, picker.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await expect(picker).toBeHidden();
    await expect(region).toBeFocused();
    await expect(region).toContainText(`${chosenDistrict} / ${chosenStreet}`);

    await typeInto(page, page.getByLabel('详细地址'), '科技园南区 2 号');
    await typeInto(page, page.getByLabel('法定代表人'), '刘洋');
    await typeInto(page, page.getByLabel('联系电话'), '0755-8888777');

    // 13800000003 is the only demo account without an enterprise, and the supervision loop registers it for
    // real; here the server's answer is stood in for, after checking what the keyboard-filled form sends.
    let sent: Record<string, unknown> | null = null;
    await page.route('**/api/app/enterprise/register', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      const session = await route.fetch({
        url: route
          .request()
          .url()
          .replace(/enterprise\/register$/, 'session'),
        method: 'GET',
        postData: undefined,
      });
      const user = ((await session.json()) as { data: Record<string, unknown> }).data;
      await route.fulfill({
        json: {
          code: 20000,
          message: 'ok',
          data: { ...user, enterpriseNumber: 'SZ440305999999', enterpriseName: sent.name },
        },
      });
    });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect.poll(() => sent).not.toBeNull();
    expect(sent).toMatchObject({
      name: '深圳市键盘操作餐饮有限公司',
      address: '科技园南区 2 号',
      legalRepresentative: '刘洋',
      contactPhone: '0755-8888777',
      regionCode: expect.stringMatching(/^\d{9,12}$/),
    });
    await expect(page).toHaveURL(/\/enterprise\/qrCode\?enterpriseNumber=SZ440305999999/);
  });

  test('an officer registers an inspection by enterprise number: entry, preview, check-in, form, submit', async ({
    browser,
  }) => {
    const page = await signInByKeyboard(browser, ACCOUNTS.officer);
    await page.goto('/enforce/noScan');
    await typeInto(page, page.getByLabel('企业编号'), 'SZ440305000123');
    await tabTo(page, page.getByRole('button', { name: '下一步' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/enterpriseScanPreview\?/);
    await expect(page.getByRole('heading', { name: '企业信息核验' })).toBeVisible();
    const checkIn = page.getByRole('button', { name: '现场签到' });
    await tabTo(page, checkIn);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/sign\?/);
    await expect(page.getByLabel('签到地点')).toHaveValue(/22\.54310, 113\.93440/);
    await tabTo(page, page.getByRole('button', { name: '确认签到' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/enforce\/scanPage\?/);
    await expect(page.getByText('市场监督管理局').first()).toBeVisible();
    // A colleague: Space ticks the focused checkbox.
    const colleague = page.getByRole('checkbox').nth(1);
    await tabTo(page, colleague);
    await page.keyboard.press('Space');
    await expect(colleague).toBeChecked();
    // The demo enterprise is past today's visits: a hotline report, an excepted kind. Space picks a radio.
    const kase = page.getByRole('radio', { name: '专项检查（不计入年度上限）' });
    await tabTo(page, kase);
    await page.keyboard.press('Space');
    await expect(kase).toBeChecked();
    const complaint = page.getByRole('radio', { name: '投诉举报核查' });
    await tabTo(page, complaint);
    await page.keyboard.press('Space');
    await typeInto(page, page.getByLabel('例外依据'), '12345-20261202-0003');
    // The number was typed: why the code was not scanned.
    const typedReason = page.getByRole('radio', { name: '企业无法出示监管码' });
    await tabTo(page, typedReason);
    await page.keyboard.press('Space');
    await expect(typedReason).toBeChecked();
    const firstResult = page.getByRole('radio', { name: '符合' }).first();
    await tabTo(page, firstResult);
    await page.keyboard.press('Space');
    await expect(firstResult).toBeChecked();

    // Checked in: the start is the check-in and the end the submission, not picked (the pickers' keyboard use is
    // walked in popups.spec.ts); the form is clean for axe as it stands.
    await expect(page.getByText(/（签到时间）/)).toBeVisible();
    expect(describeFailures(await checkAccessibility(page))).toEqual([]);
    await inspectionRuns(page);

    const submit = page.getByRole('button', { name: '提交登记' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/registrationDetail\?id=/);
    await expect(page.getByRole('heading', { name: '检查详情' })).toBeVisible();
    await expect(page.getByText('12345-20261202-0003')).toBeVisible();
  });
});
