import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API, PORTAL_ORIGIN, snap, storedToken, tabBar, tapTestAccount } from './helpers';

/**
 * Issue 14's walk: a plan drafted with random targets is returned, fixed, approved; its target enterprise reads
 * the notice, verifies the officer's QR at the door, and the plan shows the target inspected. The test stack sets
 * both lead times to 0 working days (test-stack.ts), so a plan drafted today may start today.
 */
// Health: the demo enterprise has used up its market cap for the year (the quota demo), not its health one.
const OFFICER = '13900000002';
const APPROVER = '13900000004';
const ENTERPRISE = '13800000001';
const ENTERPRISE_NAME = '深圳市鹏程食品有限公司';
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

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await storedToken(page);
  const result = await page.evaluate(
    async ({ url, method: verb, token: value, payload }) => {
      const response = await fetch(url, {
        method: verb,
        headers: { token: value, 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return response.json();
    },
    { url: `${API}${path}`, method, token, payload: body },
  );
  expect(result.code, JSON.stringify(result)).toBe(20000);
  return result.data as T;
}

async function decide(page: Page, planId: string, button: string, confirm: string, reason?: string) {
  await page.goto(`/enforce/enforcementPlanDetailed?id=${planId}`);
  await page.getByRole('button', { name: button, exact: true }).click();
  const sheet = page.getByRole('dialog');
  if (reason) await sheet.getByRole('textbox').fill(reason);
  await sheet.getByRole('button', { name: confirm }).click();
  await expect(sheet).toBeHidden();
}

test.describe('plans, inspection notices and the message center', () => {
  test.use({ actionTimeout: 15_000 });

  test('draft with random targets -> returned -> resubmitted -> approved -> notice read, verified at the door -> registered under the plan', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `E2E 公共场所卫生专项检查 ${Date.now()}`;
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const periodTo = new Date(Date.now() + 8 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);

    // 1. The officer drafts a plan: items, two officers, a picked target and one drawn at random.
    const officer = await newUser(browser, OFFICER);
    await officer.goto('/enforce/enforcementPlanBase');
    await officer.getByRole('button', { name: '新建计划' }).click();
    await expect(officer).toHaveURL(/enforcementPlanAdd/);
    // getByRole: the plan list stays mounted (hidden) behind the form and has a search box of its own.
    await officer.getByRole('textbox', { name: /^计划名称/ }).fill(title);
    await officer.getByRole('textbox', { name: /^检查依据/ }).fill('《公共场所卫生管理条例》第十三条');
    const items = officer.getByRole('group', { name: '检查事项' });
    await items.getByRole('checkbox').first().check({ force: true });
    await officer.getByLabel('开始日期').fill(today);
    await officer.getByLabel('结束日期').fill(periodTo);
    const officers = officer.getByRole('group', { name: '执法人员' });
    await officers.getByRole('checkbox', { name: /王芳/ }).check({ force: true });
    await officers.getByRole('checkbox', { name: /周杰/ }).check({ force: true });
    await officer.getByLabel('按企业名称、企业编号或统一社会信用代码搜索').fill('鹏程');
    await officer.getByRole('button', { name: '搜索', exact: true }).click();
    await officer.getByRole('button', { name: `添加${ENTERPRISE_NAME}` }).click();
    await officer.getByLabel('抽取企业数').fill('1');
    await officer.getByRole('button', { name: '抽取', exact: true }).click();
    await expect(officer.getByText(/随机种子：[0-9a-f]{16,}/)).toBeVisible();
    await snap(officer, 'plan-form-drawn-zh');
    await officer.getByRole('button', { name: '保存' }).click();
    await expect(officer).toHaveURL(/enforcementPlanDetailed\?id=/);
    const planId = new URL(officer.url()).searchParams.get('id') as string;
    await expect(officer.getByText(title).filter({ visible: true })).toBeVisible();
    await officer.getByRole('button', { name: '提交审批' }).click();
    await expect(officer.getByText('待审批').filter({ visible: true }).first()).toBeVisible();

    // 2. The approver returns it with a reason.
    const approver = await newUser(browser, APPROVER);
    await decide(approver, planId, '退回', '确认退回', '请补充检查依据的具体条款');
    await expect(approver.getByText('原因：请补充检查依据的具体条款')).toBeVisible();

    // 3. The officer sees why, fixes the legal basis and resubmits.
    await officer.goto(`/enforce/enforcementPlanDetailed?id=${planId}`);
    await expect(officer.getByText('原因：请补充检查依据的具体条款')).toBeVisible();
    await officer.getByRole('button', { name: '编辑' }).click();
    await officer.getByRole('textbox', { name: /^检查依据/ }).fill('《公共场所卫生管理条例》第十三条第一款');
    await officer.getByRole('button', { name: '保存' }).click();
    await expect(officer).toHaveURL(/enforcementPlanDetailed/);
    await officer.getByRole('button', { name: '提交审批' }).click();
    await expect(officer.getByText('待审批').filter({ visible: true }).first()).toBeVisible();

    // 4. The approver approves; the timeline shows every step.
    await decide(approver, planId, '批准', '确认批准');
    await expect(approver.getByText('进行中').filter({ visible: true }).first()).toBeVisible();
    await snap(approver, 'plan-detail-approved-zh');

    // 5. The target enterprise has an unread notice (badge), opens and acknowledges it.
    const enterprise = await newUser(browser, ENTERPRISE);
    await expect(
      tabBar(enterprise)
        .getByText(/^[1-9]\d*$/)
        .first(),
    ).toBeVisible();
    await enterprise.goto('/enterprise/enterpriseInspectionNotice');
    const card = enterprise.getByRole('button', { name: new RegExp(title) }).first();
    await expect(card).toContainText('未读');
    await snap(enterprise, 'notice-list-unread-zh');
    await card.click();
    await expect(enterprise.getByRole('heading', { name: '检查通知书', exact: true })).toBeVisible();
    const noticeAddress = enterprise.url();
    await enterprise.getByRole('button', { name: '确认收到' }).click();
    await expect(enterprise.getByText(/已于 .* 确认收到/)).toBeVisible();

    // 6. On the day, the officer shows the notice at the door; the enterprise verifies its QR.
    const enterpriseNumber = (
      await api<{ enterpriseNumber: string }>(enterprise, 'GET', '/app/enterprise/mine')
    ).enterpriseNumber;
    const door = officer.waitForResponse((r) => r.url().includes('/api/app/notice/door'));
    await officer.goto(`/enforce/enforceNotice?planId=${planId}&enterpriseNumber=${enterpriseNumber}`);
    const token = ((await (await door).json()) as { data: { qr: { token: string } } }).data.qr.token;
    await expect(officer.getByRole('img', { name: /检查通知书核验二维码/ })).toBeVisible();
    await expect(officer.getByText(/周杰（执法证号 \d+）/)).toBeVisible();
    await snap(officer, 'door-notice-zh');
    await enterprise.goto(`/enforceNoticeDetail?token=${encodeURIComponent(token)}`);
    // The notice itself verifies (issued by the department, in time, for this enterprise, plan approved, certified
    // officers, published items). The demo enterprise is already past the market department's yearly cap of 2 in
    // the seeded history, so the overall verdict may rightly warn about the cap; that check is the warnings' own.
    const checks = enterprise.getByRole('list', { name: '核验项' });
    for (const passed of [
      '通知书由执法部门签发（非伪造）：通过',
      '二维码在有效期内：通过',
      '检查对象是本企业：通过',
      '检查计划已经批准：通过',
      '执法人员持有有效执法证件：通过',
      '检查事项均在公布的清单内：通过',
    ])
      await expect(checks.getByText(passed)).toBeVisible();
    await snap(enterprise, 'notice-verified-zh');

    // A forged QR (a token whose signature does not match) verifies as not genuine.
    const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await enterprise.goto(`/enforceNoticeDetail?token=${encodeURIComponent(forged)}`);
    await expect(enterprise.getByText('不是真实的检查通知书')).toBeVisible();
    await snap(enterprise, 'notice-forged-zh');

    // 7. The officer registers the inspection under the plan; the plan shows the target inspected.
    const now = Date.now();
    await api(officer, 'POST', '/app/registration/create', {
      clientRequestId: randomUUID(),
      enterpriseNumber,
      platform: 'main',
      type: 'routine',
      planId,
      officers: [
        { name: '王芳', certificateNumber: '44030023456' },
        { name: '周杰', certificateNumber: '44030023457' },
      ],
      items: await firstItem(officer),
      problems: [],
      startedAt: new Date(now - 40 * 60_000).toISOString(),
      endedAt: new Date(now - 5 * 60_000).toISOString(),
    });
    await officer.goto(`/enforce/enforcementPlanDetailed?id=${planId}`);
    await expect(
      officer
        .getByText(/已检查（/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await expect(officer.getByText(/已检查 1 \/ 计划 [12]/)).toBeVisible();
    await snap(officer, 'plan-detail-inspected-zh');

    // The enterprise's notice now links the registration it led to.
    await enterprise.goto(noticeAddress);
    await expect(
      enterprise
        .getByRole('link', { name: /查看检查登记|JC\d+/ })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
  });

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

async function firstItem(page: Page): Promise<Array<{ code: string; name: string; result: 'compliant' }>> {
  const options = await api<{ items: Array<{ code: string; name: string }> }>(
    page,
    'GET',
    '/app/plan/options',
  );
  return [{ code: options.items[0]!.code, name: options.items[0]!.name, result: 'compliant' }];
}
