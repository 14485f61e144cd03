import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, inspectionRuns, signInWhere, snapBothWidths, tick } from './helpers';

/**
 * Issue 41's prior approval, standalone in Chinese and inside portal-demo in English: 李明 asks for one more
 * inspection of 张伟's enterprise beyond its allowance, 何静 (the market department's head) finds it among the
 * requests to decide and approves it; it is then usable for a registration. Screenshots at 375 and 320 px.
 */
const OFFICER = '13900000001';
const HEAD = '13900000003';
const ENTERPRISE = '13800000001';
const ENTERPRISE_NUMBER = 'SZ440305000123';

const TEXT = {
  zh: {
    requestTitle: '申请事先批准',
    items: '检查事项',
    reason: /^申请理由/,
    submit: '提交申请',
    itemsRequired: '请至少选择一项检查事项',
    requested: '待审批',
    toDecide: '待我审批',
    approve: ['批准', '确认批准'],
    note: '审批意见（选填）',
    approved: '已批准',
    usable: '可用于登记',
    checkIn: '确认签到',
    formTitle: '登记检查',
    approvalLine: /^有效至 .*：E2E/,
    typed: '企业无法出示监管码',
    compliant: '符合',
    submitRegistration: '提交登记',
    detailTitle: '检查详情',
    basisApproved: '超出上限，经部门负责人事先批准',
    refused: /本部门今年对该企业的检查已达年度上限/,
  },
  en: {
    requestTitle: 'Request prior approval',
    items: 'Inspection items',
    reason: /^Reason/,
    submit: 'Submit request',
    itemsRequired: 'Choose at least one inspection item',
    requested: 'Awaiting decision',
    toDecide: 'To decide',
    approve: ['Approve', 'Approve'],
    note: 'Note (optional)',
    approved: 'Approved',
    usable: 'Usable for a registration',
    checkIn: 'Check in',
    formTitle: 'Register inspection',
    approvalLine: /^Valid until .*: E2E/,
    typed: 'The enterprise could not show its code',
    compliant: 'Compliant',
    submitRegistration: 'Submit registration',
    detailTitle: 'Inspection details',
    basisApproved: 'Beyond the allowance, approved in advance by the department head',
    refused: /reached this year's cap of inspections of this enterprise/,
  },
} as const;

for (const [where, locale] of [
  ['standalone', 'zh'],
  ['portal', 'en'],
] as const) {
  test(`prior approval, ${where}, ${locale}: requested beyond the allowance, found by the head, approved and usable`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[locale];
    const shot = (page: Page, name: string) => snapBothWidths(page, `approvals-${where}-${locale}-${name}`);
    const reason = `E2E ${where} ${locale} ${Date.now()}: 群众举报，需再次现场核查`;

    const officer = await signInWhere(
      browser,
      where,
      locale,
      OFFICER,
      `/enforce/approvalRequest?enterpriseNumber=${ENTERPRISE_NUMBER}`,
      { position: null },
    );
    const form = officer.locator('.sv-app');
    await expect(form.getByRole('heading', { name: t.requestTitle, level: 1 })).toBeVisible();
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(t.itemsRequired)).toBeVisible();
    await shot(officer, 'request-invalid');
    await form.getByRole('group', { name: t.items }).getByRole('checkbox').first().check({ force: true });
    await form.getByRole('textbox', { name: t.reason }).fill(reason);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(officer).toHaveURL(/approvalDetail\?id=/);
    await expect(form.getByText(t.requested).filter({ visible: true }).first()).toBeVisible();
    const id = new URL(officer.url()).searchParams.get('id') as string;
    await shot(officer, 'requested');

    const head = await signInWhere(browser, where, locale, HEAD, '/enforce/approvals');
    const list = head.locator('.sv-app');
    await expect(list.getByRole('tab', { name: t.toDecide, selected: true })).toBeVisible();
    const card = list.locator(`a[href*="${id}"]`);
    await expect(card).toBeVisible();
    await shot(head, 'to-decide');
    await card.click();
    await expect(head).toHaveURL(new RegExp(`approvalDetail\\?id=${id}`));
    await expect(list.getByText(reason)).toBeVisible();
    await list.getByRole('button', { name: t.approve[0], exact: true }).click();
    const sheet = head.getByRole('dialog');
    await sheet.getByLabel(t.note).fill('同意，限本次核查');
    await shot(head, 'approve-sheet');
    await sheet.getByRole('button', { name: t.approve[1], exact: true }).click();
    await expect(list.getByText(t.usable).filter({ visible: true }).first()).toBeVisible();
    await expect(list.getByText(t.approved, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await shot(head, 'approved');

    // 李明 registers the inspection beyond the allowance with it: checked in at the door, the approval chosen.
    const { scanId } = await api<{ scanId: string }>(officer, 'POST', '/app/code/resolve', {
      enterpriseNumber: ENTERPRISE_NUMBER,
      purpose: 'inspection',
    });
    const origin = new URL(officer.url()).origin;
    const prefix = where === 'portal' ? '/supervision' : '';
    await officer.goto(`${origin}${prefix}/sign?scanId=${scanId}&enterpriseNumber=${ENTERPRISE_NUMBER}`);
    await form.getByRole('textbox').first().fill('科兴科学园B栋');
    await form.getByRole('radio').first().check({ force: true }); // this device gives no position: why
    await form.getByRole('button', { name: t.checkIn, exact: true }).click();
    await expect(form.getByRole('heading', { name: t.formTitle, level: 1 })).toBeVisible();
    await tick(form.getByRole('checkbox').nth(1));
    await form.getByRole('radio', { name: t.typed }).check({ force: true });
    await form.getByRole('radio', { name: t.compliant }).first().check({ force: true });
    await inspectionRuns(officer);
    // Without the approval the server refuses it, saying why and what can be done.
    await form.getByRole('button', { name: t.submitRegistration }).click();
    await expect(form.getByText(t.refused).first()).toBeVisible();
    await shot(officer, 'registration-refused');
    await form.getByRole('radio', { name: t.approvalLine }).check({ force: true });
    await form.getByRole('button', { name: t.submitRegistration }).click();
    await expect(form.getByRole('heading', { name: t.detailTitle, level: 1 })).toBeVisible();
    await expect(form.getByText(t.basisApproved)).toBeVisible();
    const registrationId = new URL(officer.url()).searchParams.get('id') as string;
    await shot(officer, 'registered');

    // 张伟 sees it marked as approved in advance.
    const enterprise = await signInWhere(
      browser,
      where,
      locale,
      ENTERPRISE,
      `/registrationDetail?id=${registrationId}`,
    );
    await expect(enterprise.locator('.sv-app').getByText(t.basisApproved)).toBeVisible();
    await shot(enterprise, 'enterprise-sees-approved');
  });
}
