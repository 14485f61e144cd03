import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, PORTAL_ORIGIN, snap, tapTestAccount } from './helpers';

/**
 * Issue 14's message center and its screens in English at 320 px; the plan walk itself, standalone and inside
 * portal-demo in both languages, is plans-walk.spec.ts.
 */
const ENTERPRISE = '13800000001';
const SUPERVISOR = '13700000001';

async function newUser(browser: Browser, phone: string, locale: 'zh' | 'en' = 'zh'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (locale === 'en') await page.addInitScript(() => localStorage.setItem('sv.locale', 'en'));
  await page.goto('/login');
  await tapTestAccount(page, phone);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test.describe('plans, inspection notices and the message center', () => {
  test.use({ actionTimeout: 15_000 });

  test('a supervisor publishes a system notice; an enterprise user sees it unread, in English inside portal-demo', async ({
    browser,
    page,
  }) => {
    const supervisor = await newUser(browser, SUPERVISOR);
    const stamp = Date.now();
    const published = await api<{ recipients: number }>(supervisor, 'POST', '/app/message/publish', {
      clientRequestId: randomUUID(),
      audience: 'enterprise',
      titleZh: `系统维护通知 ${stamp}`,
      bodyZh: '本周六 22:00 至 24:00 系统维护。',
      titleEn: `Maintenance notice ${stamp}`,
      bodyEn: 'The system is down for maintenance this Saturday 22:00 to 24:00.',
    });
    expect(published.recipients).toBeGreaterThan(1);

    await page.addInitScript(() => localStorage.setItem('portal.locale', 'en'));
    await page.goto(
      `${PORTAL_ORIGIN}/signin?from=${encodeURIComponent('/supervision/enterprise/systemNotice')}`,
    );
    await page.getByRole('button', { name: new RegExp(ENTERPRISE) }).click();
    const app = page.locator('#subapp-container');
    await page
      .getByRole('group', { name: /语言|Language/ })
      .getByRole('button', { name: 'English' })
      .click();
    const item = app.getByRole('link', { name: new RegExp(`Maintenance notice ${stamp}`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(/Unread/);
    await snap(page, 'portal-system-notice-unread-en');
    await item.click();
    await expect(
      app
        .getByRole('region', { name: 'Message' })
        .getByText('The system is down for maintenance this Saturday 22:00 to 24:00.'),
    ).toBeVisible();
  });

  test('in English at 320 px: the plan screens, the notice screens and the message center', async ({
    browser,
  }) => {
    const shots: Array<[Page, string, string, string]> = [];
    const officer = await newUser(browser, '13900000002', 'en');
    await officer.setViewportSize({ width: 320, height: 740 });
    shots.push([officer, '/enforce/enforcementPlanBase', 'Enforcement plans', 'plan-list-en-320']);
    shots.push([
      officer,
      '/enforce/enforcementPlanDetailed?id=plan-health-public-places',
      'Plan',
      'plan-detail-en-320',
    ]);
    shots.push([officer, '/enforce/enforcementPlanAdd', 'New enforcement plan', 'plan-form-en-320']);
    const enterprise = await newUser(browser, ENTERPRISE, 'en');
    await enterprise.setViewportSize({ width: 320, height: 740 });
    shots.push([
      enterprise,
      '/enterprise/enterpriseInspectionNotice',
      'Inspection notices',
      'notice-list-en-320',
    ]);
    shots.push([enterprise, '/enterprise/systemNotice', 'Notifications', 'messages-en-320']);
    for (const [page, address, heading, name] of shots) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await snap(page, name);
    }
  });
});
