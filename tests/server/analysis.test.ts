import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { complaintInput } from './complaints-fixtures';
import { OFFICERS, registrationInput } from './loop-fixtures';
import { ok, testConfig, useTestApp } from './test-app';
import { comparedPeriods, type DateRange } from '../../contract/analysis/rules';
import type { ApiInput } from '../../contract/api-schemas';
import { DAY_MS, dateText, startOfDate } from '../../contract/city-calendar';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import { runTimeSweeps } from '../../server/composition/time-sweeps';
import { complaintEvents } from '../../server/db/schema/complaints';
import {
  countComplaints,
  countComplaintsByDepartment,
  countComplaintsByMonth,
} from '../../server/modules/analysis/analysis-queries';

const server = useTestApp({
  users: {
    owner: '13800000001',
    liMing: OFFICERS.liMing, // market
    zhaoQiang: '13900000011', // market
    wangFang: OFFICERS.wangFang, // health
    supervisor: '13700000001',
  },
});
const { call, tokens } = server;
const db = () => server.database.handle.db;

async function rowsOf(query: ReturnType<typeof sql>) {
  return ((await db().execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

/** The period's counts straight from the registrations, with none of the rollup's machinery. */
async function counted(from: string, to: string, departmentCode?: string) {
  const [row] = await rowsOf(sql`
    select count(*) as total, count(*) filter (where type = 'routine') as routine,
      count(*) filter (where type = 'triggered') as triggered, count(*) filter (where type = 'case') as case_specific,
      count(*) filter (where no_findings) as no_findings, coalesce(sum(problem_count), 0) as problems,
      count(*) filter (where method = 'code') as scanned,
      count(*) filter (where method = 'licence') as licence_scanned,
      count(*) filter (where allowance_basis = 'approved') as approved, count(*) filter (where late) as late,
      count(*) filter (where type = 'case' and exists (select 1 from emergency_reviews er
        where er.registration_id = registrations.id and er.status = 'notUpheld')) as not_upheld,
      count(*) filter (where exists (select 1 from code_scans s where s.id = scan_id and s.far)) as far,
      count(*) filter (where exists (select 1 from code_scans s
        where s.id = scan_id and s.no_position_reason is not null)) as unlocated,
      count(*) filter (where frequency_warned) as warned
    from registrations
    where (started_at at time zone 'Asia/Shanghai')::date between ${from}::date and ${to}::date
      ${departmentCode ? sql`and department_code = ${departmentCode}` : sql``}`);
  return {
    total: Number(row!.total),
    routine: Number(row!.routine),
    triggered: Number(row!.triggered),
    caseSpecific: Number(row!.case_specific),
    noFindings: Number(row!.no_findings),
    problems: Number(row!.problems),
    scanned: Number(row!.scanned),
    licenceScanned: Number(row!.licence_scanned),
    approved: Number(row!.approved),
    emergencyNotUpheld: Number(row!.not_upheld),
    farCheckIns: Number(row!.far),
    unlocatedCheckIns: Number(row!.unlocated),
    late: Number(row!.late),
    frequencyWarned: Number(row!.warned),
  };
}

const currentOf = (figures: Record<string, { current: number }>) =>
  Object.fromEntries(Object.entries(figures).map(([key, f]) => [key, f.current]));

describe('department analysis', () => {
  it('equals the counts taken from the registrations themselves, this year and the year before', async () => {
    const analysis = ok(await call('getDepartmentAnalysis', { period: 'year' }, { token: tokens.liMing }));
    const { current, previous } = comparedPeriods('year', dateText(new Date()));
    expect(analysis.period).toEqual(current);
    expect(analysis.department).toEqual({ code: 'market', name: '市场监督管理局' });
    expect(currentOf(analysis.inspections)).toEqual(await counted(current.from, current.to, 'market'));
    expect(analysis.inspections.total.current).toBeGreaterThan(0);
    const before = await counted(previous.from, previous.to, 'market');
    expect(analysis.inspections.total.previous).toBe(before.total);
    expect(analysis.byMonth.reduce((n, m) => n + m.inspections, 0)).toBe(analysis.inspections.total.current);
  });

  it('counts a new registration and a correction at once (the rollup folds on reading)', async () => {
    const before = ok(await call('getDepartmentAnalysis', { period: 'month' }, { token: tokens.liMing }));
    const created = ok(
      await call(
        'createRegistration',
        registrationInput({
          problems: [{ description: '消毒记录缺失', rectification: '补建记录', photoIds: [] }],
        }),
        { token: tokens.liMing },
      ),
    );
    const after = ok(await call('getDepartmentAnalysis', { period: 'month' }, { token: tokens.liMing }));
    expect(after.inspections.total.current).toBe(before.inspections.total.current + 1);
    expect(after.inspections.caseSpecific.current).toBe(before.inspections.caseSpecific.current + 1);
    expect(after.inspections.problems.current).toBe(before.inspections.problems.current + 1);

    ok(
      await call(
        'correctRegistration',
        { id: created.id, version: 1, reason: '问题已当场整改', problems: [] },
        { token: tokens.liMing },
      ),
    );
    const corrected = ok(await call('getDepartmentAnalysis', { period: 'month' }, { token: tokens.liMing }));
    expect(corrected.inspections.total.current).toBe(after.inspections.total.current);
    expect(corrected.inspections.problems.current).toBe(before.inspections.problems.current);
    const { current } = comparedPeriods('month', dateText(new Date()));
    expect(currentOf(corrected.inspections)).toEqual(await counted(current.from, current.to, 'market'));
  });

  it('marks the registration that takes an enterprise over a frequency threshold', async () => {
    const number = 'SZ440305000456';
    const first = ok(
      await call('createRegistration', registrationInput({ enterpriseNumber: number }), {
        token: tokens.liMing,
      }),
    );
    const second = ok(
      await call('createRegistration', registrationInput({ enterpriseNumber: number }), {
        token: tokens.liMing,
      }),
    );
    const flags = await rowsOf(
      sql`select id, frequency_warned from registrations where id in (${first.id}, ${second.id})`,
    );
    const warned = new Map(flags.map((r) => [r.id, r.frequency_warned]));
    expect(warned.get(second.id)).toBe(true);
    expect(second.warnings.map((w) => w.kind)).toContain('daily');
  });

  it('an officer sees only their department; a supervisor any; an enterprise none', async () => {
    const refused = await call(
      'getDepartmentAnalysis',
      { period: 'year', departmentCode: 'health' },
      { token: tokens.liMing },
    );
    expect(refused).toMatchObject({ status: 404, message: '只能查看本部门的统计分析' });
    const health = ok(
      await call(
        'getDepartmentAnalysis',
        { period: 'year', departmentCode: 'health' },
        { token: tokens.supervisor },
      ),
    );
    expect(health.department.code).toBe('health');
    expect((await call('getDepartmentAnalysis', { period: 'year' }, { token: tokens.owner })).status).toBe(
      403,
    );
    expect((await call('getCityAnalysis', { period: 'year' }, { token: tokens.liMing })).status).toBe(403);
  });

  it('checks a custom range', async () => {
    const custom = { period: 'custom' as const, from: '2026-03-10', to: '2026-03-01' };
    expect(await call('getDepartmentAnalysis', custom, { token: tokens.liMing })).toMatchObject({
      status: 400,
      fields: { to: expect.any(String) },
    });
    expect(
      (
        await call(
          'getDepartmentAnalysis',
          { period: 'custom', from: '2023-01-01', to: '2026-01-01' },
          { token: tokens.liMing },
        )
      ).status,
    ).toBe(400);
    expect((await call('getDepartmentAnalysis', { period: 'custom' }, { token: tokens.liMing })).status).toBe(
      400,
    );
    const ok10 = ok(
      await call(
        'getDepartmentAnalysis',
        { period: 'custom', from: '2026-03-01', to: '2026-03-10' },
        { token: tokens.liMing },
      ),
    );
    expect(ok10.previous).toEqual({ from: '2026-02-19', to: '2026-02-28' });
  });

  it('gives evaluations only in aggregate: no rate under five closed evaluations', async () => {
    const analysis = ok(
      await call(
        'getDepartmentAnalysis',
        { period: 'custom', from: '2026-01-01', to: '2026-01-02' },
        { token: tokens.liMing },
      ),
    );
    expect(analysis.evaluations).toEqual({
      months: { from: '2026-01', to: '2026-01' },
      counted: 0,
      shown: false,
      levels: [],
      satisfactionRate: null,
    });
  });
});

describe('the lists behind the figures', () => {
  /** Every registration the officer's list gives for the filter, page after page. */
  async function listed(filter: Omit<ApiInput<'listRegistrations'>, 'cursor' | 'limit'>) {
    let cursor: string | undefined;
    let count = 0;
    do {
      const page = ok(
        await call('listRegistrations', { ...filter, limit: 50, cursor }, { token: tokens.liMing }),
      );
      count += page.items.length;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return count;
  }

  it('each inspection figure opens a list of exactly as many registrations', async () => {
    const now = Date.now();
    ok(
      await call(
        'createRegistration',
        registrationInput({
          startedAt: new Date(now - 2 * DAY_MS).toISOString(),
          endedAt: new Date(now - 2 * DAY_MS + 30 * 60_000).toISOString(),
          lateReason: '系统故障，次日补录',
        }),
        { token: tokens.liMing },
      ),
    );
    const custom = { from: dateText(new Date(now - 365 * DAY_MS)), to: dateText(new Date(now)) };
    const analysis = ok(
      await call('getDepartmentAnalysis', { period: 'custom', ...custom }, { token: tokens.liMing }),
    );
    const range = analysis.period;
    expect(range).toEqual(custom);
    const i = currentOf(analysis.inspections);
    expect(await listed(range)).toBe(i.total);
    expect(await listed({ ...range, type: 'routine' })).toBe(i.routine);
    expect(await listed({ ...range, type: 'triggered' })).toBe(i.triggered);
    expect(await listed({ ...range, type: 'case' })).toBe(i.caseSpecific);
    expect(await listed({ ...range, outcome: 'noFindings' })).toBe(i.noFindings);
    expect(await listed({ ...range, registeredBy: 'scan' })).toBe(i.scanned);
    expect(await listed({ ...range, registeredBy: 'licence' })).toBe(i.licenceScanned);
    expect(await listed({ ...range, registeredBy: 'number' })).toBe(
      i.total! - i.scanned! - i.licenceScanned!,
    );
    expect(await listed({ ...range, flag: 'approved' })).toBe(i.approved);
    expect(await listed({ ...range, flag: 'excepted' })).toBe(i.caseSpecific);
    expect(await listed({ ...range, flag: 'late' })).toBe(i.late);
    expect(await listed({ ...range, flag: 'frequencyWarned' })).toBe(i.frequencyWarned);
    const [withProblems] = await rowsOf(sql`
      select count(*) as n from registrations where department_code = 'market' and problem_count > 0
        and (started_at at time zone 'Asia/Shanghai')::date between ${range.from}::date and ${range.to}::date`);
    expect(await listed({ ...range, outcome: 'problems' })).toBe(Number(withProblems!.n));
    expect(i.late).toBeGreaterThan(0);
    expect(await listed({ ...range, type: 'routine', flag: 'late' })).toBeLessThanOrEqual(i.late!);
  });

  it('each complaint figure opens a list of exactly as many complaints', async () => {
    const now = Date.now();
    const custom = { from: dateText(new Date(now - 365 * DAY_MS)), to: dateText(new Date(now)) };
    const analysis = ok(
      await call('getDepartmentAnalysis', { period: 'custom', ...custom }, { token: tokens.liMing }),
    );
    const lodged = async (facet?: 'resolved' | 'reopened' | 'decided') => {
      let cursor: string | undefined;
      let count = 0;
      do {
        const page = ok(
          await call(
            'listHandlingComplaints',
            { view: 'lodged', ...custom, facet, cursor },
            { token: tokens.liMing },
          ),
        );
        count += page.items.length;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return count;
    };
    const c = analysis.complaints;
    expect(c.received.current).toBeGreaterThan(0);
    expect(await lodged()).toBe(c.received.current);
    expect(await lodged('resolved')).toBe(c.resolved.current);
    expect(await lodged('reopened')).toBe(c.reopened.current);
    expect(await lodged('decided')).toBe(c.decided.current);
  });

  it("the enterprises at the year's cap are the cap warnings the department's warning list gives", async () => {
    const analysis = ok(await call('getDepartmentAnalysis', { period: 'year' }, { token: tokens.liMing }));
    const warnings = ok(await call('listWarnings', {}, { token: tokens.liMing }));
    const atCap = new Set(warnings.filter((w) => w.kind === 'annual_cap').map((w) => w.enterpriseNumber));
    expect(analysis.caps.enterprisesAtCap).toBeGreaterThan(0);
    expect(atCap.size).toBe(analysis.caps.enterprisesAtCap);
    expect(analysis.caps.thisYear).toBe(true);
    const year = analysis.caps.year;
    const before = { period: 'custom', from: `${year - 1}-01-01`, to: `${year - 1}-03-31` } as const;
    const lastYear = ok(await call('getDepartmentAnalysis', before, { token: tokens.liMing }));
    expect(lastYear.caps).toMatchObject({ year: year - 1, thisYear: false });
  });

  it('refuses a filter value it does not know', async () => {
    const refused = await call(
      'listRegistrations',
      { flag: 'overdue' } as unknown as ApiInput<'listRegistrations'>,
      { token: tokens.liMing },
    );
    expect(refused.status).toBe(400);
  });
});

describe('city analysis', () => {
  it('ranks the departments, whose inspections add up to the city total, and names the most inspected', async () => {
    const city = ok(
      await call('getCityAnalysis', { period: 'year' }, { token: tokens.supervisor, locale: 'en' }),
    );
    const { current } = comparedPeriods('year', dateText(new Date()));
    expect(currentOf(city.inspections)).toEqual(await counted(current.from, current.to));
    expect(city.departments.reduce((n, d) => n + d.inspections, 0)).toBe(city.inspections.total.current);
    expect(city.departments.find((d) => d.code === 'market')?.name).toBe('Market Supervision Administration');
    expect(city.districts.reduce((n, d) => n + d.inspections, 0)).toBeLessThanOrEqual(
      city.inspections.total.current,
    );
    expect(city.trend).toHaveLength(12);

    const year = Number(current.to.slice(0, 4));
    const [top] = await rowsOf(sql`
      select e.enterprise_number, count(*) as n from registrations r join enterprises e on e.id = r.enterprise_id
      where extract(year from (r.started_at at time zone 'Asia/Shanghai')) = ${year}
      group by e.enterprise_number order by n desc, e.enterprise_number limit 1`);
    expect(city.topEnterprises[0]).toMatchObject({
      enterpriseNumber: top!.enterprise_number,
      inspections: Number(top!.n),
    });
  });
});

describe('the complaint figures', () => {
  const instants = (range: DateRange) => ({
    from: startOfDate(range.from).toISOString(),
    to: new Date(startOfDate(range.to).getTime() + DAY_MS).toISOString(),
  });

  /** The figures straight from the complaints and their timelines, as the analysis counted them before its rollup. */
  async function counted(range: DateRange, departmentCode?: string) {
    const { from, to } = instants(range);
    const [row] = await rowsOf(sql`
      select count(*) as received, count(*) filter (where c.state = 'resolved') as resolved,
        count(*) filter (where c.reopen_count > 0) as reopened, count(d.at) as decided,
        count(*) filter (where exists (
          select 1 from complaint_events o where o.complaint_id = c.id and o.action = 'overdue')) as overdue,
        count(d.at) filter (where not exists (
          select 1 from complaint_events o where o.complaint_id = c.id and o.action = 'overdue')) as decided_on_time,
        coalesce(sum(extract(epoch from d.at - c.created_at) / 86400), 0) as handling_days
      from complaints c
      left join lateral (select min(e.at) as at from complaint_events e
        where e.complaint_id = c.id and e.action in ('resolve', 'reject')) d on true
      where c.created_at >= ${from}::timestamptz and c.created_at < ${to}::timestamptz
        ${departmentCode ? sql`and c.assigned_department_code = ${departmentCode}` : sql``}`);
    return {
      received: Number(row!.received),
      resolved: Number(row!.resolved),
      reopened: Number(row!.reopened),
      decided: Number(row!.decided),
      decidedOnTime: Number(row!.decided_on_time),
      handlingDaysTotal: Number(row!.handling_days),
      overdue: Number(row!.overdue),
    };
  }

  async function countedByDepartment(range: DateRange) {
    const { from, to } = instants(range);
    const result = await rowsOf(sql`
      select c.assigned_department_code as code, count(*) as n,
        count(*) filter (where exists (
          select 1 from complaint_events o where o.complaint_id = c.id and o.action = 'overdue')) as overdue
      from complaints c
      where c.created_at >= ${from}::timestamptz and c.created_at < ${to}::timestamptz
        and c.assigned_department_code is not null
      group by 1`);
    return new Map(
      result.map((r) => [String(r.code), { complaints: Number(r.n), overdue: Number(r.overdue) }]),
    );
  }

  async function countedByMonth(range: DateRange) {
    const { from, to } = instants(range);
    const result = await rowsOf(sql`
      select to_char(created_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, count(*) as n
      from complaints where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1`);
    return new Map(result.map((r) => [String(r.month), Number(r.n)]));
  }

  const sameCounts = (counts: Awaited<ReturnType<typeof counted>>) => ({
    ...counts,
    handlingDaysTotal: expect.closeTo(counts.handlingDaysTotal, 9),
  });

  /**
   * The department's figures on its analysis and the city's rollup queries (read after the analysis folded), each
   * against the direct counts; answers the market's direct counts.
   */
  async function expectFiguresAgree() {
    const range = { from: dateText(new Date(Date.now() - 365 * DAY_MS)), to: dateText(new Date()) };
    const market = await counted(range, 'market');
    const c = ok(
      await call('getDepartmentAnalysis', { period: 'custom', ...range }, { token: tokens.liMing }),
    ).complaints;
    expect({
      received: c.received.current,
      resolved: c.resolved.current,
      reopened: c.reopened.current,
      decided: c.decided.current,
      decidedOnTime: c.decidedOnTime.current,
      overdue: c.overdue.current,
    }).toEqual({ ...market, handlingDaysTotal: undefined });
    expect(c.averageHandlingDays.current).toBe(
      market.decided > 0 ? Math.round((market.handlingDaysTotal / market.decided) * 10) / 10 : null,
    );

    const city = ok(
      await call('getCityAnalysis', { period: 'custom', ...range }, { token: tokens.supervisor }),
    );
    expect(await countComplaints(db(), range)).toEqual(sameCounts(await counted(range)));
    expect(await countComplaints(db(), range, 'market')).toEqual(sameCounts(market));
    expect(await countComplaintsByDepartment(db(), range)).toEqual(await countedByDepartment(range));
    expect(await countComplaintsByMonth(db(), range)).toEqual(await countedByMonth(range));
    const trend = { from: `${city.trend[0]!.month}-01`, to: range.to };
    const months = await countedByMonth(trend);
    expect(city.trend.map((t) => [t.month, t.complaints])).toEqual(
      city.trend.map((t) => [t.month, months.get(t.month) ?? 0]),
    );
    return market;
  }

  const v = (c: ComplaintDetail) => ({ id: c.id, version: c.version });
  const lodge = async () => ok(await call('createComplaint', complaintInput(), { token: tokens.owner }));
  const repliedBy = async (c: ComplaintDetail, officer: 'liMing' | 'zhaoQiang') => {
    const signed = ok(await call('signComplaint', v(c), { token: tokens[officer] }));
    const replied = ok(
      await call(
        'replyComplaint',
        { ...v(signed), findings: '查明情况', measures: '处理措施' },
        { token: tokens[officer] },
      ),
    );
    return ok(
      await call(
        'reviewComplaint',
        { ...v(replied), decision: 'resolve', note: '' },
        { token: tokens.supervisor },
      ),
    );
  };
  const rate = async (c: ComplaintDetail, level: number) =>
    ok(
      await call(
        'rateComplaint',
        { ...v(c), level, comment: level <= 2 ? '不满意' : '' },
        { token: tokens.owner },
      ),
    );

  it('follow every write at once: lodged, accepted, decided, reopened, reported overdue, decided again, refused', async () => {
    const start = await expectFiguresAgree();

    const lodged = await lodge();
    expect(await expectFiguresAgree()).toEqual(start);
    const accepted = ok(
      await call(
        'acceptComplaint',
        { ...v(lodged), departmentCode: 'market', note: '' },
        { token: tokens.supervisor },
      ),
    );
    expect(await expectFiguresAgree()).toMatchObject({
      received: start.received + 1,
      decided: start.decided,
    });

    const passedOn = await repliedBy(accepted, 'liMing');
    expect(await expectFiguresAgree()).toMatchObject({
      decided: start.decided + 1,
      decidedOnTime: start.decidedOnTime + 1,
    });

    const reopened = await rate(passedOn, 2);
    expect(reopened).toMatchObject({ state: 'assigned', reopenCount: 1 });
    expect(await expectFiguresAgree()).toMatchObject({ reopened: start.reopened + 1 });

    await db().insert(complaintEvents).values({
      complaintId: reopened.id,
      action: 'overdue',
      actor: 'system',
      departmentCode: 'market',
      step: 'sign',
      state: 'assigned',
      at: new Date(),
    });
    expect(await expectFiguresAgree()).toMatchObject({
      overdue: start.overdue + 1,
      decided: start.decided + 1,
      decidedOnTime: start.decidedOnTime,
    });

    // A second decision keeps the first one's time; the satisfied rating resolves it.
    const resolved = await rate(await repliedBy(reopened, 'zhaoQiang'), 4);
    expect(resolved).toMatchObject({ state: 'resolved' });
    expect(await expectFiguresAgree()).toMatchObject({
      resolved: start.resolved + 1,
      decided: start.decided + 1,
    });

    // Lodged three days earlier (whatever writes the row): its day and days to the decision move.
    await db().execute(
      sql`update complaints set created_at = created_at - interval '3 days' where id = ${resolved.id}`,
    );
    expect((await expectFiguresAgree()).handlingDaysTotal).toBeGreaterThanOrEqual(
      start.handlingDaysTotal + 3,
    );

    const refused = ok(
      await call(
        'rejectComplaint',
        { ...v(await lodge()), reason: 'outOfScope', note: '不属于执法监督范围' },
        { token: tokens.supervisor },
      ),
    );
    expect(refused.state).toBe('notAccepted');
    expect(await expectFiguresAgree()).toMatchObject({ received: start.received + 1 });
  });
});

describe('the change tables', () => {
  it('are given back their emptied pages past a megabyte by the time sweep, never on a request', async () => {
    // Changes that count nothing, as many as a day of bulk writes leaves behind.
    await db().execute(sql`
      insert into complaint_stat_changes (day, department_code, received, resolved, reopened, decided,
        decided_on_time, handling_ms, overdue_reported)
      select current_date, '', 0, 0, 0, 0, 0, 0, 0 from generate_series(1, 30000)`);
    const size = async () =>
      Number((await rowsOf(sql`select pg_relation_size('complaint_stat_changes') as n`))[0]!.n);
    expect(await size()).toBeGreaterThan(1 << 20);
    // The PostgreSQL bench at a million rows: concurrent requests each queued a VACUUM behind the others'.
    const execute = vi.spyOn(db(), 'execute');
    ok(await call('getCityAnalysis', { period: 'month' }, { token: tokens.supervisor }));
    const statements = execute.mock.calls.map(([query]) => JSON.stringify(query).toLowerCase());
    execute.mockRestore();
    expect(statements.some((text) => text.includes('fold_complaint_stats'))).toBe(true);
    expect(statements.some((text) => text.includes('vacuum'))).toBe(false);
    await runTimeSweeps(db(), new Date(), testConfig());
    expect(await size()).toBeLessThan(1 << 20);
  });
});
