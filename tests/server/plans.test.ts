import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT, insertRegistration } from './loop-fixtures';
import { createCaller, login, ok, openTestDatabase, testConfig, type TestDatabase } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import { dateText, workingDaysBefore } from '../../contract/city-calendar';
import type { PlanDetail } from '../../contract/plans/schemas';
import { buildApp } from '../../server/app';
import { messages } from '../../server/db/schema/messages';
import { inspectionNotices } from '../../server/db/schema/notices';
import { planDepartments, plans } from '../../server/db/schema/plans';
import { registrations } from '../../server/db/schema/registrations';

const DAY = 86_400_000;
const PENGCHENG = 'SZ440305000123';
const NANSHAN = 'SZ440305000456';
const USERS = {
  liMing: '13900000001', // market, wrote the plans below
  zhaoQiang: '13900000011', // market
  heJing: '13900000003', // market plan approver
  wangFang: '13900000002', // health
  huangLei: '13900000004', // health plan approver
  zhouZheng: '13700000001', // supervisor (justice)
  entA: '13800000001',
} as const;
const ID = {
  liMing: 'usr-13900000001',
  zhaoQiang: 'usr-13900000011',
  heJing: 'usr-13900000003',
  huangLei: 'usr-13900000004',
  wangFang: 'usr-13900000002',
};

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The days the seeded holiday notices change (days off, weekend days worked): the server counts lead times on them. */
const holidays = new URL('../../server/db/holidays/', import.meta.url);
const CALENDAR_DAYS = new Set(
  readdirSync(holidays)
    .filter((file) => file.endsWith('.json'))
    .flatMap(
      (file) =>
        (JSON.parse(readFileSync(new URL(file, holidays), 'utf8')) as { days: Array<{ date: string }> }).days,
    )
    .map((day) => day.date),
);
/**
 * The first Monday at least `days` days after today (the seeded enterprises exist by then) with no holiday and no
 * worked weekend day in the two weeks before it, so that its lead times are the plain weekday ones asserted here.
 */
function mondayIn(days: number): string {
  const quiet = (monday: string) =>
    Array.from({ length: 15 }, (_, back) => addDays(monday, -back)).every((d) => !CALENDAR_DAYS.has(d));
  let date = addDays(dateText(new Date()), days);
  while (weekday(date) !== 1 || !quiet(date)) date = addDays(date, 1);
  return date;
}
const cityMorning = (iso: string) => new Date(`${iso}T10:00:00+08:00`);

let clock = new Date();
let database: TestDatabase;
let app: FastifyInstance;
/** Plans must be approved one working day ahead instead of the default seven. */
let shortLeadApp: FastifyInstance;
let caller: ReturnType<typeof createCaller>;
let shortLead: ReturnType<typeof createCaller>;
const tokens = {} as Record<keyof typeof USERS, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  const build = (overrides = {}) =>
    buildApp({ config: testConfig(overrides), database: database.handle, now: () => clock });
  app = await build();
  shortLeadApp = await build({ planApprovalLeadWorkingDays: 1, noticeLeadWorkingDays: 1 });
  await Promise.all([app.ready(), shortLeadApp.ready()]);
  caller = createCaller(app);
  shortLead = createCaller(shortLeadApp);
  for (const [name, phone] of Object.entries(USERS))
    tokens[name as keyof typeof USERS] = await login(app, phone);
});

afterAll(async () => {
  await app?.close();
  await shortLeadApp?.close();
  await database?.dispose();
});

const PERIOD_FROM = mondayIn(42);

function planInput(overrides: Partial<ApiInput<'savePlan'>> = {}): ApiInput<'savePlan'> {
  return {
    clientRequestId: randomUUID(),
    title: '测试食品经营者检查计划',
    type: 'routine',
    legalBasis: '《中华人民共和国食品安全法》第一百一十条',
    itemCodes: ['MK-01', 'MK-05'],
    periodFrom: PERIOD_FROM,
    periodTo: addDays(PERIOD_FROM, 30),
    officerCertificates: [CERT.liMing, CERT.zhaoQiang],
    targetNumbers: [PENGCHENG, NANSHAN],
    jointDepartments: [],
    ...overrides,
  };
}

const call = <K extends Parameters<typeof caller.call>[0]>(
  name: K,
  input: ApiInput<K>,
  user: keyof typeof USERS,
  via = caller,
) => via.call(name, input, { token: tokens[user] });

