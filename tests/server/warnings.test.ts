import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  earlierToday,
  insertRegistration,
  linkBookedAppointment,
  newEnterprise,
  OFFICERS,
} from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import { cityYear, dayOf, monthOf, weekOf, yearOf } from '../../contract/city-calendar';
import { DEFAULT_WARNING_RULES, WARNING_LOOKBACK_MS } from '../../contract/warnings/rules';
import { warningRules } from '../../server/db/schema/warnings';
import type { AuthSession } from '../../server/http/auth';
import {
  countForWarnings,
  everyEnterprise,
  ofEnterprise,
} from '../../server/modules/warnings/warnings-queries';
import {
  computeWarnings,
  loadWarningRules,
  raisesFrequencyWarning,
  sumByEnterprise,
} from '../../server/modules/warnings/warnings-service';

const server = useTestApp({
  users: { entA: '13800000001', liMing: OFFICERS.liMing, wangFang: OFFICERS.wangFang },
});
const { call, login, tokens } = server;

// Wednesday 18 March 2026, 12:00 in Shanghai.
const NOW = new Date('2026-03-18T04:00:00Z');
const shanghai = (local: string) => new Date(`${local}+08:00`);

// The crafted streaks are market officers': a market officer sees them.
const MARKET_OFFICER = { user: { role: 'officer', departmentCode: 'market' } } as AuthSession;

async function warningsAt(enterpriseId: string, locale: 'zh' | 'en' = 'zh', now = NOW) {
  const map = await computeWarnings(
    server.database.handle.db,
    ofEnterprise(enterpriseId),
    locale,
    MARKET_OFFICER,
    now,
  );
  return map.get(enterpriseId) ?? [];
}

const kinds = (list: Array<{ kind: string }>) => list.map((w) => w.kind);

