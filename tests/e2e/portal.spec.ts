import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, APP_ORIGIN, PORTAL_ORIGIN, snap } from './helpers';

const portalMenu = (page: Page) => page.getByRole('navigation', { name: /门户导航|Portal navigation/ });
const frame = (page: Page) => page.locator('#subapp-container');
const appTabs = (page: Page) => frame(page).getByRole('navigation', { name: /主导航|Main navigation/ });

/** What a mount could leave behind: styles and links in head, the app's and antd-mobile's nodes in body. */
async function leftovers(page: Page) {
  return page.evaluate(() => ({
    headStyles: document.head.querySelectorAll('style').length,
    headLinks: document.head.querySelectorAll('link').length,
    headChildren: document.head.children.length,
    bodyAppNodes: document.body.querySelectorAll('.sv-app, [class*="adm-"]').length,
    bodyChildren: document.body.children.length,
  }));
}

async function signInToPortal(page: Page, phone: string, from = '/') {
  await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent(from)}`);
  await page.getByRole('button', { name: new RegExp(phone) }).click();
  await expect(page).toHaveURL(`${PORTAL_ORIGIN}${from}`);
}

async function mountCount(page: Page): Promise<number> {
  return page.evaluate(() => performance.getEntriesByName('sv-mount-start').length);
}

test.describe('portal-demo hosting the micro-app', () => {
  test('mounts cross-origin under /supervision with the portal token, follows language and account changes', async ({
    page,
  }) => {
    const assetOrigins = new Set<string>();
    const tokenRequests: { url: string; token: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && request.resourceType() !== 'document')
        assetOrigins.add(url.origin);
      const token = request.headers()['token'];
      if (url.origin === APP_ORIGIN && url.pathname.startsWith('/api/') && token)
        tokenRequests.push({ url: url.pathname, token });
    });

    await page.goto(PORTAL_ORIGIN);
    await expect(page.getByText('深圳市政务服务门户 (演示)')).toBeVisible();
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/signin/);
    await snap(page, 'portal-signin-zh');
    await page.getByRole('button', { name: new RegExp(ACCOUNTS.enterprise) }).click();
    await expect(page.getByText('当前用户：张伟')).toBeVisible();
    const portalToken = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string }).token,
    );
    expect(portalToken).toBeTruthy();

    await portalMenu(page).getByRole('link', { name: '行政执法监督码' }).click();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/home`);
    await expect(frame(page).getByRole('heading', { name: '深圳市行政执法监督码' })).toBeVisible();
    await expect(frame(page).getByRole('navigation', { name: '服务入口' })).toBeVisible();
    await expect(frame(page).getByRole('region', { name: '公告轮播' })).toBeVisible();
    expect([...assetOrigins]).toContain(APP_ORIGIN);
    expect(
      tokenRequests.length,
      'the app calls its API with the token the portal handed over',
    ).toBeGreaterThan(0);
    expect(new Set(tokenRequests.map((request) => request.token))).toEqual(new Set([portalToken]));
    // the app keeps the portal's token to itself: nothing in the portal's storage under the app's key
    expect(await page.evaluate(() => localStorage.getItem('sv.token'))).toBeNull();
    await snap(page, 'portal-supervision-home-zh');

    await frame(page).evaluate((container) => {
      (container.querySelector('.sv-app') as HTMLElement).dataset.probe = 'first-mount';
    });
    const mounts = await mountCount(page);

    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await expect(
      frame(page).getByRole('heading', { name: 'Shenzhen Enforcement Supervision Code' }),
    ).toBeVisible();
    await expect(portalMenu(page).getByRole('link', { name: 'Supervision code' })).toBeVisible();
    await snap(page, 'portal-supervision-home-en');

    await appTabs(page).getByText('Me', { exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/my`);
    await expect(frame(page).getByRole('heading', { name: '张伟' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(ACCOUNTS.officer) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Signed in: 李明')).toBeVisible();
    await expect(frame(page).getByRole('heading', { name: '李明' })).toBeVisible();
    await expect(
      frame(page).getByText('Market Supervision Administration').or(frame(page).getByText('市场监督管理局')),
    ).toBeVisible();
    await snap(page, 'portal-supervision-my-officer-en');

    // language and account changed through qiankun's global state: still the first mount
    expect(await mountCount(page)).toBe(mounts);
    expect(await frame(page).locator('.sv-app').getAttribute('data-probe')).toBe('first-mount');

    await page.getByRole('button', { name: '中文' }).click();
    await expect(frame(page).getByRole('heading', { name: '李明' })).toBeVisible();
    await expect(appTabs(page).getByText('我的', { exact: true })).toBeVisible();
  });

  test('leaving and coming back 10 times leaves nothing behind in head or body', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInToPortal(page, ACCOUNTS.enterprise, '/guide');
    await expect(page.getByRole('heading', { name: '办事指南：行政执法监督码' })).toBeVisible();
    const before = await leftovers(page);
    expect(before.bodyAppNodes).toBe(0);

    for (let round = 1; round <= 10; round += 1) {
      await portalMenu(page).getByRole('link', { name: '行政执法监督码' }).click();
      await expect(frame(page).getByRole('navigation', { name: '服务入口' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-subapp', 'mounted');

      await portalMenu(page).getByRole('link', { name: '办事指南' }).click();
      await expect(page.getByRole('heading', { name: '办事指南：行政执法监督码' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-subapp', 'unmounted');
      expect(await leftovers(page), `after unmount ${round}`).toEqual(before);
    }
    expect(await mountCount(page)).toBe(10);
    expect(errors).toEqual([]);
  });

  test('a deep link reloads inside the app, back and forward work across portal and app pages', async ({
    page,
  }) => {
    await signInToPortal(page, ACCOUNTS.enterprise, '/supervision/my');
    await expect(frame(page).getByRole('heading', { name: '张伟' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/my`);
    await expect(frame(page).getByRole('heading', { name: '张伟' })).toBeVisible();
    await snap(page, 'portal-supervision-my-zh');

    await appTabs(page).getByText('首页', { exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/home`);
    await expect(frame(page).getByRole('navigation', { name: '服务入口' })).toBeVisible();
    await portalMenu(page).getByRole('link', { name: '办事指南' }).click();
    await expect(page.getByRole('heading', { name: '办事指南：行政执法监督码' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-subapp', 'unmounted');

    await page.goBack();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/home`);
    await expect(frame(page).getByRole('navigation', { name: '服务入口' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/my`);
    await expect(frame(page).getByRole('heading', { name: '张伟' })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/supervision/home`);
    await expect(frame(page).getByRole('navigation', { name: '服务入口' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: '办事指南：行政执法监督码' })).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
  });

  test('signing out in the portal takes the token away from the app, which hands sign-in back to the portal', async ({
    page,
  }) => {
    await signInToPortal(page, ACCOUNTS.enterprise, '/supervision/my');
    await expect(frame(page).getByRole('heading', { name: '张伟' })).toBeVisible();
    await page.getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent('/supervision/my')}`);
    await expect(page.getByRole('heading', { name: '张伟' })).toHaveCount(0);
  });

  test('signed out, a screen that needs a session sends the user to the portal sign-in and back, never to the app form', async ({
    page,
  }) => {
    // the app's own form has a password field; it must never appear inside the portal
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.sv-app input[type="password"]'))
          document.documentElement.dataset.appLoginForm = 'shown';
      }).observe(document, { childList: true, subtree: true });
    });
    const target = '/supervision/enterprise/qrCode';
    await page.goto(`${PORTAL_ORIGIN}${target}`);
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent(target)}`);
    await page.getByRole('button', { name: new RegExp(ACCOUNTS.enterprise) }).click();
    // back at the screen asked for, with the base path once
    await expect(page).toHaveURL(`${PORTAL_ORIGIN}${target}`);
    await expect(frame(page).getByRole('heading', { name: '执法监督码' })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-app-login-form')).toBeNull();
  });

  test('a language chosen inside the app switches the portal too; lang is set on the app root, not the portal html', async ({
    page,
  }) => {
    await signInToPortal(page, ACCOUNTS.enterprise, '/supervision/my');
    await expect(frame(page).getByRole('heading', { name: '张伟' })).toBeVisible();
    await expect(frame(page).locator('.sv-app')).toHaveAttribute('lang', 'zh-CN');

    await frame(page).getByText('English', { exact: true }).click();
    await expect(appTabs(page).getByText('Me', { exact: true })).toBeVisible();
    await expect(portalMenu(page).getByRole('link', { name: 'Supervision code' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(frame(page).locator('.sv-app')).toHaveAttribute('lang', 'en');

    // and the portal's choice still reaches the app
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
    await expect(appTabs(page).getByText('我的', { exact: true })).toBeVisible();
    await expect(frame(page).locator('.sv-app')).toHaveAttribute('lang', 'zh-CN');
    await expect(portalMenu(page).getByRole('link', { name: '行政执法监督码' })).toBeVisible();
  });

  test('the portal looks right on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToPortal(page, ACCOUNTS.enterprise, '/supervision/home');
    await expect(frame(page).getByRole('region', { name: '公告轮播' })).toBeVisible();
    const box = await page.getByRole('region', { name: '行政执法监督码服务（手机视图）' }).boundingBox();
    expect(box?.width).toBeCloseTo(375, -1);
    await snap(page, 'portal-desktop-supervision-zh');
    await portalMenu(page).getByRole('link', { name: '首页' }).click();
    await snap(page, 'portal-desktop-home-zh');
  });
});
