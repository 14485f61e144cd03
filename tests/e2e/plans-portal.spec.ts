import { expect, test, type Browser, type Page } from '@playwright/test';
import { PORTAL_ORIGIN, snap } from './helpers';

/**
 * Issue 14's walk inside portal-demo, in English (plans-notices.spec.ts walks it standalone in Chinese, with the
 * return and the random draw): every screen of it works embedded under /supervision.
 */
const OFFICER = '13900000002';
const APPROVER = '13900000004';
const ENTERPRISE = '13800000001';
const ENTERPRISE_NAME = '深圳市鹏程食品有限公司';
const ENTERPRISE_NUMBER = 'SZ440305000123';

/** A user signed in to portal-demo in English, on `path` of the portal (the app under /supervision). */
async function portalUser(browser: Browser, phone: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('portal.locale', 'en'));
  await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: new RegExp(phone) }).click();
  await expect(page.locator('#subapp-container .sv-app')).toBeVisible();
  return page;
}

test.describe('plans and inspection notices inside portal-demo', () => {
  test.use({ actionTimeout: 15_000 });

  test('inside portal-demo in English: drafted, submitted, approved; the enterprise acknowledges the notice and verifies the one shown at the door', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `E2E portal plan ${Date.now()}`;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const periodTo = new Date(Date.now() + 8 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);

    // The officer drafts inside the portal: items, two officers, one target picked by name.
    const officer = await portalUser(browser, OFFICER, '/supervision/enforce/enforcementPlanBase');
    let app = officer.locator('#subapp-container');
    await expect(app.getByRole('heading', { level: 1, name: 'Enforcement plans' })).toBeVisible();
    await app.getByRole('button', { name: 'New plan' }).click();
    await expect(officer).toHaveURL(/\/supervision\/enforce\/enforcementPlanAdd/);
    await app.getByRole('textbox', { name: /^Title/ }).fill(title);
    await app.getByRole('textbox', { name: /^Legal basis/ }).fill('《公共场所卫生管理条例》第十三条');
    await app
      .getByRole('group', { name: 'Inspection items' })
      .getByRole('checkbox')
      .first()
      .check({ force: true });
    await app.getByLabel('Start date').fill(today);
    await app.getByLabel('End date').fill(periodTo);
    const officers = app.getByRole('group', { name: 'Officers' });
    await officers.getByRole('checkbox', { name: /王芳/ }).check({ force: true });
    await officers.getByRole('checkbox', { name: /周杰/ }).check({ force: true });
    await app.getByLabel('Search by enterprise name, number or credit code').fill('鹏程');
    await app.getByRole('button', { name: 'Search', exact: true }).click();
    await app.getByRole('button', { name: `Add ${ENTERPRISE_NAME}` }).click();
    await snap(officer, 'portal-plan-form-en');
    await app.getByRole('button', { name: 'Save plan' }).click();
    await expect(officer).toHaveURL(/\/supervision\/enforce\/enforcementPlanDetailed\?id=/);
    const planId = new URL(officer.url()).searchParams.get('id') as string;
    await app.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(app.getByText('Awaiting approval').filter({ visible: true }).first()).toBeVisible();

    // The approver approves inside the portal.
    const approver = await portalUser(
      browser,
      APPROVER,
      `/supervision/enforce/enforcementPlanDetailed?id=${planId}`,
    );
    app = approver.locator('#subapp-container');
    await app.getByRole('button', { name: 'Approve', exact: true }).click();
    const sheet = approver.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Confirm approval' }).click();
    await expect(sheet).toBeHidden();
    await expect(app.getByText('In progress').filter({ visible: true }).first()).toBeVisible();
    await snap(approver, 'portal-plan-approved-en');

    // The enterprise reads and acknowledges the advance notice inside the portal.
    const enterprise = await portalUser(
      browser,
      ENTERPRISE,
      '/supervision/enterprise/enterpriseInspectionNotice',
    );
    app = enterprise.locator('#subapp-container');
    const card = app.getByRole('button', { name: new RegExp(title) }).first();
    await expect(card).toContainText('Unread');
    await card.click();
    await expect(app.getByRole('heading', { name: 'Inspection notice', exact: true })).toBeVisible();
    await app.getByRole('button', { name: 'Acknowledge receipt' }).click();
    await expect(app.getByText(/Receipt acknowledged on /)).toBeVisible();
    await snap(enterprise, 'portal-notice-acknowledged-en');

    // At the door the officer shows the notice; the enterprise verifies its QR inside the portal.
    const door = officer.waitForResponse((r) => r.url().includes('/api/app/notice/door'));
    await officer.goto(
      `${PORTAL_ORIGIN}/supervision/enforce/enforceNotice?planId=${planId}&enterpriseNumber=${ENTERPRISE_NUMBER}`,
    );
    const token = ((await (await door).json()) as { data: { qr: { token: string } } }).data.qr.token;
    app = officer.locator('#subapp-container');
    await expect(app.getByRole('img', { name: /QR code to verify the inspection notice/ })).toBeVisible();
    await expect(app.getByText(/周杰 \(certificate no\. \d+\)/)).toBeVisible();
    await snap(officer, 'portal-door-notice-en');
    await enterprise.goto(
      `${PORTAL_ORIGIN}/supervision/enforceNoticeDetail?token=${encodeURIComponent(token)}`,
    );
    const checks = enterprise.locator('#subapp-container').getByRole('list', { name: 'Checks' });
    for (const passed of [
      'Issued by an enforcement department (not forged): passed',
      'The QR code is still valid: passed',
      'It is for this enterprise: passed',
    ])
      await expect(checks.getByText(passed)).toBeVisible();
    await snap(enterprise, 'portal-notice-verified-en');
  });
});