describe('early warnings (crafted data, fixed clock)', () => {
  it('daily: more than 1 on the same Shanghai calendar day, any departments', async () => {
    const e = await newEnterprise(server.database.handle.db);
    const db = server.database.handle.db;
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-17T23:30:00'),
      departmentCode: 'urban',
      createdBy: 'usr-13900000051',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-18T00:30:00'),
      departmentCode: 'market',
    });
    expect(kinds(await warningsAt(e.id))).toEqual([]);
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-18T09:00:00'),
      departmentCode: 'health',
      createdBy: 'usr-13900000002',
    });
    const [daily] = await warningsAt(e.id);
    expect(daily).toMatchObject({
      kind: 'daily',
      count: 2,
      threshold: 1,
      departmentName: null,
      enterpriseNumber: e.enterpriseNumber,
    });
    expect(daily!.message).toBe(
      `测试企业${e.enterpriseNumber.slice(-6)}今日已被检查2次，超过每日1次的预警阈值`,
    );
    expect((await warningsAt(e.id, 'en'))[0]!.message).toContain(
      'inspected 2 times today, above the daily limit of 1',
    );
  });

  it('weekly: more than 2 in the ISO week (Monday to Sunday)', async () => {
    const e = await newEnterprise(server.database.handle.db);
    const db = server.database.handle.db;
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-15T20:00:00'),
      departmentCode: 'health',
      createdBy: 'usr-13900000002',
    }); // Sunday before
    await insertRegistration(db, { enterpriseId: e.id, startedAt: shanghai('2026-03-16T00:10:00') });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-17T10:00:00'),
      departmentCode: 'ecology',
      createdBy: 'usr-13900000031',
    });
    expect(kinds(await warningsAt(e.id))).toEqual([]);
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-18T08:00:00'),
      departmentCode: 'urban',
      createdBy: 'usr-13900000051',
    });
    // All four are in March too, so the month trips as well.
    expect(await warningsAt(e.id)).toEqual([
      expect.objectContaining({ kind: 'weekly', count: 3, threshold: 2 }),
      expect.objectContaining({ kind: 'monthly', count: 4, threshold: 3 }),
    ]);
  });

  it('monthly: more than 3 in the calendar month', async () => {
    const e = await newEnterprise(server.database.handle.db);
    const db = server.database.handle.db;
    const spread = [
      '2026-02-28T23:00:00',
      '2026-03-01T01:00:00',
      '2026-03-05T10:00:00',
      '2026-03-10T10:00:00',
    ];
    const depts = [
      ['health', 'usr-13900000002'],
      ['market', 'usr-13900000001'],
      ['ecology', 'usr-13900000031'],
      ['urban', 'usr-13900000051'],
    ] as const;
    for (const [i, at] of spread.entries())
      await insertRegistration(db, {
        enterpriseId: e.id,
        startedAt: shanghai(at),
        departmentCode: depts[i]![0],
        createdBy: depts[i]![1],
      });
    expect(kinds(await warningsAt(e.id))).toEqual([]);
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-12T10:00:00'),
      departmentCode: 'emergency',
      createdBy: 'usr-13900000041',
    });
    expect(await warningsAt(e.id)).toEqual([
      expect.objectContaining({ kind: 'monthly', count: 4, threshold: 3 }),
    ]);
  });

  it('streak: the same officer finding nothing 3 times in a row within a year', async () => {
    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    const at = (d: string) => shanghai(`${d}T10:00:00`);
    const old = await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: at('2025-03-01'),
      noFindings: true,
      type: 'case',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: at('2025-05-01'),
      noFindings: true,
      type: 'case',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: at('2025-09-01'),
      noFindings: true,
      type: 'case',
    });
    expect(kinds(await warningsAt(e.id))).toEqual([]); // only two within the last year
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: at('2026-01-10'),
      noFindings: true,
      type: 'case',
    });
    const [streak] = await warningsAt(e.id);
    expect(streak).toMatchObject({
      kind: 'no_findings_streak',
      count: 3,
      threshold: 3,
      departmentName: '市场监督管理局',
    });
    expect(streak!.message).toContain('李明');
    expect(old).toBeTruthy();

    // A finding breaks the streak; another officer's empty inspections are a streak of their own.
    const f = await newEnterprise(db);
    await insertRegistration(db, {
      enterpriseId: f.id,
      startedAt: at('2025-12-01'),
      noFindings: true,
      type: 'case',
    });
    await insertRegistration(db, {
      enterpriseId: f.id,
      startedAt: at('2026-01-01'),
      noFindings: false,
      type: 'case',
    });
    await insertRegistration(db, {
      enterpriseId: f.id,
      startedAt: at('2026-02-01'),
      noFindings: true,
      type: 'case',
    });
    await insertRegistration(db, {
      enterpriseId: f.id,
      startedAt: at('2026-02-20'),
      noFindings: true,
      type: 'case',
      createdBy: 'usr-13900000011',
    });
    await insertRegistration(db, {
      enterpriseId: f.id,
      startedAt: at('2026-03-02'),
      noFindings: true,
      type: 'case',
    });
    expect(kinds(await warningsAt(f.id))).toEqual([]);
  });

  it('streak: every threshold, including none, names exactly the officers whose streak reaches it', async () => {
    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    const ZHAO_QIANG = 'usr-13900000011';
    const SUN_LI = 'usr-13900000012';
    const WANG_FANG = 'usr-13900000002';
    // 李明: a finding, then four empty; 赵强: empty, then a finding; 孙丽: nothing within the last year (market);
    // 王芳: one empty (health).
    for (const [createdBy, day, noFindings, departmentCode] of [
      [undefined, '2026-01-05', false, 'market'],
      [undefined, '2026-01-12', true, 'market'],
      [undefined, '2026-01-19', true, 'market'],
      [undefined, '2026-01-26', true, 'market'],
      [undefined, '2026-02-02', true, 'market'],
      [ZHAO_QIANG, '2026-01-06', true, 'market'],
      [ZHAO_QIANG, '2026-01-13', false, 'market'],
      [SUN_LI, '2025-01-06', true, 'market'],
      [WANG_FANG, '2026-01-07', true, 'health'],
    ] as const)
      await insertRegistration(db, {
        enterpriseId: e.id,
        startedAt: shanghai(`${day}T10:00:00`),
        noFindings,
        createdBy,
        departmentCode,
      });
    const rules = await loadWarningRules(db);
    const SUPERVISOR = { user: { role: 'officer', capabilities: ['supervisor'] } } as unknown as AuthSession;
    const streaksAt = async (viewer: AuthSession, threshold: number) => {
      const map = await computeWarnings(db, ofEnterprise(e.id), 'zh', viewer, NOW, {
        ...rules,
        noFindingsStreak: threshold,
      });
      const named = (message: string) =>
        ['李明', '赵强', '孙丽', '王芳'].find((name) => message.includes(name));
      return (map.get(e.id) ?? [])
        .filter((w) => w.kind === 'no_findings_streak')
        .map((w) => [named(w.message), w.count]);
    };
    for (const threshold of [-1, 0]) {
      expect(await streaksAt(MARKET_OFFICER, threshold)).toEqual([
        ['李明', 4],
        ['赵强', 0],
      ]);
      expect(await streaksAt(SUPERVISOR, threshold)).toEqual([
        ['李明', 4],
        ['王芳', 1],
        ['赵强', 0],
      ]);
    }
    expect(await streaksAt(SUPERVISOR, 1)).toEqual([
      ['李明', 4],
      ['王芳', 1],
    ]);
    for (const threshold of [1, 3, 4]) {
      expect(await streaksAt(MARKET_OFFICER, threshold), `${threshold}`).toEqual([['李明', 4]]);
      if (threshold > 1)
        expect(await streaksAt(SUPERVISOR, threshold), `${threshold}`).toEqual([['李明', 4]]);
    }
    expect(await streaksAt(MARKET_OFFICER, 5)).toEqual([]);
    expect(await streaksAt(SUPERVISOR, 5)).toEqual([]);

    // The whole city, as the supervision office reads it enterprise after enterprise: with no threshold, one streak
    // for every officer who registered at each enterprise within the year, whichever enterprises come between.
    const city = await computeWarnings(db, everyEnterprise, 'zh', SUPERVISOR, NOW, {
      ...rules,
      noFindingsStreak: 0,
    });
    const pairs = await db.execute(sql`
      select r.enterprise_id, count(distinct r.created_by)::int as officers from registrations r
      join users u on u.id = r.created_by and u.role = 'officer'
      where r.started_at >= ${new Date(NOW.getTime() - WARNING_LOOKBACK_MS).toISOString()}::timestamptz
      group by r.enterprise_id`);
    const expected = (pairs as unknown as { rows: Array<{ enterprise_id: string; officers: number }> }).rows;
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.find((row) => row.enterprise_id === e.id)?.officers).toBe(3);
    for (const { enterprise_id: id, officers } of expected)
      expect(city.get(id)?.filter((w) => w.kind === 'no_findings_streak').length, id).toBe(officers);
    const withStreaks = [...city].filter(([, list]) => list.some((w) => w.kind === 'no_findings_streak'));
    expect(withStreaks.map(([id]) => id).sort()).toEqual(expected.map((row) => row.enterprise_id).sort());
  });

  it('annual cap: reached or exceeded per department; case-specific inspections are exempt', async () => {
    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2025-12-31T23:00:00'),
      type: 'routine',
    }); // last year
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-01-05T10:00:00'),
      type: 'routine',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-02-05T10:00:00'),
      type: 'case',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-02-06T10:00:00'),
      type: 'case',
    });
    expect(kinds(await warningsAt(e.id))).toEqual([]);
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-02-20T10:00:00'),
      type: 'triggered',
    });
    const [cap] = await warningsAt(e.id);
    expect(cap).toMatchObject({
      kind: 'annual_cap',
      count: 2,
      threshold: 2,
      departmentName: '市场监督管理局',
    });
    expect(cap!.message).toContain('达到年度上限2次');
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-01T10:00:00'),
      type: 'routine',
    });
    expect((await warningsAt(e.id, 'en'))[0]!.message).toContain('exceeding the annual cap of 2');
  });

  it('thresholds and caps are configurable', async () => {
    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-18T09:00:00'),
      departmentCode: 'health',
      createdBy: 'usr-13900000002',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-18T10:00:00'),
      departmentCode: 'ecology',
      createdBy: 'usr-13900000031',
    });
    expect(kinds(await warningsAt(e.id))).toEqual(['daily']);
    await db.insert(warningRules).values([
      { key: 'daily_max', value: 2 },
      { key: 'cap:ecology', value: 1 },
    ]);
    // The server's cache of the rules is dropped when the change is announced (at once on PGlite, a moment
    // later on PostgreSQL).
    try {
      await expect
        .poll(() => warningsAt(e.id))
        .toEqual([expect.objectContaining({ kind: 'annual_cap', threshold: 1, count: 1 })]);
    } finally {
      await db.delete(warningRules);
      await expect
        .poll(async () => (await loadWarningRules(db)).dailyMax)
        .toBe(DEFAULT_WARNING_RULES.daily_max);
    }
  });
});