async function draft(overrides: Partial<ApiInput<'savePlan'>> = {}, user: keyof typeof USERS = 'liMing') {
  return ok(await call('savePlan', planInput(overrides), user));
}
async function submit(plan: PlanDetail, user: keyof typeof USERS = 'liMing', via = caller) {
  return ok(await call('submitPlan', { id: plan.id, version: plan.version }, user, via));
}
async function approve(plan: PlanDetail, user: keyof typeof USERS = 'heJing', via = caller) {
  return ok(await call('decidePlan', { id: plan.id, version: plan.version, decision: 'approve' }, user, via));
}
const failure = (message: string) => ({ status: 200, code: 500, message });

async function messagesAbout(planId: string) {
  const rows = await database.handle.db
    .select()
    .from(messages)
    .where(inArray(messages.kind, ['planSubmitted', 'planApproved', 'planReturned', 'planCancelled']));
  return rows.filter((m) => m.link?.params.id === planId);
}

describe('savePlan', () => {
  it('creates a draft of the officer department, named and listed, once per request id', async () => {
    clock = new Date();
    const input = planInput();
    const plan = ok(await call('savePlan', input, 'liMing'));
    expect(plan).toMatchObject({
      status: 'draft',
      version: 1,
      departmentName: '市场监督管理局',
      targetsPlanned: 2,
      targetsInspected: 0,
      draw: null,
      allowedActions: ['save', 'submit', 'cancel'],
      lastApprovalDate: workingDaysBefore(PERIOD_FROM, 7),
    });
    expect(plan.items).toEqual([
      { code: 'MK-01', name: '营业执照及食品经营许可证公示' },
      { code: 'MK-05', name: '过期变质食品清理' },
    ]);
    expect(plan.officers.map((o) => [o.name, o.drawn])).toEqual([
      ['李明', false],
      ['赵强', false],
    ]);
    expect(plan.targets.map((t) => t.enterpriseNumber)).toEqual([PENGCHENG, NANSHAN]);
    expect(plan.departments).toMatchObject([{ code: 'market', lead: true, approvedAt: null }]);
    expect(plan.events).toMatchObject([{ action: 'save', actorName: '李明', reason: null }]);
    expect(plan.input).toMatchObject({ id: plan.id, version: 1, itemCodes: ['MK-01', 'MK-05'] });
    expect(plan.input!.clientRequestId).not.toBe(input.clientRequestId);

    const again = ok(await call('savePlan', input, 'liMing'));
    expect(again).toMatchObject({ id: plan.id, version: 1 });
    const english = ok(await caller.call('getPlan', { id: plan.id }, { token: tokens.liMing, locale: 'en' }));
    expect(english.items[0]!.name).toBe('Business licence and food permit displayed');
  });

  it('edits a draft at its current version; a stale version is refused, a retried save answers the stored plan', async () => {
    const plan = await draft();
    const edit = { id: plan.id, version: 1, title: '改过的标题', clientRequestId: randomUUID() };
    const edited = ok(await call('savePlan', planInput(edit), 'zhaoQiang'));
    expect(edited).toMatchObject({ title: '改过的标题', version: 2 });
    expect(ok(await call('savePlan', planInput(edit), 'zhaoQiang'))).toMatchObject({ version: 2 });
    const stale = await call('savePlan', planInput({ ...edit, clientRequestId: randomUUID() }), 'liMing');
    expect(stale).toMatchObject(failure('该计划已被他人修改，请刷新后重试'));
    const noVersion = await call('savePlan', planInput({ id: plan.id }), 'liMing');
    expect(noVersion.fields).toHaveProperty('version');
    expect(edited.events.map((e) => e.action)).toEqual(['save', 'save']);
  });

  it('checks items, officers, targets and joint departments on the server, on their fields', async () => {
    const fieldOf = async (overrides: Partial<ApiInput<'savePlan'>>) => {
      const result = await call('savePlan', planInput(overrides), 'liMing');
      expect(result.status).toBe(400);
      return Object.keys(result.fields ?? {});
    };
    expect(await fieldOf({ itemCodes: ['MK-01', 'HL-01'] })).toEqual(['itemCodes']);
    expect(await fieldOf({ officerCertificates: [CERT.liMing, CERT.wangFang] })).toEqual([
      'officerCertificates',
    ]);
    expect(await fieldOf({ officerCertificates: [CERT.liMing] })).toEqual(['officerCertificates']);
    expect(await fieldOf({ targetNumbers: ['SZ440305999999'] })).toEqual(['targetNumbers']);
    expect(await fieldOf({ type: 'joint', jointDepartments: ['justice'] })).toEqual(['jointDepartments']);
    expect(await fieldOf({ type: 'joint', jointDepartments: ['market'] })).toEqual(['jointDepartments']);
    expect(await fieldOf({ type: 'joint', jointDepartments: ['nowhere'] })).toEqual(['jointDepartments']);
    // A joint plan may name officers of every department taking part.
    const joint = await draft({
      type: 'joint',
      jointDepartments: ['health'],
      officerCertificates: [CERT.liMing, CERT.wangFang],
    });
    expect(joint.departments.map((d) => [d.code, d.lead])).toEqual([
      ['market', true],
      ['health', false],
    ]);
  });

  it('is for officers of an inspecting department only', async () => {
    expect((await call('savePlan', planInput(), 'entA')).status).toBe(403);
    expect((await call('savePlan', planInput(), 'zhouZheng')).status).toBe(403);
    expect((await call('getPlanOptions', {}, 'zhouZheng')).status).toBe(403);
  });
});

