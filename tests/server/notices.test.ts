import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRegistration, newEnterprise, OFFICERS } from './loop-fixtures';
import { createCaller, login, ok, openTestDatabase, testConfig, type TestDatabase } from './test-app';
import type { ApiName } from '../../contract/api-routes';
import type { ApiInput } from '../../contract/api-schemas';
import { DOOR_NOTICE_VALID_MS } from '../../contract/notices/rules';
import { buildApp } from '../../server/app';
import { messages } from '../../server/db/schema/messages';
import { inspectionNotices } from '../../server/db/schema/notices';
import { planDepartments, planOfficers, plans, planTargets } from '../../server/db/schema/plans';
import { inspectionItems, registrations } from '../../server/db/schema/registrations';
import { users } from '../../server/db/schema/session';
import { issueAdvanceNotices } from '../../server/modules/notices/advance-notices';
import { signNoticeToken } from '../../server/modules/notices/notice-token';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Wednesday 10 June 2026, 10:00 in the city.
const START = new Date('2026-06-10T02:00:00Z');
let clock = START;
let database: TestDatabase;
let app: FastifyInstance;
let caller: ReturnType<typeof createCaller>;
const tokens: Record<string, string> = {};
const db = () => database.handle.db;
const secret = testConfig().codeSigningSecret;

const call = <K extends ApiName>(name: K, input: ApiInput<K>, as: string, locale: 'zh' | 'en' = 'zh') =>
  caller.call(name, input, { token: tokens[as], locale });

/** Two enterprises of their own (A with two users, B with one), so demo inspections do not count. */
const entA = { id: '', number: '' };
const entB = { id: '', number: '' };
const PLAN = 'plan-notice-test';
const PLAN_SUBMITTED = 'plan-notice-submitted';

async function addEnterpriseUser(phone: string, enterpriseId: string) {
  const [template] = await db().select().from(users).where(eq(users.id, 'usr-13800000001'));
  await db()
    .insert(users)
    .values({
      id: `usr-${phone}`,
      phone,
      name: `用户${phone.slice(-4)}`,
      role: 'enterprise',
      enterpriseId,
      passwordHash: template!.passwordHash,
    });
}