describe('whether one more goes over (the flag a create stores)', () => {
  it('counting only up to each threshold answers as the full counts do, at every threshold and period', async () => {
    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    for (const at of [
      '2026-02-27T10:00:00',
      '2026-03-05T10:00:00',
      '2026-03-16T00:10:00',
      '2026-03-18T09:00:00',
    ])
      await insertRegistration(db, { enterpriseId: e.id, startedAt: shanghai(at) });
    await insertRegistration(db, { enterpriseId: e.id, startedAt: shanghai('2026-03-18T10:00:00') });
    // A visit the enterprise booked counts for neither.
    const booked = await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: shanghai('2026-03-18T11:00:00'),
    });
    await linkBookedAppointment(db, e.id, booked, NOW);
    const defaults = await loadWarningRules(db);
    const moments = [
      '2026-03-18T12:00:00',
      '2026-03-17T08:00:00',
      '2026-03-22T23:59:00',
      '2026-03-01T00:00:00',
    ];
    let warned = 0;
    for (const moment of moments.map(shanghai)) {
      const [full] = sumByEnterprise(
        await countForWarnings(db, ofEnterprise(e.id), {
          day: dayOf(moment),
          week: weekOf(moment),
          month: monthOf(moment),
          year: yearOf(moment),
        }),
      );
      const counted = full ?? { day: 0, week: 0, month: 0 };
      for (const key of ['dailyMax', 'weeklyMax', 'monthlyMax'] as const)
        for (const threshold of [-1, 0, 1, 2, 3, 4, 5]) {
          const rules = { ...defaults, dailyMax: 99, weeklyMax: 99, monthlyMax: 99, [key]: threshold };
          const expected =
            counted.day + 1 > rules.dailyMax ||
            counted.week + 1 > rules.weeklyMax ||
            counted.month + 1 > rules.monthlyMax;
          expect(
            await raisesFrequencyWarning(db, e.id, moment, rules),
            `${key} ${threshold} at ${moment.toISOString()}`,
          ).toBe(expected);
          if (expected) warned++;
        }
    }
    // Both answers occur, at each kind of period.
    expect(warned).toBeGreaterThan(10);
    expect(warned).toBeLessThan(moments.length * 21);
  });
});

