import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERT, insertRegistration, newEnterprise } from './loop-fixtures';
import { createCaller, login, ok, openTestDatabase, testConfig, type TestDatabase } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import type { Industry } from '../../contract/enterprises/rules';
import type { PlanDetail, PlanDrawRound } from '../../contract/plans/schemas';
import { buildApp } from '../../server/app';
import { enterprises } from '../../server/db/schema/enterprises';
import { planDraws } from '../../server/db/schema/plans';
import { streetCode } from '../../server/modules/content/shenzhen-regions';
import { drawFrom } from '../../server/modules/plans/plan-draw';

const USERS = {
  liMing: '13900000001', // market, drafts the plans below
  heJing: '13900000003', // market plan approver
  wangFang: '13900000002', // health
} as const;

// Futian: the seeded enterprises are in Nanshan, so a draw in Futian reads only the enterprises made here.
const FUTIAN = '440304';
const PERIOD_FROM = '2026-05-11';
const DRAFTED = new Date('2026-03-02T10:00:00+08:00');

let clock = DRAFTED;
let database: TestDatabase;
let app: FastifyInstance;
let caller: ReturnType<typeof createCaller>;
const tokens = {} as Record<keyof typeof USERS, string>;
const firms = {} as Record<'food' | 'foodNearCap' | 'foodAtCap' | 'factory' | 'unknown', string>;

async function firm(industry: Industry | null, marketInspections = 0): Promise<string> {
  const made = await newEnterprise(database.handle.db);
  await database.handle.db
    .update(enterprises)
    .set({ industry, regionCode: streetCode(FUTIAN, 0) })
    .where(eq(enterprises.id, made.id));
  for (let i = 0; i < marketInspections; i += 1)
    await insertRegistration(database.handle.db, {
      enterpriseId: made.id,
      type: 'routine',
      startedAt: new Date(Date.parse('2026-02-02T10:00:00+08:00') + i * 7 * 86_400_000),
    });
  return made.enterpriseNumber;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig(), database: database.handle, now: () => clock });
  await app.ready();
  caller = createCaller(app);
  for (const [name, phone] of Object.entries(USERS))
    tokens[name as keyof typeof USERS] = await login(app, phone);
  // The market cap is 2 a year: one inspection leaves one, two leave none.
  firms.food = await firm('food');
  firms.foodNearCap = await firm('food', 1);
  firms.foodAtCap = await firm('food', 2);
  firms.factory = await firm('manufacturing');
  firms.unknown = await firm(null);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const call = <K extends Parameters<typeof caller.call>[0]>(
  name: K,
  input: ApiInput<K>,
  user: keyof typeof USERS,
) => caller.call(name, input, { token: tokens[user] });

function randomPlan(overrides: Partial<ApiInput<'savePlan'>> = {}): ApiInput<'savePlan'> {
  return {
    clientRequestId: randomUUID(),
    title: '食品经营者双随机抽查',
    type: 'routine',
    legalBasis: '《中华人民共和国食品安全法》第一百一十条',
    itemCodes: ['MK-01', 'MK-05'],
    periodFrom: PERIOD_FROM,
    periodTo: '2026-06-10',
    officerCertificates: [],
    targetNumbers: [],
    jointDepartments: [],
    draw: { regionCode: FUTIAN, targetCount: 2, officerCount: 2 },
    ...overrides,
  };
}

const fieldsOf = async (input: ApiInput<'savePlan'>) => {
  const result = await call('savePlan', input, 'liMing');
  expect(result.status).toBe(400);
  return result.fields ?? {};
};

async function draw(plan: PlanDetail, reason?: string, user: keyof typeof USERS = 'liMing') {
  return call('drawPlan', { id: plan.id, version: plan.version, ...(reason ? { reason } : {}) }, user);
}

/**
 * The published algorithm written again from its description (plan-draw.ts), sharing no code with the server:
 * HMAC-SHA256 blocks keyed by the value, 32-bit big-endian integers, rejection, a partial Fisher-Yates shuffle.
 */