async function addPlan(id: string, status: 'approved' | 'submitted', targets: string[]) {
  await db()
    .insert(plans)
    .values({
      id,
      departmentCode: 'market',
      title: '夏季食品安全专项检查',
      legalBasis: '《中华人民共和国食品安全法》第一百一十条',
      itemCodes: ['MK-01', 'MK-04'],
      periodFrom: '2026-06-08',
      periodTo: '2026-06-19',
      status,
    });
  await db().insert(planDepartments).values({ planId: id, departmentCode: 'market', lead: true });
  await db()
    .insert(planTargets)
    .values(targets.map((enterpriseId) => ({ planId: id, enterpriseId })));
  await db()
    .insert(planOfficers)
    .values([
      { planId: id, userId: 'usr-13900000001' },
      { planId: id, userId: 'usr-13900000011' },
    ]);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const a = await newEnterprise(db());
  const b = await newEnterprise(db());
  Object.assign(entA, { id: a.id, number: a.enterpriseNumber });
  Object.assign(entB, { id: b.id, number: b.enterpriseNumber });
  await addEnterpriseUser('13811110001', a.id);
  await addEnterpriseUser('13811110002', a.id);
  await addEnterpriseUser('13811110003', b.id);
  await addPlan(PLAN, 'approved', [a.id]);
  await addPlan(PLAN_SUBMITTED, 'submitted', [a.id]);
  app = await buildApp({ config: testConfig(), database: database.handle, now: () => clock });
  await app.ready();
  caller = createCaller(app);
  const accounts = {
    entA: '13811110001',
    entA2: '13811110002',
    entB: '13811110003',
    liMing: OFFICERS.liMing,
    zhaoQiang: OFFICERS.zhaoQiang,
    sunLi: OFFICERS.sunLi,
    wangFang: OFFICERS.wangFang,
    supervisor: '13700000001',
  };
  for (const [name, phone] of Object.entries(accounts)) tokens[name] = await login(app, phone);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const open = (as = 'liMing', planId = PLAN, enterpriseNumber = entA.number) =>
  call('openDoorNotice', { planId, enterpriseNumber }, as);

describe('the door notice', () => {
  it('is refused, in the officer’s language, unless the officer is on an approved, current plan of the target', async () => {
    expect((await open('entA')).status).toBe(403);
    const notOnPlan = await call(
      'openDoorNotice',
      { planId: PLAN, enterpriseNumber: entA.number },
      'sunLi',
      'en',
    );
    expect(notOnPlan).toMatchObject({
      status: 200,
      code: 500,
      message: expect.stringContaining('not one of the officers'),
    });
    expect((await open('liMing', PLAN, entB.number)).message).toBe('该企业不是本执法计划的检查对象');
    expect((await open('liMing', PLAN_SUBMITTED)).message).toContain('尚未批准');
    expect((await open('liMing', 'no-such-plan')).status).toBe(404);
    expect((await open('liMing', PLAN, 'SZ440399999999')).code).toBe(500);
    clock = new Date('2026-06-07T15:59:59Z'); // 23:59:59 on the 7th, the day before the period
    expect((await open()).message).toContain('不在该执法计划的检查期间内');
    clock = new Date('2026-06-19T16:00:00Z'); // midnight after the last day
    expect(
      (await call('openDoorNotice', { planId: PLAN, enterpriseNumber: entA.number }, 'liMing', 'en')).message,
    ).toBe('Today is outside the period of this plan, so no inspection notice can be shown for it');
    clock = START;
  });

  it('is one per plan, enterprise and officer per city day, with a fresh QR each time, told to the enterprise once', async () => {
    const first = ok(await open());
    expect(first).toMatchObject({
      kind: 'door',
      planId: PLAN,
      enterpriseNumber: entA.number,
      departmentName: '市场监督管理局',
      officers: [
        { name: '李明', certificateNumber: '44030012345' },
        { name: '赵强', certificateNumber: '44030012346' },
      ],
      items: [
        { code: 'MK-01', name: '营业执照及食品经营许可证公示' },
        { code: 'MK-04', name: '食品贮存条件及温度控制' },
      ],
      inspectionsThisYear: { count: 0, cap: 2 },
      verification: { ok: true },
      registration: null,
      read: false,
    });
    expect(first.qr!.expiresAt).toBe(new Date(START.getTime() + DOOR_NOTICE_VALID_MS).toISOString());

    clock = new Date(START.getTime() + HOUR);
    const again = ok(
      await call('openDoorNotice', { planId: PLAN, enterpriseNumber: entA.number }, 'liMing', 'en'),
    );
    expect(again.id).toBe(first.id);
    expect(again.qr!.token).not.toBe(first.qr!.token);
    expect(again.items[0]!.name).toBe('Business licence and food permit displayed');
    const colleague = ok(await open('zhaoQiang'));
    expect(colleague.id).not.toBe(first.id);
    expect(colleague.officers[0]!.name).toBe('赵强');

    for (const userId of ['usr-13811110001', 'usr-13811110002']) {
      const received = await db()
        .select()
        .from(messages)
        .where(and(eq(messages.userId, userId), eq(messages.kind, 'noticeReceived')));
      expect(received.map((m) => m.link)).toEqual(
        expect.arrayContaining([
          { path: 'enforceNoticeDetail', params: { id: first.id } },
          { path: 'enforceNoticeDetail', params: { id: colleague.id } },
        ]),
      );
      expect(received).toHaveLength(2);
    }

    clock = new Date(START.getTime() + DAY);
    expect(ok(await open()).id).not.toBe(first.id);
    clock = START;
  });
});

describe('who sees a notice', () => {
  let noticeId = '';
  beforeAll(async () => {
    noticeId = ok(await open()).id;
  });

  it('its enterprise, its department and the supervisor; anyone else gets not found; only a POST marks it read', async () => {
    expect((await call('getNotice', { id: noticeId }, 'entB')).status).toBe(404);
    expect((await call('getNotice', { id: noticeId }, 'wangFang')).status).toBe(404);
    expect((await call('getNotice', { id: 'no-such-notice' }, 'supervisor')).status).toBe(404);
    const bySupervisor = ok(await call('getNotice', { id: noticeId }, 'supervisor'));
    expect(bySupervisor.qr).toBeNull();
    expect(ok(await call('getNotice', { id: noticeId }, 'sunLi')).qr).not.toBeNull();
    const unread = ok(await call('getUnreadCounts', {}, 'entA')).notices;
    expect(unread).toBeGreaterThan(0);

    const byEnterprise = ok(await call('getNotice', { id: noticeId }, 'entA'));
    expect(byEnterprise).toMatchObject({ read: false, qr: null, verification: { ok: true } });
    expect(ok(await call('getUnreadCounts', {}, 'entA')).notices).toBe(unread);

    expect((await call('markNoticeRead', { id: noticeId }, 'entB')).status).toBe(404);
    expect((await call('markNoticeRead', { id: noticeId }, 'liMing')).status).toBe(403);
    expect(ok(await call('getUnreadCounts', {}, 'entA')).notices).toBe(unread);
    expect(ok(await call('markNoticeRead', { id: noticeId }, 'entA')).read).toBe(true);
    expect(ok(await call('markNoticeRead', { id: noticeId }, 'entA')).read).toBe(true);
    expect(ok(await call('getUnreadCounts', {}, 'entA')).notices).toBe(unread - 1);

    clock = new Date(START.getTime() + DAY);
    expect(ok(await call('getNotice', { id: noticeId }, 'liMing')).qr).toBeNull(); // a door notice is for its day
    clock = START;
  });

  it('in lists: the enterprise its own, an officer the department’s, the supervisor all', async () => {
    const idsOf = async (as: string) => ok(await call('listNotices', {}, as)).items.map((n) => n.id);
    expect(await idsOf('entA')).toContain(noticeId);
    expect(await idsOf('entB')).not.toContain(noticeId);
    expect(await idsOf('wangFang')).not.toContain(noticeId);
    expect(await idsOf('sunLi')).toContain(noticeId);
    expect(await idsOf('supervisor')).toContain(noticeId);
  });

  it('is acknowledged by its enterprise only, once', async () => {
    expect((await call('acknowledgeNotice', { id: noticeId }, 'entB')).status).toBe(404);
    expect((await call('acknowledgeNotice', { id: noticeId }, 'liMing')).status).toBe(403);
    const first = ok(await call('acknowledgeNotice', { id: noticeId }, 'entA2'));
    expect(first.acknowledgedAt).toBe(START.toISOString());
    clock = new Date(START.getTime() + HOUR);
    expect(ok(await call('acknowledgeNotice', { id: noticeId }, 'entA')).acknowledgedAt).toBe(
      START.toISOString(),
    );
    clock = START;
  });
});

describe('verifying a scanned notice', () => {
  let token = '';
  let noticeId = '';
  beforeAll(async () => {
    clock = new Date(START.getTime() + 2 * DAY);
    const notice = ok(await open());
    noticeId = notice.id;
    token = notice.qr!.token;
  });

  const verify = (t: string, as = 'entA') => call('verifyNotice', { token: t }, as);

  it('answers valid for a genuine, current notice and marks it read', async () => {
    const result = ok(await verify(token));
    expect(result.result).toBe('valid');
    expect(result.notice).toMatchObject({ id: noticeId, read: true });
    expect(result.notice!.verification.checks.every((c) => c.ok)).toBe(true);
  });

  it('answers not genuine for a forged or altered token, expired after its validity, nothing of another enterprise’s', async () => {
    const altered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(ok(await verify(altered))).toEqual({ result: 'notGenuine', notice: null });
    const forged = signNoticeToken('another-secret-of-at-least-32-characters', {
      noticeId,
      expiresAtSeconds: Math.floor(clock.getTime() / 1000) + 600,
    });
    expect(ok(await verify(forged))).toEqual({ result: 'notGenuine', notice: null });
    const unknown = signNoticeToken(secret, {
      noticeId: randomUUID(),
      expiresAtSeconds: Math.floor(clock.getTime() / 1000) + 600,
    });
    expect(ok(await verify(unknown))).toEqual({ result: 'notGenuine', notice: null });
    expect((await verify('not a token!')).status).toBe(400);
    expect(ok(await verify(token, 'entB'))).toEqual({ result: 'problems', notice: null });

    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + DOOR_NOTICE_VALID_MS + 1000);
    const expired = ok(await verify(token));
    expect(expired.result).toBe('expired');
    expect(expired.notice!.verification.checks.find((c) => c.check === 'notExpired')!.ok).toBe(false);
    clock = issuedAt;
  });

  it('turns red when the plan is cancelled or this year’s cap is used up', async () => {
    await db().update(plans).set({ status: 'cancelled' }).where(eq(plans.id, PLAN));
    const cancelled = ok(await verify(token));
    expect(cancelled.result).toBe('problems');
    expect(cancelled.notice!.verification.checks.filter((c) => !c.ok).map((c) => c.check)).toEqual([
      'planApproved',
    ]);
    await db().update(plans).set({ status: 'approved' }).where(eq(plans.id, PLAN));

    const failedWhile = async (change: (on: boolean) => Promise<unknown>) => {
      await change(true);
      const result = ok(await verify(token));
      await change(false);
      return result.notice!.verification.checks.filter((c) => !c.ok).map((c) => c.check);
    };
    const zhaoQiang = eq(users.id, 'usr-13900000011');
    expect(
      await failedWhile((on) =>
        db()
          .update(users)
          .set({ departmentCode: on ? 'health' : 'market' })
          .where(zhaoQiang),
      ),
    ).toEqual(['officersCertified']);
    const mk04 = and(eq(inspectionItems.departmentCode, 'market'), eq(inspectionItems.code, 'MK-04'));
    expect(
      await failedWhile((on) => db().update(inspectionItems).set({ published: !on }).where(mk04)),
    ).toEqual(['itemsPublished']);

    for (const hoursAgo of [30 * 24, 60 * 24])
      await insertRegistration(db(), {
        enterpriseId: entA.id,
        startedAt: new Date(clock.getTime() - hoursAgo * HOUR),
      });
    // A case inspection does not count against the cap.
    await insertRegistration(db(), {
      enterpriseId: entA.id,
      type: 'case',
      startedAt: new Date(clock.getTime() - DAY),
    });
    const capped = ok(await verify(token));
    expect(capped.result).toBe('problems');
    expect(capped.notice!.inspectionsThisYear).toEqual({ count: 2, cap: 2 });
    expect(capped.notice!.verification.checks.filter((c) => !c.ok).map((c) => c.check)).toEqual([
      'withinCap',
    ]);
    await db().delete(registrations).where(eq(registrations.enterpriseId, entA.id));
  });

  it('shows the registration it led to, which does not count against its own cap check', async () => {
    await insertRegistration(db(), {
      enterpriseId: entA.id,
      startedAt: new Date(clock.getTime() - 60 * DAY),
    });
    const id = await insertRegistration(db(), {
      enterpriseId: entA.id,
      startedAt: new Date(clock.getTime() + 10 * 60_000),
      registeredAt: new Date(clock.getTime() + HOUR),
    });
    await db().update(registrations).set({ planId: PLAN }).where(eq(registrations.id, id));
    clock = new Date(clock.getTime() + 2 * HOUR);
    const detail = ok(await call('getNotice', { id: noticeId }, 'entA'));
    expect(detail.registration).toMatchObject({ id });
    expect(detail.inspectionsThisYear).toEqual({ count: 2, cap: 2 });
    expect(detail.verification.ok).toBe(true);
    await db().delete(registrations).where(eq(registrations.enterpriseId, entA.id));
    clock = START;
  });
});