describe('the title search', () => {
  it('finds any part of a title, one character or more, Latin letters in any case; never pieces out of order', async () => {
    const plan = await draft({ title: '甲乙丙 Night Market 丁戊' });
    const found = async (query: string) =>
      ok(await call('listPlans', { query }, 'liMing')).items.some((p) => p.id === plan.id);
    for (const query of [
      '甲',
      '乙丙',
      '丙 N',
      'night market',
      'MARKET 丁',
      '丁戊',
      '甲乙丙 Night Market 丁戊',
    ])
      expect(await found(query), query).toBe(true);
    for (const query of ['乙甲', '丙丁', 'Market丁', '戊己', 'nightmarket'])
      expect(await found(query), query).toBe(false);
  });

  it('can narrow through the index of two-character pieces (plans_title_bigrams_idx)', async () => {
    const db = database.handle.db;
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from plans where sv_bigrams(title) @> sv_bigrams(${'夜市'}) and title ilike ${'%夜市%'}`,
      );
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('plans_title_bigrams_idx');
  });
});

describe('who sees a plan', () => {
  it('departments taking part and supervisors; another department is told it does not exist', async () => {
    const plan = await draft({ title: '可见性测试计划' });
    expect((await call('getPlan', { id: plan.id }, 'wangFang')).status).toBe(404);
    expect((await call('getPlan', { id: plan.id }, 'huangLei')).status).toBe(404);
    expect((await call('getPlan', { id: 'no-such-plan' }, 'liMing')).status).toBe(404);
    expect((await call('getPlan', { id: plan.id }, 'entA')).status).toBe(403);
    expect((await call('listPlans', {}, 'entA')).status).toBe(403);
    const supervised = ok(await call('getPlan', { id: plan.id }, 'zhouZheng'));
    expect(supervised.allowedActions).toEqual([]);
    expect(supervised.input).toBeNull();

    const query = '可见性测试';
    expect(ok(await call('listPlans', { query }, 'liMing')).items.map((p) => p.id)).toEqual([plan.id]);
    expect(ok(await call('listPlans', { query }, 'wangFang')).items).toEqual([]);
    expect(ok(await call('listPlans', { query }, 'zhouZheng')).items.map((p) => p.id)).toEqual([plan.id]);
    const all = ok(await call('listPlans', {}, 'zhouZheng')).items.map((p) => p.departmentName);
    expect(new Set(all)).toContain('市场监督管理局');
    const healthList = ok(await call('listPlans', {}, 'wangFang')).items;
    expect(healthList.map((p) => p.id)).toContain('plan-health-public-places');
    expect(healthList.map((p) => p.id)).not.toContain('plan-market-food-2026');
  });
});

describe('the state machine', () => {
  it('draft -> submitted -> returned -> draft -> submitted -> approved -> cancelled, with messages', async () => {
    clock = new Date();
    let plan = await draft({ title: '状态流转测试计划' });
    plan = await submit(plan);
    expect(plan).toMatchObject({ status: 'submitted', version: 2, allowedActions: ['cancel'] });
    expect(await messagesAbout(plan.id)).toMatchObject([{ userId: ID.heJing, kind: 'planSubmitted' }]);

    const v = { id: plan.id, version: plan.version };
    expect(await call('submitPlan', v, 'liMing')).toMatchObject(failure('该计划当前的状态不允许此操作'));
    expect(await call('savePlan', planInput(v), 'liMing')).toMatchObject(
      failure('该计划当前的状态不允许此操作'),
    );
    expect((await call('decidePlan', { ...v, decision: 'approve' }, 'liMing')).status).toBe(403);
    expect((await call('decidePlan', { ...v, decision: 'approve' }, 'zhouZheng')).status).toBe(403);
    expect((await call('decidePlan', { ...v, decision: 'approve' }, 'huangLei')).status).toBe(404);
    expect((await call('decidePlan', { ...v, decision: 'approve' }, 'entA')).status).toBe(403);
    expect((await call('submitPlan', v, 'wangFang')).status).toBe(404);
    const noReason = await call('decidePlan', { ...v, decision: 'return' }, 'heJing');
    expect(noReason.fields).toHaveProperty('reason');
    const approverView = ok(await call('getPlan', { id: plan.id }, 'heJing'));
    expect(approverView.allowedActions).toEqual(['approve', 'return', 'cancel']);

    plan = ok(await call('decidePlan', { ...v, decision: 'return', reason: '检查事项不全' }, 'heJing'));
    expect(plan).toMatchObject({ status: 'returned', allowedActions: ['save', 'submit', 'cancel'] });
    expect(plan.events.at(-1)).toMatchObject({ action: 'return', actorName: '何静', reason: '检查事项不全' });
    const returned = (await messagesAbout(plan.id)).filter((m) => m.kind === 'planReturned');
    expect(returned.map((m) => m.userId).sort()).toEqual([ID.liMing, ID.zhaoQiang].sort());
    expect(returned[0]!.bodyZh).toContain('检查事项不全');
    expect(returned[0]!.bodyEn).toContain('检查事项不全');
    expect(
      await call('decidePlan', { id: plan.id, version: plan.version, decision: 'approve' }, 'heJing'),
    ).toMatchObject(failure('该计划当前的状态不允许此操作'));

    plan = ok(
      await call(
        'savePlan',
        planInput({ id: plan.id, version: plan.version, itemCodes: ['MK-01', 'MK-02', 'MK-05'] }),
        'liMing',
      ),
    );
    expect(plan.status).toBe('draft');
    plan = await approve(await submit(plan));
    // 何静 is also an officer of the lead department: she may cancel it, no longer approve it.
    expect(plan).toMatchObject({ status: 'approved', allowedActions: ['cancel'] });
    expect(plan.departments[0]).toMatchObject({ approverName: '何静' });
    const approved = (await messagesAbout(plan.id)).filter((m) => m.kind === 'planApproved');
    expect(approved.map((m) => m.userId).sort()).toEqual([ID.liMing, ID.zhaoQiang].sort());
    expect(approved[0]!.link).toEqual({ path: 'enforcementPlanDetailed', params: { id: plan.id } });
    const notices = await database.handle.db
      .select()
      .from(inspectionNotices)
      .where(eq(inspectionNotices.planId, plan.id));
    expect(notices.map((n) => n.kind)).toEqual(['advance', 'advance']);

    const authorView = ok(await call('getPlan', { id: plan.id }, 'liMing'));
    expect(authorView.allowedActions).toEqual(['cancel']);
    // Each target's advance notice is named on the plan, so it opens as a document from there.
    expect(authorView.targets.map((t) => t.noticeId).sort()).toEqual(notices.map((n) => n.id).sort());
    const w = { id: plan.id, version: plan.version };
    expect((await call('cancelPlan', w, 'liMing')).fields).toHaveProperty('reason');
    expect((await call('cancelPlan', { ...w, reason: '不再需要' }, 'wangFang')).status).toBe(404);
    plan = ok(await call('cancelPlan', { ...w, reason: '任务调整' }, 'liMing'));
    expect(plan).toMatchObject({ status: 'cancelled', allowedActions: [] });
    expect(plan.events.map((e) => e.action)).toEqual([
      'save',
      'submit',
      'return',
      'save',
      'submit',
      'approve',
      'cancel',
    ]);
    const cancelled = (await messagesAbout(plan.id)).filter((m) => m.kind === 'planCancelled');
    expect(cancelled.map((m) => m.userId)).toEqual([ID.zhaoQiang]);
    expect(
      await call('cancelPlan', { id: plan.id, version: plan.version, reason: 'x' }, 'liMing'),
    ).toMatchObject(failure('该计划当前的状态不允许此操作'));
  });

  it('a draft is cancelled without a reason; an officer of a joint department may see but not act as author', async () => {
    const plan = await draft();
    expect(ok(await call('cancelPlan', { id: plan.id, version: 1 }, 'zhaoQiang')).status).toBe('cancelled');
    const joint = await draft({ type: 'joint', jointDepartments: ['health'] });
    const seen = ok(await call('getPlan', { id: joint.id }, 'wangFang'));
    expect(seen.allowedActions).toEqual([]);
    const missing = await call('submitPlan', { id: 'plan-no-such', version: 1 }, 'wangFang');
    expect(missing).toMatchObject({ status: 404, code: 404 });
    expect(await call('submitPlan', { id: joint.id, version: 1 }, 'wangFang')).toEqual(missing);
  });

  it('a joint plan stays submitted until each department approved; a return clears the approvals', async () => {
    clock = new Date();
    const joint = { type: 'joint' as const, jointDepartments: ['health'], title: '联合检查测试计划' };
    let plan = await submit(await draft(joint));
    expect((await messagesAbout(plan.id)).map((m) => m.userId).sort()).toEqual(
      [ID.heJing, ID.huangLei].sort(),
    );
    plan = await approve(plan, 'heJing');
    expect(plan.status).toBe('submitted');
    expect(plan.departments.map((d) => [d.code, Boolean(d.approvedAt)])).toEqual([
      ['market', true],
      ['health', false],
    ]);
    expect(ok(await call('getPlan', { id: plan.id }, 'heJing')).allowedActions).toEqual(['cancel']);
    expect(
      await call('decidePlan', { id: plan.id, version: plan.version, decision: 'approve' }, 'heJing'),
    ).toMatchObject(failure('该计划不在等待您所在部门审批'));
    expect(ok(await call('getPlan', { id: plan.id }, 'huangLei')).allowedActions).toEqual([
      'approve',
      'return',
    ]);
    plan = await approve(plan, 'huangLei');
    expect(plan.status).toBe('approved');

    let other = await approve(await submit(await draft(joint)), 'heJing');
    other = ok(
      await call(
        'decidePlan',
        { id: other.id, version: other.version, decision: 'return', reason: '卫生检查事项未列明' },
        'huangLei',
      ),
    );
    expect(other.status).toBe('returned');
    expect(other.departments.every((d) => d.approvedAt === null)).toBe(true);
    other = await submit(other);
    other = await approve(other, 'huangLei');
    expect(other.status).toBe('submitted');
    expect((await approve(other, 'heJing')).status).toBe('approved');
  });
});

describe('lead time over working days', () => {
  const monday = mondayIn(21);
  const friday = addDays(monday, -3);
  const saturday = addDays(monday, -2);

  it('one working day: a Monday period may be submitted and approved until the Friday before', async () => {
    clock = cityMorning(friday);
    const period = { periodFrom: monday, periodTo: addDays(monday, 4) };
    const onFriday = ok(await call('savePlan', planInput(period), 'liMing', shortLead));
    expect(onFriday.lastApprovalDate).toBe(friday);
    const submitted = await submit(onFriday, 'liMing', shortLead);
    expect((await approve(submitted, 'heJing', shortLead)).status).toBe('approved');

    const late = await submit(
      ok(await call('savePlan', planInput(period), 'liMing', shortLead)),
      'liMing',
      shortLead,
    );
    clock = cityMorning(saturday);
    expect(
      await call(
        'decidePlan',
        { id: late.id, version: late.version, decision: 'approve' },
        'heJing',
        shortLead,
      ),
    ).toMatchObject(failure('已过该计划的最晚审批日期，无法批准，请退回并调整检查期间'));
    const draftOnSaturday = ok(await call('savePlan', planInput(period), 'liMing', shortLead));
    const refused = await call('submitPlan', { id: draftOnSaturday.id, version: 1 }, 'liMing', shortLead);
    expect(refused.message).toContain('已过该计划的最晚审批日期');
  });

  it('the configured seven working days (plus weekends) by default', async () => {
    const deadline = workingDaysBefore(monday, 7);
    expect(deadline).toBe(addDays(monday, -11));
    clock = cityMorning(deadline);
    const period = { periodFrom: monday, periodTo: addDays(monday, 4) };
    expect((await approve(await submit(await draft(period)))).status).toBe('approved');
    const pending = await submit(await draft(period));
    clock = cityMorning(addDays(deadline, 1));
    expect(
      await call('decidePlan', { id: pending.id, version: pending.version, decision: 'approve' }, 'heJing'),
    ).toMatchObject({ code: 500 });
    expect((await call('submitPlan', { id: (await draft(period)).id, version: 1 }, 'liMing')).code).toBe(500);
  });
});

describe('progress and the list', () => {
  it('a target counts as inspected from its first registration under the plan', async () => {
    const monday = mondayIn(28);
    clock = cityMorning(addDays(monday, -14));
    const title = '进度测试计划';
    const plan = await approve(
      await submit(await draft({ title, periodFrom: monday, periodTo: addDays(monday, 20) })),
    );
    expect(plan.status).toBe('approved');

    clock = cityMorning(addDays(monday, 1));
    const list = (status?: ApiInput<'listPlans'>['status']) =>
      call('listPlans', { query: title, status }, 'liMing').then((r) => ok(r).items.map((p) => p.status));
    expect(await list()).toEqual(['in_progress']);
    expect(await list('approved')).toEqual([]);

    const startedAt = new Date(clock.getTime() - 3_600_000);
    const first = await insertRegistration(database.handle.db, {
      enterpriseId: 'ent-pengcheng-food',
      type: 'routine',
      startedAt,
    });
    const second = await insertRegistration(database.handle.db, {
      enterpriseId: 'ent-pengcheng-food',
      type: 'routine',
      startedAt: new Date(startedAt.getTime() + 600_000),
    });
    await database.handle.db
      .update(registrations)
      .set({ planId: plan.id })
      .where(inArray(registrations.id, [first, second]));
    const detail = ok(await call('getPlan', { id: plan.id }, 'liMing'));
    expect(detail).toMatchObject({ status: 'in_progress', targetsInspected: 1, targetsPlanned: 2 });
    expect(detail.targets.find((t) => t.enterpriseNumber === PENGCHENG)).toMatchObject({
      registrationId: first,
      inspectedAt: new Date(startedAt.getTime() + 60_000).toISOString(),
    });
    expect(detail.targets.find((t) => t.enterpriseNumber === NANSHAN)).toMatchObject({
      registrationId: null,
      inspectedAt: null,
    });
    expect(await list('in_progress')).toEqual(['in_progress']);

    const third = await insertRegistration(database.handle.db, {
      enterpriseId: 'ent-nanshan-precision',
      type: 'routine',
      startedAt,
    });
    await database.handle.db
      .update(registrations)
      .set({ planId: plan.id })
      .where(eq(registrations.id, third));
    expect(await list('completed')).toEqual(['completed']);
    expect(await list('in_progress')).toEqual([]);
    const completed = ok(await call('getPlan', { id: plan.id }, 'liMing'));
    expect(completed.allowedActions).toEqual([]);
    expect(
      await call('cancelPlan', { id: plan.id, version: completed.version, reason: '结束' }, 'liMing'),
    ).toMatchObject(failure('计划已完成，不能撤销'));
  });

  it('pages by cursor, last changed first, and searches titles literally', async () => {
    clock = new Date();
    const title = '分页_测试%计划';
    const ids: string[] = [];
    for (let i = 0; i < 22; i += 1) {
      clock = new Date(clock.getTime() + 1000);
      ids.push((await draft({ title: `${title}${i}` })).id);
    }
    const first = ok(await call('listPlans', { query: title }, 'zhaoQiang'));
    expect(first.items.map((p) => p.id)).toEqual(ids.slice(2).reverse());
    const second = ok(await call('listPlans', { query: title, cursor: first.nextCursor! }, 'zhaoQiang'));
    expect(second).toEqual({ items: expect.any(Array), nextCursor: null });
    expect(second.items.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    expect(ok(await call('listPlans', { query: '分页x测试' }, 'liMing')).items).toEqual([]);
    expect((await call('listPlans', { cursor: 'bm90IGEgY3Vyc29y' }, 'liMing')).fields).toHaveProperty(
      'cursor',
    );
    expect(ok(await call('listPlans', { status: 'draft', query: title }, 'liMing')).items).toHaveLength(20);
  });

  it('gives a department the plans it leads and those it joins in one order, page after page', async () => {
    // Health leads the even ones; market leads the odd ones with health joining: 24 in all, alternating in time.
    const title = '合并分页测试';
    const at = Date.parse('2026-06-01T10:00:00+08:00');
    const rows = Array.from({ length: 24 }, (_, i) => ({
      id: `plan-merge-${String(i).padStart(2, '0')}`,
      departmentCode: i % 2 === 0 ? 'health' : 'market',
      title: `${title}${i}`,
      legalBasis: '测试',
      periodFrom: '2026-06-01',
      periodTo: '2026-06-30',
      status: 'draft' as const,
      createdAt: new Date(at + i * 1000),
      updatedAt: new Date(at + i * 1000),
    }));
    await database.handle.db.insert(plans).values(rows);
    await database.handle.db
      .insert(planDepartments)
      .values([
        ...rows.map((r) => ({ planId: r.id, departmentCode: r.departmentCode, lead: true })),
        ...rows
          .filter((r) => r.departmentCode === 'market')
          .map((r) => ({ planId: r.id, departmentCode: 'health' })),
      ]);
    const newestFirst = rows.map((r) => r.id).reverse();
    const first = ok(await call('listPlans', { query: title }, 'wangFang'));
    expect(first.items.map((p) => p.id)).toEqual(newestFirst.slice(0, 20));
    const second = ok(await call('listPlans', { query: title, cursor: first.nextCursor! }, 'wangFang'));
    expect(second.items.map((p) => p.id)).toEqual(newestFirst.slice(20));
    expect(second.nextCursor).toBeNull();
    // Market sees only the ones it leads.
    const market = ok(await call('listPlans', { query: title }, 'liMing')).items.map((p) => p.id);
    expect(market).toEqual(newestFirst.filter((id) => Number(id.slice(-2)) % 2 === 1));
  });
});

describe('the plan form options', () => {
  it('offers the department items, certified officers, other inspecting departments and districts', async () => {
    clock = cityMorning('2026-12-01');
    const options = ok(await call('getPlanOptions', {}, 'liMing'));
    expect(options.items.map((i) => i.code)).toContain('MK-08');
    expect(options.items.some((i) => i.code.startsWith('HL'))).toBe(false);
    expect(options.officers.map((o) => o.certificateNumber)).toEqual(
      expect.arrayContaining([CERT.liMing, CERT.zhaoQiang, CERT.sunLi]),
    );
    expect(options.departments.map((d) => d.code)).toEqual(['health', 'ecology', 'emergency', 'urban']);
    expect(options.regions.map((r) => r.code)).toContain('440305');
    expect(options).toMatchObject({
      approvalLeadWorkingDays: 7,
      noticeLeadWorkingDays: 1,
      today: '2026-12-01',
    });
  });

  it('finds targets by exact number or credit code, else by name', async () => {
    const search = async (query: string) =>
      ok(await call('searchPlanTargets', { query }, 'liMing')).map((e) => e.enterpriseNumber);
    expect(await search(PENGCHENG.toLowerCase())).toEqual([PENGCHENG]);
    expect(await search('91440300MA5G8L2R60')).toEqual([NANSHAN]);
    expect(await search('南山精密')).toEqual([NANSHAN]);
    expect(await search('%')).toEqual([]);
    expect((await call('searchPlanTargets', { query: '南山' }, 'entA')).status).toBe(403);
  });
});

describe('the demo plans', () => {
  it('have items, officers, approvals and a timeline; one waits for the market approver', async () => {
    clock = new Date();
    const food = ok(await call('getPlan', { id: 'plan-market-food-2026' }, 'liMing'));
    expect(food.items.length).toBeGreaterThan(0);
    expect(food.officers.map((o) => o.name)).toEqual(['李明', '赵强']);
    expect(food.departments[0]).toMatchObject({ approverName: '何静' });
    expect(food.events.map((e) => e.action)).toEqual(['save', 'submit', 'approve']);
    const pending = ok(await call('getPlan', { id: 'plan-market-metrology-review' }, 'heJing'));
    expect(pending).toMatchObject({ status: 'submitted', allowedActions: ['approve', 'return', 'cancel'] });
    const ecology = ok(await call('getPlan', { id: 'plan-ecology-draft' }, 'zhouZheng'));
    expect(ecology.status).toBe('draft');
  });
});
