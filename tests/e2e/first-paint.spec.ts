import { expect, test } from './fixtures';
import { PORTAL_ORIGIN, ACCOUNTS } from './helpers';

/**
 * Issue 21: the page paints before any script has run (the messaging host shows a white page until something
 * paints), and a landing screen's files are asked for at once rather than one level of imports after another.
 */
test.describe('first paint', () => {
  test('index.html paints the splash before any script, in the saved language; the first render replaces it', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    const splash = page.getByRole('status', { name: '正在加载' });
    await expect(splash).toContainText('深圳市行政执法监督码');
    await page.evaluate(() => localStorage.setItem('sv.locale', 'en'));
    await page.reload();
    await expect(page.getByRole('status', { name: 'Loading' })).toContainText(
      'Shenzhen Enforcement Supervision Code',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('#sv-splash')).toHaveCount(0);
  });

  test('inside the portal the splash never stays: the portal shows its own loading', async ({ page }) => {
    await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent('/supervision/home')}`);
    await page.getByRole('button', { name: new RegExp(ACCOUNTS.enterprise) }).click();
    const app = page.locator('#subapp-container');
    await expect(app.getByRole('navigation', { name: '服务入口' })).toBeVisible();
    await expect(page.locator('#sv-splash')).toHaveCount(0);
  });

  test("the login screen's chunk and every chunk it imports are asked for at once", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '登录', exact: true })).toBeVisible();
    const listed = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('sv-landing-chunks')?.textContent ?? '{}') as Record<
            string,
            string[]
          >
        ).login ?? [],
    );
    expect(listed.length, 'the build lists the login screen files').toBeGreaterThan(1);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    expect(preloaded).toEqual(expect.arrayContaining(listed));
    expect(requested).toEqual(expect.arrayContaining(listed));
  });
});