describe('advance notices and the enterprise’s list', () => {
  it('reach every target once when the plan is approved', async () => {
    const now = new Date('2026-06-01T02:00:00Z');
    await db().transaction((tx) => issueAdvanceNotices(tx, PLAN, now));
    await db().transaction((tx) => issueAdvanceNotices(tx, PLAN, now));
    const advance = await db()
      .select()
      .from(inspectionNotices)
      .where(and(eq(inspectionNotices.planId, PLAN), eq(inspectionNotices.kind, 'advance')));
    expect(advance).toHaveLength(1);
    expect(advance[0]).toMatchObject({
      enterpriseId: entA.id,
      officers: [{ name: '李明' }, { name: '赵强' }],
    });
    const detail = ok(await call('getNotice', { id: advance[0]!.id }, 'entA', 'en'));
    expect(detail).toMatchObject({
      kind: 'advance',
      qr: null,
      departmentName: 'Market Supervision Administration',
    });
    expect(detail.verification.checks.filter((c) => !c.ok)).toEqual([]);
    const told = await db()
      .select()
      .from(messages)
      .where(eq(messages.link, { path: 'enforceNoticeDetail', params: { id: advance[0]!.id } }));
    expect(told.map((m) => m.userId).sort()).toEqual(['usr-13811110001', 'usr-13811110002']);
  });

  it('pass the period check from the first to the last day of the plan, in China time, and on no other day', async () => {
    const [advance] = await db()
      .select()
      .from(inspectionNotices)
      .where(and(eq(inspectionNotices.planId, PLAN), eq(inspectionNotices.kind, 'advance')));
    const withinPeriodAt = async (at: string) => {
      clock = new Date(at);
      const detail = ok(await call('getNotice', { id: advance!.id }, 'entA'));
      return detail.verification.checks.find((c) => c.check === 'withinPeriod')!.ok;
    };
    try {
      // The plan runs 2026-06-08 to 2026-06-19; the city is UTC+8.
      expect(await withinPeriodAt('2026-06-01T02:00:00Z')).toBe(false);
      expect(await withinPeriodAt('2026-06-07T15:59:59Z')).toBe(false);
      expect(await withinPeriodAt('2026-06-07T16:00:00Z')).toBe(true);
      expect(await withinPeriodAt('2026-06-19T15:59:59Z')).toBe(true);
      expect(await withinPeriodAt('2026-06-19T16:00:00Z')).toBe(false);
    } finally {
      clock = START;
    }
  });

  it('pages unread first, then newest, without duplicates or gaps', async () => {
    const c = await newEnterprise(db());
    await addEnterpriseUser('13811110004', c.id);
    tokens.entC = await login(app, '13811110004');
    const base = START.getTime() - 90 * DAY;
    await db()
      .insert(inspectionNotices)
      .values(
        Array.from({ length: 45 }, (_, i) => ({
          id: `ntc-page-${String(i).padStart(2, '0')}`,
          kind: 'door' as const,
          planId: `${PLAN}`,
          departmentCode: 'market',
          enterpriseId: c.id,
          title: `通知 ${i}`,
          legalBasis: '依据',
          itemCodes: [],
          officers: [],
          periodFrom: '2026-06-08',
          periodTo: '2026-06-19',
          // Pairs share an instant; every third is read (door notices: no one-per-plan rule in the way).
          issuedAt: new Date(base + Math.floor(i / 2) * HOUR),
          readAt: i % 3 === 0 ? new Date(base + i * HOUR) : null,
        })),
      )
      .onConflictDoNothing();
    const seen = await listAll('entC');
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((n) => n.id)).size).toBe(45);
    const unread = seen.filter((n) => !n.read);
    expect(seen.slice(0, unread.length)).toEqual(unread);
    for (const part of [unread, seen.filter((n) => n.read)]) {
      const keys = part.map((n) => `${n.issuedAt}|${n.id}`);
      expect(keys).toEqual([...keys].sort().reverse());
    }
    expect(ok(await call('getUnreadCounts', {}, 'entC')).notices).toBe(unread.length);
    expect((await call('listNotices', { cursor: 'WzEsIngiLCJ5Il0' }, 'entC')).status).toBe(400);
  });

  it('pages every notice for the supervisor and the department’s for an officer, newest first', async () => {
    const all = await db()
      .select({ id: inspectionNotices.id, department: inspectionNotices.departmentCode })
      .from(inspectionNotices);
    for (const [as, expected] of [
      ['supervisor', all],
      ['liMing', all.filter((n) => n.department === 'market')],
    ] as const) {
      const seen = await listAll(as);
      expect(seen.map((n) => n.id).sort()).toEqual(expected.map((n) => n.id).sort());
      const keys = seen.map((n) => `${n.issuedAt}|${n.id}`);
      expect(keys).toEqual([...keys].sort().reverse());
    }
  });
});

async function listAll(as: string) {
  const seen: Array<{ id: string; read: boolean; issuedAt: string }> = [];
  let cursor: string | undefined;
  do {
    const page = ok(await call('listNotices', { cursor }, as));
    seen.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return seen;
}
