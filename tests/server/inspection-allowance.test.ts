import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertRegistration, newEnterprise, OFFICERS, registrationInput } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 10 June 2026, 10:00 in the city.
const START = new Date('2026-06-10T02:00:00Z');
let clock = START;

const server = useTestApp({
  clock: { now: () => clock },
  users: {
    liMing: OFFICERS.liMing, // market
    zhaoQiang: OFFICERS.zhaoQiang, // market
    heJing: '13900000003', // market's head
    huangLei: '13900000004', // health's head
    wangFang: OFFICERS.wangFang, // health
    supervisor: '13700000001',
    owner: '13800000001', // 鹏程食品
  },
});
const { call, tokens } = server;
const db = () => server.database.handle.db;

type Input = ApiInput<'createRegistration'>;
const register = (enterpriseNumber: string, overrides: Partial<Input> = {}, token = tokens.liMing) =>
  call(
    'createRegistration',
    registrationInput(
      {
        enterpriseNumber,
        type: 'triggered',
        triggerReason: '日常巡查发现异常',
        caseReason: undefined,
        caseReference: undefined,
        ...overrides,
      },
      clock.getTime(),
    ),
    { token },
  );

const today = () => new Date(clock.getTime() + 8 * HOUR).toISOString().slice(0, 10);
const dayAfter = (days: number) =>
  new Date(clock.getTime() + 8 * HOUR + days * DAY).toISOString().slice(0, 10);

const requestApproval = (
  enterpriseNumber: string,
  overrides: Partial<ApiInput<'requestInspectionApproval'>> = {},
  token = tokens.liMing,
) =>
  call(
    'requestInspectionApproval',
    {
      clientRequestId: randomUUID(),
      enterpriseNumber,
      itemCodes: ['MK-01', 'MK-05'],
      reason: '群众反映该店仍在销售过期食品，需再次现场核查',
      validFrom: today(),
      validTo: dayAfter(6),
      ...overrides,
    },
    { token },
  );

/** A fresh enterprise the market department already inspected once today (its daily threshold is 1). */
async function inspectedToday() {
  const enterprise = await newEnterprise(db());
  await insertRegistration(db(), {
    enterpriseId: enterprise.id,
    startedAt: new Date(clock.getTime() - 2 * HOUR),
  });
  return enterprise;
}

describe('the allowance, shown before the form is filled and enforced on submit', () => {
  it('the form reads the remaining allowance; within it a routine or triggered inspection is registered', async () => {
    const enterprise = await newEnterprise(db());
    const preview = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: enterprise.enterpriseNumber },
        { token: tokens.liMing },
      ),
    );
    expect(preview.allowance).toMatchObject({
      departmentCode: 'market',
      used: 0,
      cap: 2,
      remaining: 2,
      day: { count: 0, max: 1 },
      over: [],
      approvals: [],
    });
    const created = ok(await register(enterprise.enterpriseNumber));
    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    expect(detail).toMatchObject({
      allowanceBasis: 'within',
      registeredBy: 'number',
      typedReason: 'codeUnavailable',
    });
  });

  it('one over the daily threshold or the annual cap is refused with the reason, in the user’s language', async () => {
    const enterprise = await inspectedToday();
    const preview = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: enterprise.enterpriseNumber },
        { token: tokens.liMing },
      ),
    );
    expect(preview.allowance.over).toEqual(['daily']);
    const zh = await register(enterprise.enterpriseNumber);
    expect(zh).toMatchObject({ code: 500, reason: 'overAllowance' });
    expect(zh.message).toContain('超出每日频次');
    const en = await call(
      'createRegistration',
      registrationInput(
        { enterpriseNumber: enterprise.enterpriseNumber, type: 'triggered', triggerReason: 'x' },
        clock.getTime(),
      ),
      { token: tokens.liMing, locale: 'en' },
    );
    expect(en.message).toContain('beyond the daily limit');

    // The cap: two earlier this year by market, on other days.
    const capped = await newEnterprise(db());
    for (const daysAgo of [30, 60])
      await insertRegistration(db(), {
        enterpriseId: capped.id,
        startedAt: new Date(clock.getTime() - daysAgo * DAY),
      });
    const refused = await register(capped.enterpriseNumber);
    expect(refused).toMatchObject({ code: 500, reason: 'overAllowance' });
    expect(refused.message).toContain('年度上限');
    // Another department's cap is its own.
    ok(
      await register(
        capped.enterpriseNumber,
        {
          officers: [
            { name: '王芳', certificateNumber: '44030023456' },
            { name: '周杰', certificateNumber: '44030023457' },
          ],
          items: [{ code: 'HL-01', name: '卫生许可证有效性', result: 'compliant' }],
        },
        tokens.wangFang,
      ),
    );
  });

  it('a typed number needs its reason; the draft receipt refuses what submitting would', async () => {
    const enterprise = await newEnterprise(db());
    const typed = await register(enterprise.enterpriseNumber, { typedReason: undefined });
    expect(typed).toMatchObject({ status: 400, fields: { typedReason: '为必填项' } });
    const over = await inspectedToday();
    const draft = await call(
      'previewReceipt',
      registrationInput(
        { enterpriseNumber: over.enterpriseNumber, type: 'triggered', triggerReason: 'x' },
        clock.getTime(),
      ),
      { token: tokens.liMing },
    );
    expect(draft).toMatchObject({ code: 500, reason: 'overAllowance' });
  });
});