function recompute(value: string, purpose: string, pool: readonly string[], count: number): string[] {
  const bytes: number[] = [];
  let counter = 0;
  const uint32 = () => {
    if (bytes.length < 4) {
      bytes.push(...createHmac('sha256', value).update(`${purpose}:${counter}`).digest());
      counter += 1;
    }
    const [a, b, c, d] = bytes.splice(0, 4) as [number, number, number, number];
    return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
  };
  const below = (n: number) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const x = uint32();
      if (x < limit) return x % n;
    }
  };
  const a = [...pool];
  for (let i = 0; i < Math.min(count, a.length); i += 1) {
    const j = i + below(a.length - i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, Math.min(count, a.length));
}

/** What anyone can check from the plan's screen: the value hashes to the commitment and draws what was drawn. */
function verify(round: PlanDrawRound) {
  expect(createHash('sha256').update(round.value).digest('hex')).toBe(round.commitment);
  expect([...round.pool].sort()).toEqual(round.pool);
  expect(recompute(round.value, 'targets', round.pool, round.targetCount)).toEqual(round.targets);
  expect(recompute(round.value, 'officers', round.officerPool, round.officerCount)).toEqual(round.officers);
}

describe('a random plan names no one by hand', () => {
  it('refuses the drafter, or any officer, picked by hand, and any target picked by hand', async () => {
    clock = DRAFTED;
    const himself = await fieldsOf(randomPlan({ officerCertificates: [CERT.liMing] }));
    expect(Object.keys(himself)).toEqual(['officerCertificates']);
    expect(himself.officerCertificates).toContain('起草人也可能被抽中');
    const target = await fieldsOf(randomPlan({ targetNumbers: [firms.food] }));
    expect(Object.keys(target)).toEqual(['targetNumbers']);
  });

  it('draws at least two officers, and no more than the department has', async () => {
    for (const officerCount of [0, 1])
      expect(Object.keys(await fieldsOf(randomPlan({ draw: { targetCount: 2, officerCount } })))).toEqual([
        'draw.officerCount',
      ]);
    const tooMany = await fieldsOf(randomPlan({ draw: { targetCount: 2, officerCount: 9 } }));
    expect(tooMany['draw.officerCount']).toBe('超过本部门持证执法人员人数');
    expect(Object.keys(await fieldsOf(randomPlan({ draw: { targetCount: 0, officerCount: 2 } })))).toEqual([
      'draw.targetCount',
    ]);
  });
});

