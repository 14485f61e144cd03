import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFICERS, registrationInput } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import { comparedPeriods } from '../../contract/analysis/rules';
import type { ApiInput } from '../../contract/api-schemas';
import { DAY_MS, dateText } from '../../contract/city-calendar';

const server = useTestApp({
  users: {
    owner: '13800000001',
    liMing: OFFICERS.liMing, // market
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
      count(*) filter (where scan_id is not null) as scanned, count(*) filter (where late) as late,
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
    expect(after.inspections.triggered.current).toBe(before.inspections.triggered.current + 1);
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
    expect(analysis.evaluations).toEqual({ counted: 0, shown: false, levels: [], satisfactionRate: null });
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
    expect(await listed({ ...range, registeredBy: 'number' })).toBe(i.total! - i.scanned!);
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