describe('excepted kinds, each with its reference', () => {
  it('a 12345 ticket or a complaint of this service about the enterprise; anything else is refused', async () => {
    const enterprise = await inspectedToday();
    const kase = { type: 'case' as const, triggerReason: undefined, caseReason: 'complaint' as const };
    const missing = await register(enterprise.enterpriseNumber, kase);
    expect(missing).toMatchObject({ status: 400, fields: { caseReference: '为必填项' } });
    const unknown = await register(enterprise.enterpriseNumber, { ...kase, caseReference: 'TS202606109999' });
    expect(Object.keys(unknown.fields!)).toEqual(['caseReference']);
    const ticket = ok(
      await register(enterprise.enterpriseNumber, { ...kase, caseReference: '12345-20260610-0001' }),
    );
    const detail = ok(await call('getRegistration', { id: ticket.id }, { token: tokens.liMing }));
    expect(detail).toMatchObject({ allowanceBasis: 'excepted', caseReference: '12345-20260610-0001' });
  });

  it('a re-check names the department’s earlier registration there that found problems', async () => {
    const enterprise = await inspectedToday();
    const kase = { type: 'case' as const, triggerReason: undefined, caseReason: 'recheck' as const };
    const first = ok(
      await register(enterprise.enterpriseNumber, {
        type: 'case',
        caseReason: 'complaint',
        caseReference: '12345-20260610-0002',
        startedAt: new Date(clock.getTime() - 3 * HOUR).toISOString(),
        endedAt: new Date(clock.getTime() - 2.5 * HOUR).toISOString(),
        problems: [{ description: '冷柜温度超标', rectification: '三日内维修', photoIds: [] }],
      }),
    );
    expect(
      Object.keys(
        (await register(enterprise.enterpriseNumber, { ...kase, caseReference: 'JC20260101000001' })).fields!,
      ),
    ).toEqual(['caseReference']);
    ok(await register(enterprise.enterpriseNumber, { ...kase, caseReference: first.registrationNumber }));
  });

  it('a referral and an emergency state what they are; the enterprise’s request comes from its appointment', async () => {
    const enterprise = await inspectedToday();
    const kase = { type: 'case' as const, triggerReason: undefined };
    expect((await register(enterprise.enterpriseNumber, { ...kase, caseReason: 'referral' })).fields).toEqual(
      {
        caseReference: '为必填项',
      },
    );
    ok(
      await register(enterprise.enterpriseNumber, {
        ...kase,
        caseReason: 'referral',
        caseReference: '区应急管理局移送函 深南应急函〔2026〕37号',
      }),
    );
    ok(
      await register(enterprise.enterpriseNumber, {
        ...kase,
        caseReason: 'emergency',
        caseReference: '燃气泄漏报警',
      }),
    );
    const request = await register(enterprise.enterpriseNumber, {
      ...kase,
      caseReason: 'enterprise_request',
    });
    expect(Object.keys(request.fields!)).toEqual(['caseReason']);
  });
});

