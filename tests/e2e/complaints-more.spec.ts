import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, snap, storedToken, tapTestAccount } from './helpers';

/**
 * Issue 15, the other ways in: an opinion without an inspection, a complaint about an inspection nobody registered,
 * information added and a withdrawal, each checked in the list with its state; then every complaint screen in
 * English at 320 px without sideways scrolling. The walk, the escalation and the overdue complaint are in
 * complaints.spec.ts; no test here moves the server's clock.
 */
const ENTERPRISE = '13800000001';
const SUPERVISOR = '13700000001';
// 黄磊, head of the health commission: 王芳, who made demo registration 02, must recuse herself.
const HANDLER = '13900000004';

interface Complaint {
  id: string;
  version: number;
  complaintNumber: string;
  state: string;
}

async function newUser(browser: Browser, phone: string, locale: 'zh' | 'en' = 'zh'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
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

/** A complaint about the health commission's inspection of today, through the API. */
function lodge(page: Page, description: string): Promise<Complaint> {
  return api<Complaint>(page, 'POST', '/app/complaint/create', {
    clientRequestId: randomUUID(),
    kind: 'complaint',
    category: 'tooFrequent',
    description,
    photoIds: [],
    contactPhone: ENTERPRISE,
    contactAllowed: true,
    subject: { type: 'registration', registrationId: 'reg-demo-02' },
  });
}

const detail = (page: Page, id: string) =>
  api<Complaint & { deadline: { dueAt: string } | null }>(page, 'GET', `/app/complaint/detail?id=${id}`);

/** The handling panel: opens the action's form, fills it, sends it, waits until the panel says it is done. */
async function act(
  page: Page,
  [action, submit, done]: [string, string, string],
  fill?: (form: Locator) => Promise<void>,
) {
  const panel = page.getByRole('region', { name: '办理', exact: true });
  await panel.getByRole('button', { name: action, exact: true }).click();
  const form = panel.locator('form');
  if (fill) await fill(form);
  await form.getByRole('button', { name: submit, exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText(done);
}

/** A screenshot once the success toast has gone. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5_000 });
  await snap(page, name);
}

/** The state tag on the complaint's card in the enterprise's list. */
async function expectListed(page: Page, number: string, state: string) {
  await page.goto('/enterprise/complaintList');
  await expect(page.getByRole('link', { name: new RegExp(number) })).toContainText(state);
}

test.describe('complaints: opinions, unregistered inspections, withdrawals, small screens', () => {
  test.use({ actionTimeout: 15_000 });

  test('zh: an opinion with added information, a complaint about an unregistered inspection, a withdrawal', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const enterprise = await newUser(browser, ENTERPRISE);
    await enterprise.goto('/compaintBase');
    await expect(enterprise.getByRole('heading', { level: 1, name: '投诉与建议' })).toBeVisible();
    await shot(enterprise, 'complaint-base-zh');

    // 1. An opinion about no inspection in particular; the category may stay empty.
    await enterprise.getByRole('link', { name: /提出意见建议/ }).click();
    await expect(enterprise).toHaveURL(/\/enterprise\/complaint\?comOrOpi=1/);
    await expect(enterprise.getByRole('heading', { level: 1, name: '意见建议' })).toBeVisible();
    await expect(enterprise.getByRole('button', { name: /选择检查/ })).toHaveCount(0);
    const opinion = `E2E 建议检查前电话预约，避开营业高峰 ${stamp}`;
    await enterprise.getByRole('textbox', { name: /^意见建议/ }).fill(opinion);
    await shot(enterprise, 'complaint-opinion-form-zh');
    // a double tap sends it twice: one opinion
    await enterprise.getByRole('button', { name: '提交意见建议' }).dblclick();
    await expect(enterprise).toHaveURL(/\/enterprise\/complaintDetailView\?id=/);
    const opinionId = new URL(enterprise.url()).searchParams.get('id') as string;
    await expect(enterprise.getByText('未关联具体检查')).toBeVisible();

    // Information added while it waits: a line of the timeline.
    await enterprise.getByRole('button', { name: '补充材料' }).click();
    const sheet = enterprise.getByRole('dialog', { name: '补充材料' });
    await sheet.getByRole('textbox', { name: /^补充说明/ }).fill('高峰时段为 11:00–13:00 和 17:00–19:00。');
    await shot(enterprise, 'complaint-information-sheet-zh');
    await sheet.getByRole('button', { name: '提交补充材料' }).click();
    await expect(sheet).toBeHidden();
    await expect(
      enterprise.getByRole('region', { name: '办理过程' }).getByText('您 · 补充材料'),
    ).toBeVisible();
    const opinionNumber = (await api<Complaint>(enterprise, 'GET', `/app/complaint/detail?id=${opinionId}`))
      .complaintNumber;
    await expectListed(enterprise, opinionNumber, '待受理');
    await expect(enterprise.getByRole('link', { name: new RegExp(opinionNumber) })).toContainText('意见建议');
    await expect(enterprise.getByRole('link', { name: new RegExp(`${stamp}`) })).toHaveCount(1);

    // 2. An inspection nobody registered: department, officers, when, where, what happened.
    await enterprise.goto('/compaintBase');
    await enterprise.getByRole('link', { name: /投诉未扫码登记的检查/ }).click();
    await expect(enterprise).toHaveURL(/\/enterprise\/complaintNoScan/);
    await enterprise.getByRole('button', { name: '提交投诉' }).click();
    await expect(enterprise.getByText('请选择检查部门')).toBeVisible();
    await enterprise.getByLabel('检查部门').selectOption({ label: '市场监督管理局' });
    await enterprise.getByRole('textbox', { name: /^执法人员姓名或执法证号/ }).fill('两名男性，未出示证件');
    await enterprise.getByRole('button', { name: /^检查时间/ }).click();
    const picker = enterprise.getByRole('dialog', { name: '检查时间' });
    await picker.getByText('确定', { exact: true }).click();
    await expect(picker).toBeHidden();
    await enterprise.getByRole('textbox', { name: /^检查地点/ }).fill('南山区科技园南区门店');
    const whatHappened = `E2E 两人自称市场监管人员，检查后厨未扫码登记 ${stamp}`;
    await enterprise.getByRole('textbox', { name: /^发生了什么/ }).fill(whatHappened);
    await shot(enterprise, 'complaint-no-scan-form-zh');
    await enterprise.getByRole('button', { name: '提交投诉' }).click();
    await expect(enterprise).toHaveURL(/\/enterprise\/complaintDetailView\?id=/);
    await expect(enterprise.getByText('一次未扫码登记的检查')).toBeVisible();
    await expect(enterprise.getByText('南山区科技园南区门店')).toBeVisible();
    await shot(enterprise, 'complaint-detail-no-scan-zh');
    const noScanId = new URL(enterprise.url()).searchParams.get('id') as string;
    const noScan = await api<Complaint>(enterprise, 'GET', `/app/complaint/detail?id=${noScanId}`);
    await expectListed(enterprise, noScan.complaintNumber, '市场监督管理局');

    // 3. Withdrawn before anyone handles it, after confirming in the sheet; listed among the closed.
    const withdrawn = await lodge(enterprise, `E2E 将撤回的投诉 ${stamp}`);
    await enterprise.goto(`/enterprise/complaintDetailView?id=${withdrawn.id}`);
    await enterprise.getByRole('button', { name: '撤回投诉' }).click();
    const confirm = enterprise.getByRole('dialog', { name: '撤回这件投诉？' });
    await confirm.getByRole('textbox', { name: '撤回原因（可不填）' }).fill('已与检查部门沟通解决。');
    await shot(enterprise, 'complaint-withdraw-sheet-zh');
    await confirm.getByRole('button', { name: '确认撤回' }).click();
    await expect(confirm).toBeHidden();
    await expect(enterprise.getByText('已撤回').filter({ visible: true }).first()).toBeVisible();
    await expect(enterprise.getByRole('button', { name: '撤回投诉' })).toHaveCount(0);
    await enterprise.goto('/enterprise/complaintList');
    await enterprise.getByRole('tab', { name: '已办结' }).click();
    await expect(enterprise.getByRole('link', { name: new RegExp(withdrawn.complaintNumber) })).toContainText(
      '已撤回',
    );
    await shot(enterprise, 'complaint-list-closed-zh');
  });

  test('zh: the other handling steps: contact, an extension approved, a reply sent back, not accepted, duplicate', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const enterprise = await newUser(browser, ENTERPRISE);
    const supervisor = await newUser(browser, SUPERVISOR);
    const handler = await newUser(browser, HANDLER);
    const c = await lodge(enterprise, `E2E 需要延期办理的投诉 ${stamp}`);
    await supervisor.goto(`/compaintDetailIndex?id=${c.id}`);
    await act(supervisor, ['受理并分派', '确认受理', '已受理并分派']);

    // The handler signs, records the call, asks for five more working days; the supervisor approves.
    await handler.goto(`/compaintDetailIndex?id=${c.id}`);
    await act(handler, ['签收', '确认签收', '已签收，请按期答复']);
    await expect(handler.getByText(/^须于 .+ 前联系$/)).toBeVisible();
    await act(handler, ['记录联系投诉人', '保存联系记录', '已记录联系情况'], async (form) => {
      await form.getByRole('textbox', { name: /^通话记录/ }).fill('已电话联系张伟，了解检查经过。');
    });
    await expect(handler.getByText(/^已于 .+ 联系$/)).toBeVisible();
    const replyDue = (await detail(handler, c.id)).deadline?.dueAt;
    await act(handler, ['申请延期', '提交延期申请', '已提交延期申请'], async (form) => {
      await form.getByRole('textbox', { name: /^延长的工作日数/ }).fill('5');
      await form.getByRole('textbox', { name: /^延期理由/ }).fill('需调取执法记录仪视频。');
    });
    await supervisor.goto(`/compaintDetailIndex?id=${c.id}`);
    await act(supervisor, ['审批延期申请', '提交审批意见', '已审批延期申请'], async (form) => {
      await expect(supervisor.getByText('申请延长 5 个工作日，理由：需调取执法记录仪视频。')).toBeVisible();
      await form.getByRole('radio', { name: '批准延期' }).check({ force: true });
    });
    const extended = await detail(supervisor, c.id);
    expect(Date.parse(extended.deadline!.dueAt)).toBeGreaterThan(Date.parse(replyDue!));
    await enterprise.goto(`/enterprise/complaintDetailView?id=${c.id}`);
    await expect(enterprise.getByText('已批准：延长 5 个工作日')).toBeVisible();

    // A reply sent back with a reason goes to the handler again, who replies anew.
    await handler.goto(`/compaintDetailIndex?id=${c.id}`);
    await act(handler, ['答复', '提交答复', '已提交答复'], async (form) => {
      await form.getByRole('textbox', { name: /^调查核实情况/ }).fill('正在核查。');
      await form.getByRole('textbox', { name: /^处理措施/ }).fill('待定。');
    });
    await supervisor.goto(`/compaintDetailIndex?id=${c.id}`);
    await act(supervisor, ['审核答复', '提交审核结果', '已提交审核结果'], async (form) => {
      await form.getByRole('radio', { name: '退回重新办理' }).check({ force: true });
      await form.getByRole('textbox', { name: /^退回理由/ }).fill('处理措施不具体。');
    });
    await handler.goto(`/compaintDetailIndex?id=${c.id}`);
    await expect(handler.getByText('处理措施不具体。')).toBeVisible();
    await expect(handler.getByText('办理中').filter({ visible: true }).first()).toBeVisible();
    expect((await detail(handler, c.id)).deadline?.dueAt).toBe(extended.deadline?.dueAt);
    await handler
      .getByRole('region', { name: '办理过程' })
      .getByRole('listitem')
      .last()
      .scrollIntoViewIfNeeded();
    await shot(handler, 'complaint-handling-sent-back-zh');

    // Not accepted (out of scope), and a duplicate of the first: two distinct closed states.
    const outOfScope = await lodge(enterprise, `E2E 不属于受理范围的投诉 ${stamp}`);
    await supervisor.goto(`/compaintDetailIndex?id=${outOfScope.id}`);
    await act(supervisor, ['不予受理', '确认不予受理', '已决定不予受理'], async (form) => {
      await form.getByRole('radio', { name: '不属于受理范围' }).check({ force: true });
      await form.getByRole('textbox', { name: /^告知投诉人的说明/ }).fill('属于民事纠纷，请通过诉讼解决。');
    });
    const duplicate = await lodge(enterprise, `E2E 重复的投诉 ${stamp}`);
    await supervisor.goto(`/compaintDetailIndex?id=${duplicate.id}`);
    await act(supervisor, ['不予受理', '确认不予受理', '已决定不予受理'], async (form) => {
      await form.getByRole('radio', { name: '与已有投诉重复' }).check({ force: true });
      await form.getByRole('textbox', { name: /^重复的投诉编号/ }).fill(c.complaintNumber);
      await form.getByRole('textbox', { name: /^告知投诉人的说明/ }).fill('已在办理中。');
    });
    await expectListed(enterprise, outOfScope.complaintNumber, '不予受理');
    await expectListed(enterprise, duplicate.complaintNumber, '重复投诉');
    await enterprise.goto(`/enterprise/complaintDetailView?id=${duplicate.id}`);
    await expect(enterprise.getByText(new RegExp(`与 ${c.complaintNumber}`))).toBeVisible();
  });

  test('in English at 320 px: every complaint screen, no sideways scrolling', async ({ browser }) => {
    test.setTimeout(180_000);
    const enterprise = await newUser(browser, ENTERPRISE, 'en');
    const supervisor = await newUser(browser, SUPERVISOR, 'en');
    const handler = await newUser(browser, HANDLER, 'en');
    // One complaint replied and waiting for a rating, one just lodged.
    let replied = await lodge(enterprise, `E2E a complaint replied to, in English ${Date.now()}`);
    const step = (page: Page, path: string, body: object = {}) =>
      api<Complaint>(page, 'POST', `/app/complaint/${path}`, {
        id: replied.id,
        version: replied.version,
        ...body,
      });
    replied = await step(supervisor, 'accept', { departmentCode: 'health', note: '' });
    replied = await step(handler, 'sign');
    replied = await step(handler, 'reply', {
      findings: 'The inspection was on the plan, but it came too soon after the last one.',
      measures: 'Inspections of this enterprise are now spaced at least a month apart.',
    });
    replied = await step(supervisor, 'review', { decision: 'resolve', note: '' });
    const fresh = await lodge(enterprise, `E2E a complaint just lodged, in English ${Date.now()}`);

    const screens: Array<[Page, string, string, string]> = [
      [enterprise, '/compaintBase', 'Complaints and suggestions', 'complaint-base-en-320'],
      [
        enterprise,
        '/enterprise/complaint?comOrOpi=0&isSelect=true',
        'Enforcement complaint',
        'complaint-form-en-320',
      ],
      [enterprise, '/enterprise/complaint?comOrOpi=1', 'Opinion or suggestion', 'complaint-opinion-en-320'],
      [
        enterprise,
        '/enterprise/complaintNoScan',
        'Complain about an unregistered inspection',
        'complaint-no-scan-en-320',
      ],
      [enterprise, '/enterprise/complaintList', 'My complaints', 'complaint-list-en-320'],
      [
        enterprise,
        `/enterprise/complaintDetailView?id=${replied.id}`,
        'Complaint',
        'complaint-detail-en-320',
      ],
      [
        enterprise,
        `/enterprise/complaintEvaluate?id=${replied.id}`,
        'Rate the handling',
        'complaint-rate-en-320',
      ],
      [supervisor, '/enforce/enforceNotice', 'Complaints to handle', 'complaint-handling-list-en-320'],
      [
        supervisor,
        `/compaintDetailIndex?id=${fresh.id}`,
        'Handle a complaint',
        'complaint-handling-detail-en-320',
      ],
    ];
    for (const page of [enterprise, supervisor]) await page.setViewportSize({ width: 320, height: 740 });
    for (const [page, address, heading, name] of screens) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.locator('.adm-skeleton')).toHaveCount(0);
      await expectNoSidewaysScroll(page, name);
      await snap(page, name);
    }

    // The forms that open inside the screens fit too: the accept form, the rating with its reason.
    await supervisor.getByRole('button', { name: 'Accept and assign' }).click();
    await expect(supervisor.getByRole('radio', { name: 'Health Commission', exact: true })).toBeChecked();
    await expectNoSidewaysScroll(supervisor, 'accept form');
    await supervisor.getByRole('button', { name: 'Accept', exact: true }).scrollIntoViewIfNeeded();
    await snap(supervisor, 'complaint-handling-accept-en-320');
    await enterprise.goto(`/enterprise/complaintEvaluate?id=${replied.id}`);
    await enterprise.getByRole('radio', { name: '2: dissatisfied' }).check({ force: true });
    await expect(enterprise.getByText(/another officer of the department signs for it/)).toBeVisible();
    await expectNoSidewaysScroll(enterprise, 'rating, dissatisfied');
    await snap(enterprise, 'complaint-rate-dissatisfied-en-320');
  });
});

async function expectNoSidewaysScroll(page: Page, name: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}
