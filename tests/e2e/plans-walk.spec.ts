import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { cityNow } from './city-clock';
import { expect, test } from './fixtures';
import { api, PORTAL_ORIGIN, signInWhere, snap, tabBar } from './helpers';

/**
 * Issue 14's walk, standalone and inside portal-demo, in Chinese and in English: a plan naming its target and officers
 * is returned, fixed, approved; its target enterprise reads the notice (unread badge), acknowledges
 * it, verifies the officer's QR at the door (a forged one is not genuine), and the plan shows the target inspected.
 * Beside it a random plan names no one, shows its commitment before the draw and the revealed value after (issue 41).
 * The test stack sets both lead times to 0 working days (test-stack.ts), so a plan drafted today may start today.
 */
// Health: the demo enterprise has used up its market cap for the year (the quota demo), not its health one.
const OFFICER = '13900000002';
const APPROVER = '13900000004';
const ENTERPRISE = '13800000001';
const ENTERPRISE_NAME = '深圳市鹏程食品有限公司';
const ENTERPRISE_NUMBER = 'SZ440305000123';

type Where = 'standalone' | 'portal';

const TEXT = {
  zh: {
    newPlan: '新建计划',
    title: /^计划名称/,
    legalBasis: /^检查依据/,
    items: '检查事项',
    from: '开始日期',
    to: '结束日期',
    officers: '执法人员',
    search: '按企业名称、企业编号或统一社会信用代码搜索',
    searchButton: '搜索',
    add: (name: string) => `添加${name}`,
    drawCount: '抽取企业数',
    random: /随机抽取检查对象和执法人员/,
    commitment: '下一次抽取的承诺值（SHA-256）',
    draw: '随机抽取',
    firstDraw: '第 1 次抽取',
    revealed: /公开值：[0-9a-f]{64}/,
    save: '保存计划',
    submit: '提交审批',
    submitted: '待审批',
    returnPlan: ['退回', '确认退回'],
    approve: ['批准', '确认批准'],
    reason: (text: string) => `原因：${text}`,
    edit: '编辑',
    inProgress: '进行中',
    unread: '未读',
    noticeHeading: '检查通知书',
    acknowledge: '确认收到',
    acknowledged: /已于 .* 确认收到/,
    qr: /检查通知书核验二维码/,
    officerLine: /周杰（执法证号 \d+）/,
    checks: '核验项',
    passed: [
      '通知书由执法部门签发（非伪造）：通过',
      '二维码在有效期内：通过',
      '检查对象是本企业：通过',
      '检查计划已经批准：通过',
      '执法人员持有有效执法证件：通过',
      '检查事项均在公布的清单内：通过',
    ],
    forged: '不是真实的检查通知书',
    inspected: /已检查（/,
    progress: /已检查 1 \/ 计划 [12]/,
  },
  en: {
    newPlan: 'New plan',
    title: /^Title/,
    legalBasis: /^Legal basis/,
    items: 'Inspection items',
    from: 'Start date',
    to: 'End date',
    officers: 'Officers',
    search: 'Search by enterprise name, number or credit code',
    searchButton: 'Search',
    add: (name: string) => `Add ${name}`,
    drawCount: 'Enterprises to draw',
    random: /Draw the targets and officers at random/,
    commitment: 'Commitment of the next draw (SHA-256)',
    draw: 'Draw',
    firstDraw: 'Draw 1',
    revealed: /Revealed value: [0-9a-f]{64}/,
    save: 'Save plan',
    submit: 'Submit for approval',
    submitted: 'Awaiting approval',
    returnPlan: ['Return', 'Confirm return'],
    approve: ['Approve', 'Confirm approval'],
    reason: (text: string) => `Reason: ${text}`,
    edit: 'Edit',
    inProgress: 'In progress',
    unread: 'Unread',
    noticeHeading: 'Inspection notice',
    acknowledge: 'Acknowledge receipt',
    acknowledged: /Receipt acknowledged on /,
    qr: /QR code to verify the inspection notice/,
    officerLine: /周杰 \(certificate no\. \d+\)/,
    checks: 'Checks',
    passed: [
      'Issued by an enforcement department (not forged): passed',
      'The QR code is still valid: passed',
      'It is for this enterprise: passed',
      'The inspection plan is approved: passed',
      'The officers hold valid enforcement certificates: passed',
      'Every item is on the published list: passed',
    ],
    forged: 'Not a genuine inspection notice',
    inspected: /Inspected \(/,
    progress: /Inspected 1 \/ planned [12]/,
  },
} as const;

function go(page: Page, where: Where, path: string) {
  return page.goto(where === 'standalone' ? path : `${PORTAL_ORIGIN}/supervision${path}`);
}

test.use({ actionTimeout: 15_000 });

for (const where of ['standalone', 'portal'] as const) {
  for (const locale of ['zh', 'en'] as const) {
    test(`plan walk, ${where}, ${locale}: random targets, returned, approved, notice read and verified at the door, registered under the plan`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const t = TEXT[locale];
      const shot = (page: Page, name: string) => snap(page, `plan-walk-${where}-${locale}-${name}`);
      const title = `E2E ${where} ${locale} ${Date.now()}`;
      const today = new Date(cityNow() + 8 * 3_600_000).toISOString().slice(0, 10);
      const periodTo = new Date(cityNow() + 8 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);

      // 1. The officer drafts a plan naming its items, two officers and a target.
      const officer = await signInWhere(browser, where, locale, OFFICER, '/enforce/enforcementPlanBase');
      const desk = officer.locator('.sv-app');
      await desk.getByRole('button', { name: t.newPlan }).click();
      await expect(officer).toHaveURL(/enforcementPlanAdd/);
      // getByRole: the plan list stays mounted (hidden) behind the form and has a search box of its own.
      await desk.getByRole('textbox', { name: t.title }).fill(title);
      await desk.getByRole('textbox', { name: t.legalBasis }).fill('《公共场所卫生管理条例》第十三条');
      await desk.getByRole('group', { name: t.items }).getByRole('checkbox').first().check({ force: true });
      await desk.getByLabel(t.from).fill(today);
      await desk.getByLabel(t.to).fill(periodTo);
      const officers = desk.getByRole('group', { name: t.officers });
      await officers.getByRole('checkbox', { name: /王芳/ }).check({ force: true });
      await officers.getByRole('checkbox', { name: /周杰/ }).check({ force: true });
      await desk.getByLabel(t.search).fill('鹏程');
      await desk.getByRole('button', { name: t.searchButton, exact: true }).click();
      await desk.getByRole('button', { name: t.add(ENTERPRISE_NAME) }).click();
      await desk.getByRole('button', { name: t.save }).click();
      await expect(officer).toHaveURL(/enforcementPlanDetailed\?id=/);
      const planId = new URL(officer.url()).searchParams.get('id') as string;
      const planPath = `/enforce/enforcementPlanDetailed?id=${planId}`;
      await desk.getByRole('button', { name: t.submit }).click();
      await expect(desk.getByText(t.submitted).filter({ visible: true }).first()).toBeVisible();

      // 1b. A random plan names no one: the commitment is published when it is saved, the value when it is drawn.
      await go(officer, where, '/enforce/enforcementPlanBase');
      await desk.getByRole('button', { name: t.newPlan }).click();
      await desk.getByRole('textbox', { name: t.title }).fill(`${title} random`);
      await desk.getByRole('textbox', { name: t.legalBasis }).fill('《公共场所卫生管理条例》第十三条');
      for (const item of await desk.getByRole('group', { name: t.items }).getByRole('checkbox').all())
        await item.check({ force: true });
      await desk.getByLabel(t.from).fill(today);
      await desk.getByLabel(t.to).fill(periodTo);
      await desk.getByRole('checkbox', { name: t.random }).check({ force: true });
      await expect(desk.getByRole('group', { name: t.officers })).toBeHidden();
      await desk.getByLabel(t.drawCount).fill('1');
      await desk.getByRole('button', { name: t.save }).click();
      await expect(officer).toHaveURL(/enforcementPlanDetailed\?id=/);
      await expect(desk.getByText(t.commitment)).toBeVisible();
      await desk.getByRole('button', { name: t.draw, exact: true }).click();
      await expect(desk.getByText(t.firstDraw)).toBeVisible();
      await expect(desk.getByText(t.revealed)).toBeVisible();
      await shot(officer, 'random-drawn');

      // 2. The approver returns it with a reason.
      const reason = locale === 'zh' ? '请补充检查依据的具体条款' : 'Name the article of the legal basis';
      const approver = await signInWhere(browser, where, locale, APPROVER, planPath);
      const decide = async (button: string, confirm: string, why?: string) => {
        await go(approver, where, planPath);
        await approver.locator('.sv-app').getByRole('button', { name: button, exact: true }).click();
        const sheet = approver.getByRole('dialog');
        if (why) await sheet.getByRole('textbox').fill(why);
        await sheet.getByRole('button', { name: confirm }).click();
        await expect(sheet).toBeHidden();
      };
      await decide(t.returnPlan[0], t.returnPlan[1], reason);
      await expect(approver.getByText(t.reason(reason))).toBeVisible();

      // 3. The officer sees why, fixes the legal basis and resubmits.
      await go(officer, where, planPath);
      await expect(desk.getByText(t.reason(reason))).toBeVisible();
      await desk.getByRole('button', { name: t.edit }).click();
      await desk.getByRole('textbox', { name: t.legalBasis }).fill('《公共场所卫生管理条例》第十三条第一款');
      await desk.getByRole('button', { name: t.save }).click();
      await expect(officer).toHaveURL(/enforcementPlanDetailed/);
      await desk.getByRole('button', { name: t.submit }).click();
      await expect(desk.getByText(t.submitted).filter({ visible: true }).first()).toBeVisible();

      // 4. The approver approves; the timeline shows every step.
      await decide(t.approve[0], t.approve[1]);
      await expect(approver.getByText(t.inProgress).filter({ visible: true }).first()).toBeVisible();
      await shot(approver, 'approved');

      // 5. The target enterprise has an unread notice (badge), opens and acknowledges it.
      const enterprise = await signInWhere(browser, where, locale, ENTERPRISE, '/home');
      await expect(
        tabBar(enterprise)
          .getByText(/^[1-9]\d*$/)
          .first(),
      ).toBeVisible();
      await go(enterprise, where, '/enterprise/enterpriseInspectionNotice');
      const app = enterprise.locator('.sv-app');
      const card = app.getByRole('button', { name: new RegExp(title) }).first();
      await expect(card).toContainText(t.unread);
      await card.click();
      await expect(app.getByRole('heading', { name: t.noticeHeading, exact: true })).toBeVisible();
      const noticeAddress = enterprise.url();
      await app.getByRole('button', { name: t.acknowledge }).click();
      await expect(app.getByText(t.acknowledged)).toBeVisible();
      await shot(enterprise, 'notice-acknowledged');

      // 6. On the day, the officer shows the notice at the door; the enterprise verifies its QR.
      const door = officer.waitForResponse((r) => r.url().includes('/api/app/notice/door'));
      await go(
        officer,
        where,
        `/enforce/enforceNotice?planId=${planId}&enterpriseNumber=${ENTERPRISE_NUMBER}`,
      );
      const token = ((await (await door).json()) as { data: { qr: { token: string } } }).data.qr.token;
      await expect(desk.getByRole('img', { name: t.qr })).toBeVisible();
      await expect(desk.getByText(t.officerLine)).toBeVisible();
      await shot(officer, 'door-notice');
      await go(enterprise, where, `/enforceNoticeDetail?token=${encodeURIComponent(token)}`);
      // The notice itself verifies; the demo enterprise's yearly cap is the warnings' own check.
      const checks = app.getByRole('list', { name: t.checks });
      for (const passed of t.passed) await expect(checks.getByText(passed)).toBeVisible();
      await shot(enterprise, 'notice-verified');
      const forged = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      await go(enterprise, where, `/enforceNoticeDetail?token=${encodeURIComponent(forged)}`);
      await expect(app.getByText(t.forged)).toBeVisible();

      // 7. The officer registers the inspection under the plan; the plan shows the target inspected.
      const options = await api<{ items: Array<{ code: string; name: string }> }>(
        officer,
        'GET',
        '/app/plan/options',
      );
      // The plan starts today (China time): between 00:00 and 00:40 there, 40 minutes ago is before it.
      const now = cityNow();
      const startedAt = Math.max(now - 40 * 60_000, Date.parse(`${today}T00:00:00+08:00`));
      // The demo enterprise is past today's visits: a planned inspection now needs the head's prior approval.
      const item = options.items[0]!;
      const asked = await api<{ id: string; version: number }>(officer, 'POST', '/app/approval/request', {
        clientRequestId: randomUUID(),
        enterpriseNumber: ENTERPRISE_NUMBER,
        itemCodes: [item.code],
        reason: 'E2E 计划检查，今日已有其他部门检查',
        validFrom: today,
        validTo: today,
      });
      await api(approver, 'POST', '/app/approval/decide', {
        id: asked.id,
        decision: 'approve',
        version: asked.version,
      });
      await api(officer, 'POST', '/app/registration/create', {
        clientRequestId: randomUUID(),
        enterpriseNumber: ENTERPRISE_NUMBER,
        platform: 'main',
        type: 'routine',
        planId,
        approvalId: asked.id,
        typedReason: 'codeUnavailable',
        officers: [
          { name: '王芳', certificateNumber: '44030023456' },
          { name: '周杰', certificateNumber: '44030023457' },
        ],
        items: [{ code: options.items[0]!.code, name: options.items[0]!.name, result: 'compliant' }],
        problems: [],
        startedAt: new Date(startedAt).toISOString(),
        endedAt: new Date(Math.max(startedAt, now - 5 * 60_000)).toISOString(),
      });
      await go(officer, where, planPath);
      await expect(desk.getByText(t.inspected).filter({ visible: true }).first()).toBeVisible();
      await expect(desk.getByText(t.progress)).toBeVisible();
      await shot(officer, 'inspected');

      // The enterprise's notice now links the registration it led to.
      await enterprise.goto(noticeAddress);
      await expect(app.getByRole('link', { name: /JC\d+/ }).filter({ visible: true }).first()).toBeVisible();
    });
  }
}