describe('listWarnings', () => {
  it('the seeded demo trips daily and monthly at SZ440305000123, streak and cap at SZ440305000456', async () => {
    const officer = await login(OFFICERS.liMing);
    const a = ok(await call('listWarnings', { enterpriseNumber: 'SZ440305000123' }, { token: officer }));
    expect(kinds(a)).toEqual(expect.arrayContaining(['daily', 'monthly']));
    const b = ok(await call('listWarnings', { enterpriseNumber: 'SZ440305000456' }, { token: officer }));
    expect(kinds(b)).toEqual(expect.arrayContaining(['no_findings_streak', 'annual_cap']));
    expect(b.find((w: { kind: string }) => w.kind === 'annual_cap')).toMatchObject({
      count: 3,
      threshold: 2,
      departmentName: '市场监督管理局',
    });
  });

  it('enterprise: its own only; officer without a number: enterprises the department inspected in 12 months', async () => {
    expect(kinds(ok(await call('listWarnings', {}, { token: tokens.entA })))).toEqual(
      expect.arrayContaining(['daily']),
    );
    expect(
      ok(await call('listWarnings', { enterpriseNumber: 'SZ440305000123' }, { token: tokens.entA })).length,
    ).toBeGreaterThan(0);
    const other = await call('listWarnings', { enterpriseNumber: 'SZ440305000456' }, { token: tokens.entA });
    expect(other).toMatchObject({ status: 404, code: 404, data: null });
    expect(
      await call('listWarnings', { enterpriseNumber: 'SZ440305999999' }, { token: tokens.entA }),
    ).toEqual(other);

    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    const today = earlierToday();
    // Two ecology inspections today at an enterprise the urban department never visited.
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: new Date(today.startedAt),
      departmentCode: 'ecology',
      createdBy: 'usr-13900000031',
    });
    await insertRegistration(db, {
      enterpriseId: e.id,
      startedAt: new Date(today.endedAt),
      departmentCode: 'ecology',
      createdBy: 'usr-13900000031',
    });
    const ecology = ok(await call('listWarnings', {}, { token: await login('13900000032') }));
    expect(ecology.some((w: { enterpriseNumber: string }) => w.enterpriseNumber === e.enterpriseNumber)).toBe(
      true,
    );
    const emergency = ok(await call('listWarnings', {}, { token: await login('13900000043') }));
    expect(
      emergency.some((w: { enterpriseNumber: string }) => w.enterpriseNumber === e.enterpriseNumber),
    ).toBe(false);
    const market = ok(await call('listWarnings', {}, { token: await login(OFFICERS.liMing) }));
    const marketNumbers = market.map((w: { enterpriseNumber: string }) => w.enterpriseNumber);
    expect(marketNumbers).toEqual(expect.arrayContaining(['SZ440305000123', 'SZ440305000456']));
    expect(marketNumbers).not.toContain(e.enterpriseNumber);
  });
});

