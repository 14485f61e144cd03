/**
 * The queries behind the analysis endpoints and the lists they open, one at a time on one connection: how long
 * each takes (the median of five, after one warm-up), and, on demand, its EXPLAIN ANALYZE. The endpoints run a dozen
 * of them at once, so their p50 tells that a request got slower; this tells which query did.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DateRange, MonthRange } from '../../../contract/analysis/rules';
import { startOfDate } from '../../../contract/city-calendar';
import type { Database } from '../../../server/db/client';
import * as q from '../../../server/modules/analysis/analysis-queries';
import { complaintPageQuery } from '../../../server/modules/complaints/complaints-queries';
import { listSummaryPage } from '../../../server/modules/registrations/registrations-queries';

/** The officer's department and the periods of the benchmark's scenarios, as of its now (20 November 2026). */
const DEPARTMENT = 'market';
const YEAR: DateRange = { from: '2026-01-01', to: '2026-11-20' };
const YEAR_BEFORE: DateRange = { from: '2025-01-01', to: '2025-11-20' };
/** The closed months of YEAR (evaluationMonths). */
const YEAR_MONTHS: MonthRange = { from: '2026-01', to: '2026-10' };
const TREND: DateRange = { from: '2025-12-01', to: '2026-11-20' };

interface Built {
  toSQL(): { sql: string; params: unknown[] };
}
interface Probe {
  name: string;
  run(db: Database): Promise<unknown>;
  /** The statement a list sends, for EXPLAIN (the others go through db.execute and are caught there). */
  built?(db: Database): Built;
}

const registrationPage = (filter: Parameters<typeof listSummaryPage>[1]) => (db: Database) =>
  listSummaryPage(
    db,
    {
      departmentCode: DEPARTMENT,
      startedFrom: startOfDate(YEAR.from),
      startedBefore: new Date(startOfDate(YEAR.to).getTime() + 86_400_000),
      ...filter,
    },
    21,
  ) as unknown as Promise<unknown> & Built;

const complaintPage =
  (filter: Omit<Parameters<typeof complaintPageQuery>[1], 'departmentCode'>) => (db: Database) =>
    complaintPageQuery(
      db,
      {
        departmentCode: DEPARTMENT,
        createdFrom: startOfDate(YEAR.from),
        createdBefore: new Date(startOfDate(YEAR.to).getTime() + 86_400_000),
        ...filter,
      },
      undefined,
      21,
    )! as unknown as Promise<unknown> & Built;

function probes(): Probe[] {
  const list = (name: string, make: (db: Database) => Promise<unknown> & Built): Probe => ({
    name,
    run: (db) => make(db),
    built: make,
  });
  return [
    { name: 'countInspections, department, year', run: (db) => q.countInspections(db, YEAR, DEPARTMENT) },
    {
      name: 'countInspectionsBy month, department, year',
      run: (db) => q.countInspectionsBy(db, 'month', YEAR, DEPARTMENT),
    },
    { name: 'countCapUse, department', run: (db) => q.countCapUse(db, 2026, DEPARTMENT, 12) },
    {
      name: 'countEvaluationsByMonth, department, year',
      run: (db) => q.countEvaluationsByMonth(db, YEAR_MONTHS, DEPARTMENT),
    },
    { name: 'countRectified, department, year', run: (db) => q.countRectified(db, YEAR, DEPARTMENT) },
    { name: 'countPlanTargets, department, year', run: (db) => q.countPlanTargets(db, YEAR, DEPARTMENT) },
    {
      name: 'countAppointmentAnswers, department, year',
      run: (db) => q.countAppointmentAnswers(db, YEAR, DEPARTMENT),
    },
    { name: 'countComplaints, department, year', run: (db) => q.countComplaints(db, YEAR, DEPARTMENT) },
    {
      name: 'countComplaints, department, year before',
      run: (db) => q.countComplaints(db, YEAR_BEFORE, DEPARTMENT),
    },
    {
      name: 'countInspectionsBy department, city, year',
      run: (db) => q.countInspectionsBy(db, 'department', YEAR),
    },
    { name: 'countEnterprisesInspected, city', run: (db) => q.countEnterprisesInspected(db, YEAR) },
    { name: 'listMostInspected, city', run: (db) => q.listMostInspected(db, YEAR, 10) },
    {
      name: 'countEvaluationsByMonth, city, year',
      run: (db) => q.countEvaluationsByMonth(db, YEAR_MONTHS),
    },
    { name: 'countComplaintsByDepartment, city, year', run: (db) => q.countComplaintsByDepartment(db, YEAR) },
    { name: 'countComplaintsByMonth, city, 12 months', run: (db) => q.countComplaintsByMonth(db, TREND) },
    list('registration list, late', registrationPage({ flag: 'late' })),
    list('registration list, frequencyWarned', registrationPage({ flag: 'frequencyWarned' })),
    list('registration list, routine', registrationPage({ type: 'routine' })),
    list('registration list, by number', registrationPage({ registeredBy: 'number' })),
    list('complaints lodged', complaintPage({})),
    list('complaints lodged, reopened', complaintPage({ reopened: true })),
    list('complaints lodged, decided', complaintPage({ decided: true })),
  ];
}

/** Milliseconds of each query: the median of five runs after a warm-up. */
export async function timeAnalysisQueries(db: Database) {
  const times: Record<string, number> = {};
  for (const probe of probes()) {
    await probe.run(db);
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      await probe.run(db);
      runs.push(performance.now() - started);
    }
    times[probe.name] = Number(runs.sort((a, b) => a - b)[2]!.toFixed(1));
  }
  return times;
}

type Rows = { rows: Array<Record<string, unknown>> };

/** A statement with its $n placeholders as drizzle parameters again. */
function rebuilt({ sql: text, params }: { sql: string; params: unknown[] }): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw(parts[0]!)];
  for (let i = 1; i < parts.length; i += 2)
    chunks.push(sql`${params[Number(parts[i]) - 1]}`, sql.raw(parts[i + 1]!));
  return sql.join(chunks, sql``);
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement of each query, by query. */
export async function explainAnalysisQueries(db: Database) {
  const plans: Record<string, string[]> = {};
  const explain = async (query: SQL) => {
    const result = (await db.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as Rows;
    return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
  };
  for (const probe of probes()) {
    const found: string[] = [];
    if (probe.built) found.push(await explain(rebuilt(probe.built(db).toSQL())));
    else {
      // The analysis queries read `rows` of db.execute: they get none, and their statements are explained.
      const explaining = {
        execute: async (query: SQL) => {
          found.push(await explain(query));
          return { rows: [] };
        },
      } as unknown as Database;
      await probe.run(explaining);
    }
    plans[probe.name] = found;
  }
  return plans;
}