describe('a prior approval, asked by the officer and decided by the department head', () => {
  it('lets exactly one registration beyond the allowance, marked approved, seen by the enterprise and the supervision office', async () => {
    const enterprise = await inspectedToday();
    const asked = ok(await requestApproval(enterprise.enterpriseNumber));
    expect(asked).toMatchObject({ status: 'requested', usable: false, canDecide: false, canWithdraw: true });
    const toDecide = ok(
      await call('listInspectionApprovals', { scope: 'toDecide' }, { token: tokens.heJing }),
    );
    expect(toDecide.items.map((a) => a.id)).toContain(asked.id);
    expect(
      ok(await call('listInspectionApprovals', { scope: 'toDecide' }, { token: tokens.liMing })).items,
    ).toEqual([]);
    // Not yet approved: still refused.
    expect(await register(enterprise.enterpriseNumber, { approvalId: asked.id })).toMatchObject({
      code: 500,
    });

    const approved = ok(
      await call(
        'decideInspectionApproval',
        { id: asked.id, decision: 'approve', version: asked.version },
        { token: tokens.heJing },
      ),
    );
    expect(approved).toMatchObject({ status: 'approved', usable: true, decidedByName: '何静' });
    const preview = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: enterprise.enterpriseNumber },
        { token: tokens.zhaoQiang },
      ),
    );
    expect(preview.allowance.approvals.map((a) => a.id)).toEqual([asked.id]);

    // Items beyond the approval's are refused.
    const otherItems = await register(enterprise.enterpriseNumber, {
      approvalId: asked.id,
      items: [{ code: 'MK-02', name: '进货查验记录', result: 'compliant' }],
    });
    expect(otherItems).toMatchObject({ code: 500 });
    const created = ok(await register(enterprise.enterpriseNumber, { approvalId: asked.id }));
    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.supervisor }));
    expect(detail.allowanceBasis).toBe('approved');
    const used = ok(await call('getInspectionApproval', { id: asked.id }, { token: tokens.liMing }));
    expect(used).toMatchObject({ usable: false, canWithdraw: false, registration: { id: created.id } });
    // Used once: a second registration with it is refused.
    expect(await register(enterprise.enterpriseNumber, { approvalId: asked.id })).toMatchObject({
      code: 500,
    });
    const listed = ok(
      await call(
        'listRegistrations',
        { flag: 'approved', departmentCode: 'market' },
        { token: tokens.supervisor },
      ),
    );
    expect(listed.items.map((r) => r.id)).toContain(created.id);
  });

  it('every step: who may take it and from which status; refusals say why', async () => {
    const enterprise = await newEnterprise(db());
    const asked = ok(await requestApproval(enterprise.enterpriseNumber));
    const decide = (token: string, decision: 'approve' | 'refuse', version: number, note?: string) =>
      call('decideInspectionApproval', { id: asked.id, decision, version, note }, { token });
    expect(await decide(tokens.liMing, 'approve', 1)).toMatchObject({
      code: 500,
      message: '只有本部门负责人可以审批',
    });
    expect(await decide(tokens.huangLei, 'approve', 1)).toMatchObject({ status: 404 });
    expect(await decide(tokens.heJing, 'refuse', 1)).toMatchObject({
      status: 400,
      fields: { note: '不予批准时须说明理由' },
    });
    expect(await decide(tokens.heJing, 'approve', 2)).toMatchObject({
      code: 500,
      message: '该申请已被他人处理，请刷新后重试',
    });
    const refused = ok(await decide(tokens.heJing, 'refuse', 1, '本月已检查两次，改为书面核查'));
    expect(refused).toMatchObject({ status: 'refused', decisionNote: '本月已检查两次，改为书面核查' });
    expect(await decide(tokens.heJing, 'approve', refused.version)).toMatchObject({
      message: '该申请已处理，不能再次审批',
    });
    expect(
      await call(
        'withdrawInspectionApproval',
        { id: asked.id, version: refused.version },
        { token: tokens.liMing },
      ),
    ).toMatchObject({ code: 500 });

    // The head's own request is decided by another head, never by himself.
    const own = ok(await requestApproval(enterprise.enterpriseNumber, {}, tokens.heJing));
    expect(
      await call(
        'decideInspectionApproval',
        { id: own.id, decision: 'approve', version: 1 },
        { token: tokens.heJing },
      ),
    ).toMatchObject({ message: '不能审批本人提出的申请，须由本部门其他负责人审批' });

    // Withdrawn by its requester only, while unused.
    const second = ok(await requestApproval(enterprise.enterpriseNumber));
    expect(
      await call('withdrawInspectionApproval', { id: second.id, version: 1 }, { token: tokens.zhaoQiang }),
    ).toMatchObject({ code: 500 });
    expect(
      ok(await call('withdrawInspectionApproval', { id: second.id, version: 1 }, { token: tokens.liMing }))
        .status,
    ).toBe('withdrawn');

    // Who sees it: the department and the supervision office; another department, not found.
    expect(await call('getInspectionApproval', { id: asked.id }, { token: tokens.wangFang })).toMatchObject({
      status: 404,
    });
    ok(await call('getInspectionApproval', { id: asked.id }, { token: tokens.supervisor }));
    expect(await call('getInspectionApproval', { id: asked.id }, { token: tokens.owner })).toMatchObject({
      status: 403,
    });
  });

  it('the demo request of 李明 waits for the market head alone, to decide; its requester may withdraw it', async () => {
    const toDecide = ok(
      await call('listInspectionApprovals', { scope: 'toDecide' }, { token: tokens.heJing }),
    );
    expect(toDecide.items.find((a) => a.id === 'apr-demo-1')).toMatchObject({
      status: 'requested',
      requestedByName: '李明',
      canDecide: true,
      canWithdraw: false,
    });
    const mine = ok(await call('listInspectionApprovals', { scope: 'mine' }, { token: tokens.liMing }));
    expect(mine.items.find((a) => a.id === 'apr-demo-1')).toMatchObject({
      canDecide: false,
      canWithdraw: true,
    });
    const health = ok(
      await call('listInspectionApprovals', { scope: 'toDecide' }, { token: tokens.huangLei }),
    );
    expect(health.items.some((a) => a.id === 'apr-demo-1')).toBe(false);
  });

  it('the demo’s third market inspection of 南山精密 went beyond the cap with 何静’s approval, used once', async () => {
    const approval = ok(await call('getInspectionApproval', { id: 'apr-demo-2' }, { token: tokens.heJing }));
    expect(approval).toMatchObject({
      status: 'approved',
      usable: false,
      registration: { id: 'reg-demo-13' },
    });
    const detail = ok(await call('getRegistration', { id: 'reg-demo-13' }, { token: tokens.supervisor }));
    expect(detail).toMatchObject({ allowanceBasis: 'approved', registeredBy: 'scan' });
    const preview = ok(
      await call('getEnterprisePreview', { enterpriseNumber: 'SZ440305000456' }, { token: tokens.liMing }),
    );
    expect(preview.allowance).toMatchObject({ used: 3, cap: 2, remaining: 0 });
  });

  it('a window from today, at most 30 days; an approval is usable only inside it (test clock)', async () => {
    const enterprise = await inspectedToday();
    expect(await requestApproval(enterprise.enterpriseNumber, { validFrom: dayAfter(-1) })).toMatchObject({
      code: 500,
    });
    expect(await requestApproval(enterprise.enterpriseNumber, { validTo: dayAfter(30) })).toMatchObject({
      code: 500,
    });
    const asked = ok(
      await requestApproval(enterprise.enterpriseNumber, { validFrom: dayAfter(1), validTo: dayAfter(2) }),
    );
    ok(
      await call(
        'decideInspectionApproval',
        { id: asked.id, decision: 'approve', version: 1 },
        { token: tokens.heJing },
      ),
    );
    try {
      expect(await register(enterprise.enterpriseNumber, { approvalId: asked.id })).toMatchObject({
        code: 500,
      });
      clock = new Date(START.getTime() + 3 * DAY + HOUR);
      await insertRegistration(db(), {
        enterpriseId: enterprise.id,
        startedAt: new Date(clock.getTime() - 2 * HOUR),
      });
      // Past its last day (the 12th): no longer usable.
      expect(await register(enterprise.enterpriseNumber, { approvalId: asked.id })).toMatchObject({
        code: 500,
      });
      clock = new Date(START.getTime() + DAY + HOUR);
      ok(await register(enterprise.enterpriseNumber, { approvalId: asked.id }));
    } finally {
      clock = START;
    }
  });

  it('tells the heads of a request and the requester of the decision', async () => {
    const enterprise = await newEnterprise(db());
    const asked = ok(await requestApproval(enterprise.enterpriseNumber));
    const heads = ok(await call('listMessages', { box: 'personal' }, { token: tokens.heJing }));
    expect(heads.items.some((m) => m.link?.params.id === asked.id)).toBe(true);
    ok(
      await call(
        'decideInspectionApproval',
        { id: asked.id, decision: 'approve', version: 1 },
        { token: tokens.heJing },
      ),
    );
    const requester = ok(await call('listMessages', { box: 'personal' }, { token: tokens.liMing }));
    expect(requester.items.some((m) => m.link?.params.id === asked.id && m.title.includes('已批准'))).toBe(
      true,
    );
  });
});