describe('the draw', () => {
  it('is committed to when the plan is drafted and revealed by the draw; anyone can draw it again', async () => {
    clock = DRAFTED;
    const drafted = ok(await call('savePlan', randomPlan(), 'liMing'));
    expect(drafted.draw).toMatchObject({
      targetCount: 2,
      officerCount: 2,
      regionName: '福田区',
      scope: ['食品生产经营'],
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      committedAt: DRAFTED.toISOString(),
      nextIsRedraw: false,
      rounds: [],
      current: false,
      redrawn: false,
    });
    expect(drafted.targets).toEqual([]);
    expect(drafted.officers).toEqual([]);
    expect(drafted.allowedActions).toEqual(['save', 'draw', 'cancel']);
    const [secret] = await database.handle.db
      .select()
      .from(planDraws)
      .where(eq(planDraws.planId, drafted.id));
    expect(JSON.stringify(drafted)).not.toContain(secret!.value);
    // Saving again keeps the commitment: the value was fixed before anything else about the draw.
    const saved = ok(
      await call(
        'savePlan',
        randomPlan({ id: drafted.id, version: drafted.version, title: '改过的标题' }),
        'liMing',
      ),
    );
    expect(saved.draw!.commitment).toBe(drafted.draw!.commitment);

    clock = new Date(DRAFTED.getTime() + 60_000);
    const drawn = ok(await draw(saved));
    const [round] = drawn.draw!.rounds;
    expect(round).toMatchObject({
      round: 1,
      commitment: drafted.draw!.commitment,
      value: secret!.value,
      drawnAt: clock.toISOString(),
      drawnBy: '李明',
      reason: null,
      itemCodes: ['MK-01', 'MK-05'],
      regionCode: FUTIAN,
      share: 1,
    });
    // Food firms of the area under the cap: not the factory, not the one at its cap, not one of no known industry.
    expect(round!.pool).toEqual([firms.food, firms.foodNearCap].sort());
    // The drafter is in the officer pool like anyone of the department.
    expect(round!.officerPool).toEqual(
      expect.arrayContaining([CERT.liMing, CERT.zhaoQiang, CERT.sunLi, '44030012340']),
    );
    verify(round!);
    expect(drawn.targets.map((t) => t.enterpriseNumber).sort()).toEqual([...round!.targets].sort());
    expect(drawn.targets.every((t) => t.drawn)).toBe(true);
    expect(drawn.officers.map((o) => o.certificateNumber).sort()).toEqual([...round!.officers].sort());
    expect(drawn.draw).toMatchObject({ current: true, nextIsRedraw: true, redrawsLeft: 2 });
    expect(drawn.draw!.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.draw!.commitment).not.toBe(round!.commitment);
    expect(drawn.events.at(-1)).toMatchObject({ action: 'draw', actorName: '李明', reason: null });
    expect(drawn.allowedActions).toEqual(['save', 'draw', 'submit', 'cancel']);
  });

  it('is the published algorithm, for any value and pool', () => {
    for (let n = 0; n < 50; n += 1) {
      const value = randomBytes(32).toString('hex');
      const pool = Array.from({ length: 1 + (n % 17) * 7 }, (_, i) => `SZ${String(i).padStart(12, '0')}`);
      const count = 1 + (n % 11);
      expect(drawFrom(value, 'targets', pool, count)).toEqual(recompute(value, 'targets', pool, count));
    }
  });

  it('refuses a pool smaller than the number to draw, revealing nothing', async () => {
    clock = DRAFTED;
    const plan = ok(
      await call(
        'savePlan',
        randomPlan({ draw: { regionCode: FUTIAN, targetCount: 3, officerCount: 2 } }),
        'liMing',
      ),
    );
    expect(await draw(plan)).toMatchObject({
      code: 500,
      message: '符合检查事项适用范围且未达年度检查上限的企业少于抽取数量，请减少抽取数量或扩大区域',
    });
    const after = ok(await call('getPlan', { id: plan.id }, 'liMing'));
    expect(after.draw).toMatchObject({ rounds: [], commitment: plan.draw!.commitment });
  });
});