describe('who sees a no-findings streak (issue 12, 11)', () => {
  it("names an officer: only that officer's department sees it, never the enterprise or another department", async () => {
    // SZ440305000456: 李明 (market) found nothing three times in a row.
    const entB = await login('13800000002');
    const own = ok(await call('listWarnings', {}, { token: entB }));
    const named = ok(await call('listWarnings', { enterpriseNumber: 'SZ440305000456' }, { token: entB }));
    for (const list of [own, named]) {
      expect(kinds(list)).toContain('annual_cap');
      expect(kinds(list)).not.toContain('no_findings_streak');
      expect(JSON.stringify(list)).not.toContain('李明');
    }
    const market = ok(
      await call('listWarnings', { enterpriseNumber: 'SZ440305000456' }, { token: tokens.liMing }),
    );
    expect(kinds(market)).toContain('no_findings_streak');
    const health = ok(
      await call('listWarnings', { enterpriseNumber: 'SZ440305000456' }, { token: tokens.wangFang }),
    );
    expect(kinds(health)).not.toContain('no_findings_streak');
    const preview = ok(
      await call('getEnterprisePreview', { enterpriseNumber: 'SZ440305000456' }, { token: tokens.wangFang }),
    );
    expect(kinds(preview.warnings)).not.toContain('no_findings_streak');
  });

  it("the supervision office sees every department's streaks", async () => {
    const supervisor = await login('13700000001');
    const listed = ok(
      await call('listWarnings', { enterpriseNumber: 'SZ440305000456' }, { token: supervisor }),
    );
    const streak = listed.find((w) => w.kind === 'no_findings_streak');
    expect(streak?.message).toContain('李明');
    expect(streak?.departmentCode).toBe('market');
    const preview = ok(
      await call('getEnterprisePreview', { enterpriseNumber: 'SZ440305000456' }, { token: supervisor }),
    );
    expect(kinds(preview.warnings)).toContain('no_findings_streak');
  });

  it("the supervision office's desk holds the whole city's warnings, every department's", async () => {
    const supervisor = await login('13700000001');
    const desk = ok(await call('listWarnings', {}, { token: supervisor }));
    const of = (number: string) => kinds(desk.filter((w) => w.enterpriseNumber === number));
    expect(of('SZ440305000123')).toEqual(expect.arrayContaining(['daily', 'monthly']));
    expect(of('SZ440305000456')).toEqual(expect.arrayContaining(['no_findings_streak', 'annual_cap']));
  });
});

describe('quota', () => {
  it('counts non-case registrations against each department cap and case ones apart', async () => {
    const db = server.database.handle.db;
    const enterprise = await newEnterprise(db);
    const input = { enterpriseNumber: enterprise.enterpriseNumber };
    const inYear = (day: number) => new Date(Date.UTC(cityYear(new Date()), 0, 1 + day, 2));
    // On days of their own: the frequency thresholds would refuse three on one day through the API.
    await insertRegistration(db, {
      enterpriseId: enterprise.id,
      departmentCode: 'health',
      createdBy: 'usr-13900000002',
      startedAt: inYear(0),
    });
    await insertRegistration(db, { enterpriseId: enterprise.id, type: 'case', startedAt: inYear(10) });
    await insertRegistration(db, { enterpriseId: enterprise.id, startedAt: inYear(20) });
    const quota = ok(await call('getQuota', input, { token: tokens.liMing }));
    expect(quota.find((q: { departmentCode: string }) => q.departmentCode === 'market')).toMatchObject({
      used: 1,
      exempt: 1,
      cap: 2,
    });
    expect(quota.find((q: { departmentCode: string }) => q.departmentCode === 'health')).toMatchObject({
      used: 1,
      exempt: 0,
    });
    // Another enterprise's quota is "not found" to an enterprise, like an unknown number.
    const other = await call('getQuota', input, { token: tokens.entA });
    expect(other).toMatchObject({ status: 404, code: 404, data: null });
    expect(await call('getQuota', { enterpriseNumber: 'SZ440305999999' }, { token: tokens.entA })).toEqual(
      other,
    );
    expect(
      ok(
        await call('getQuota', { enterpriseNumber: 'SZ440305000123', year: 2000 }, { token: tokens.entA }),
      )[0],
    ).toMatchObject({ used: 0, year: 2000 });
  });
});
