import { expect, test } from './fixtures';
import { ACCOUNTS, APP_ORIGIN, signInStandalone, snap, tabBar, tapTestAccount } from './helpers';

test.describe('standalone app', () => {
  test('/ goes to the officer desk; signed out it lands on the login page; an officer sees the desk', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
    await snap(page, 'standalone-login-zh');

    await tapTestAccount(page, ACCOUNTS.officer);
    await expect(page).toHaveURL(/\/enforceHome$/);
    await expect(page.getByRole('heading', { name: '李明，您好' })).toBeVisible();
    const desk = page.getByRole('navigation', { name: '执法工作台' });
    for (const tile of ['扫码检查', '手动登记', '执法计划', '预警信息', '检查记录', '统计分析']) {
      await expect(desk.getByRole('link', { name: new RegExp(tile) })).toBeVisible();
    }
    // every tile opens a screen now (statistics was the last one waiting for its issue)
    await expect(desk.locator('[aria-disabled="true"]')).toHaveCount(0);
    await snap(page, 'standalone-officer-desk-zh');
  });

  test('an enterprise user gets the home screen: tiles, logo box, carousel from the server, footer, tab bar', async ({
    page,
  }) => {
    await signInStandalone(page, ACCOUNTS.enterprise);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: '深圳市行政执法监督码', level: 1 })).toBeVisible();
    await expect(page.getByText('扫码入企 · 无事不扰')).toBeVisible();

    const tiles = page.getByRole('navigation', { name: '服务入口' });
    await expect(tiles.getByRole('link')).toHaveCount(4);
    for (const tile of ['执法监督码', '历史执法信息', '执法投诉', '预约服务'])
      await expect(tiles.getByRole('link', { name: new RegExp(tile) })).toBeVisible();

    const carousel = page.getByRole('region', { name: '公告轮播' });
    await expect(carousel).toBeVisible();
    const firstSlide = carousel.getByRole('img').first();
    await expect(firstSlide).toHaveAttribute('src', new RegExp(`^${APP_ORIGIN}/`));
    await expect
      .poll(() => firstSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expect(page.getByText('深圳市司法局 主办 · 行政执法监督码服务')).toBeVisible();
    await snap(page, 'standalone-home-zh');

    await tabBar(page).getByText('我的').click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('heading', { name: '张伟' })).toBeVisible();
    await tabBar(page).getByText('首页').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(tiles).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way back', async ({ page }) => {
    await signInStandalone(page, ACCOUNTS.enterprise);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await snap(page, 'standalone-404-zh');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('My keeps its scroll position when revisited, switches to English, and a reload keeps the session', async ({
    page,
  }) => {
    await signInStandalone(page, ACCOUNTS.enterprise, '/my');
    await expect(page).toHaveURL(/\/my$/);
    await page.setViewportSize({ width: 375, height: 420 });
    const screen = page
      .getByRole('heading', { name: '张伟' })
      .locator('xpath=ancestor::div[contains(@class, "screen")][1]');
    const scrollable = await screen.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrollable, 'My must be taller than a 420 px viewport for the scroll check').toBe(true);
    await screen.evaluate((element) => element.scrollTo(0, 120));
    await expect.poll(() => screen.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
    const keptScroll = await screen.evaluate((element) => element.scrollTop);

    await tabBar(page).getByText('首页').click();
    await expect(page).toHaveURL(/\/home$/);
    await tabBar(page).getByText('我的').click();
    await expect(page).toHaveURL(/\/my$/);
    await expect.poll(() => screen.evaluate((element) => element.scrollTop)).toBe(keptScroll);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByText('Mobile number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(tabBar(page).getByText('Me', { exact: true })).toBeVisible();
    await snap(page, 'standalone-my-en');

    await tabBar(page).getByText('Home', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Shenzhen Enforcement Supervision Code' })).toBeVisible();
    await snap(page, 'standalone-home-en');

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Shenzhen Enforcement Supervision Code' })).toBeVisible();
    await tabBar(page).getByText('Me', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '张伟' })).toBeVisible();
    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByText('手机号', { exact: true })).toBeVisible();
  });
});

test.describe('login page', () => {
  test('validates the phone number and password, shows the server error, returns to the target', async ({
    page,
  }) => {
    await page.goto('/login?target=/my');
    const submit = page.getByRole('button', { name: '登录', exact: true });
    await submit.click();
    await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();

    const phone = page.getByRole('textbox', { name: /手机号/ });
    const password = page.getByRole('textbox', { name: /密码/ });
    await phone.fill('12345');
    await submit.click();
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await snap(page, 'standalone-login-validation-zh');

    await phone.fill(ACCOUNTS.enterprise);
    await password.fill('wrong-password');
    await submit.click();
    await expect(page.locator('.sv-app .adm-toast-main').filter({ hasText: '账号或密码错误' })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await password.fill('Demo@2026');
    await submit.click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('heading', { name: '张伟' })).toBeVisible();
  });
});