describe('redraws', () => {
  it('need a reason, are kept and shown to the approver, who is warned; two at most', async () => {
    clock = DRAFTED;
    let plan = ok(await call('savePlan', randomPlan({ title: '重抽测试计划' }), 'liMing'));
    plan = ok(await draw(plan));
    const noReason = await draw(plan);
    expect(noReason.fields).toEqual({ reason: '重新抽取须说明原因，原因将向审批人展示' });
    plan = ok(await draw(plan, '抽中的赵强与检查对象有利害关系，须回避'));
    expect(plan.draw).toMatchObject({ redrawn: true, redrawsLeft: 1 });
    plan = ok(await draw(plan, '抽中的企业已注销'));
    expect(plan.draw).toMatchObject({ redrawn: true, redrawsLeft: 0, commitment: null });
    expect(plan.allowedActions).not.toContain('draw');
    expect(await draw(plan, '再抽一次')).toMatchObject({
      code: 500,
      message: '已抽取 3 次，不能再重新抽取；如确需调整，请撤销该计划',
    });
    for (const round of plan.draw!.rounds) verify(round);
    const english = await caller.call(
      'drawPlan',
      { id: plan.id, version: plan.version, reason: 'again' },
      {
        token: tokens.liMing,
        locale: 'en',
      },
    );
    expect(english.message).toBe(
      'This plan was drawn 3 times and cannot be drawn again; cancel it if it must change',
    );

    plan = ok(await call('submitPlan', { id: plan.id, version: plan.version }, 'liMing'));
    const seen = ok(await call('getPlan', { id: plan.id }, 'heJing'));
    expect(seen.allowedActions).toContain('approve');
    expect(seen.draw!.redrawn).toBe(true);
    expect(seen.draw!.rounds.map((r) => [r.round, r.drawnBy, r.reason])).toEqual([
      [1, '李明', null],
      [2, '李明', '抽中的赵强与检查对象有利害关系，须回避'],
      [3, '李明', '抽中的企业已注销'],
    ]);
    expect(seen.events.filter((e) => e.action === 'draw').map((e) => e.reason)).toEqual([
      null,
      '抽中的赵强与检查对象有利害关系，须回避',
      '抽中的企业已注销',
    ]);
  });

  it('a change of items or settings after a draw empties the picks: submitted only once drawn again', async () => {
    clock = DRAFTED;
    let plan = ok(await draw(ok(await call('savePlan', randomPlan({ title: '改事项测试计划' }), 'liMing'))));
    plan = ok(
      await call(
        'savePlan',
        randomPlan({ id: plan.id, version: plan.version, itemCodes: ['MK-01', 'MK-07'] }),
        'liMing',
      ),
    );
    expect(plan.targets).toEqual([]);
    expect(plan.draw).toMatchObject({ current: false, nextIsRedraw: true });
    expect(plan.allowedActions).not.toContain('submit');
    expect(await call('submitPlan', { id: plan.id, version: plan.version }, 'liMing')).toMatchObject({
      code: 500,
      message: '请先按当前的检查事项和抽取设置进行随机抽取，再提交',
    });
    const named = await fieldsOf(
      randomPlan({
        id: plan.id,
        version: plan.version,
        draw: undefined,
        officerCertificates: [CERT.liMing, CERT.zhaoQiang],
        targetNumbers: [firms.food],
      }),
    );
    expect(Object.keys(named)).toEqual(['draw']);
    plan = ok(await draw(plan, '检查事项调整为明码标价'));
    expect(plan.draw!.current).toBe(true);
    // Price display applies to shops and venues too, still not to the factory.
    expect(plan.draw!.rounds.at(-1)!.pool).not.toContain(firms.factory);
  });
});

describe('what the approver sees', () => {
  it('the pool size, the drawn share and each target near its cap', async () => {
    clock = DRAFTED;
    const plan = ok(await draw(ok(await call('savePlan', randomPlan({ title: '审批查看测试' }), 'liMing'))));
    ok(await call('submitPlan', { id: plan.id, version: plan.version }, 'liMing'));
    const seen = ok(await call('getPlan', { id: plan.id }, 'heJing'));
    const round = seen.draw!.rounds.at(-1)!;
    expect([round.pool.length, round.share]).toEqual([2, 1]);
    expect(seen.targets.map((t) => [t.enterpriseNumber, t.remaining, t.nearCap]).sort()).toEqual(
      [
        [firms.food, 2, false],
        [firms.foodNearCap, 1, true],
      ].sort(),
    );
  });
});

describe('the demo plan', () => {
  it('shows a published draw that anyone can check', async () => {
    const plan = ok(await call('getPlan', { id: 'plan-health-public-places' }, 'wangFang'));
    const [round] = plan.draw!.rounds;
    verify(round!);
    expect(plan.officers.map((o) => [o.name, o.drawn])).toEqual([
      ['王芳', true],
      ['周杰', true],
    ]);
    expect(plan.targets.every((t) => t.drawn)).toBe(true);
    expect(plan.events.map((e) => e.action)).toEqual(['save', 'draw', 'submit', 'approve']);
  });
});
