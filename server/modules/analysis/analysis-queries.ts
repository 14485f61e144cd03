/**
 * The aggregates behind /analyse and /comprehensiveAnalysis (docs/analysis-figures.md defines each figure).
 * Inspections and complaints come from their day rollups (a year is a few thousand rows whatever their number), the
 * enterprises inspected in a period from the enterprises' days; evaluations, plans and appointments are counted over
 * their own indexes, bounded by one department and one period.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  EVALUATIONS_SHOWN_FROM,
  monthsAsInstants,
  SATISFIED_LEVELS,
  type DateRange,
  type MonthRange,
} from '../../../contract/analysis/rules';
import type { InspectionFigure } from '../../../contract/analysis/schemas';
import { CITY_TIME_ZONE, startOfDate } from '../../../contract/city-calendar';
import type { Database } from '../../db/client';

type Row = Record<string, unknown>;

async function rows(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const num = (value: unknown) => Number(value ?? 0);

/** Past this size the change tables' emptied pages are given back (see foldStats). */
const CHANGES_VACUUMED_FROM_BYTES = 1 << 20;

/**
 * Folds what the registrations' and complaints' triggers appended into the rollups (one at a time). A fold reads
 * every page its change table ever had, and PGlite has no autovacuum: past a megabyte, the time sweep (`vacuum`,
 * one at a time in a process) gives the pages back. Never on a request: on PostgreSQL at a million registrations,
 * concurrent analysis requests each queued a VACUUM behind the others' (and their table truncation), for seconds.
 */
export async function foldStats(db: Database, { vacuum = false } = {}): Promise<void> {
  const [row] = await rows(
    db,
    sql`select fold_inspection_stats(), fold_complaint_stats(),
      pg_relation_size('inspection_stat_changes') + pg_relation_size('complaint_stat_changes') as bytes`,
  );
  if (vacuum && num(row?.bytes) >= CHANGES_VACUUMED_FROM_BYTES)
    await db.execute(sql`vacuum inspection_stat_changes, complaint_stat_changes`);
}

/**
 * Each inspection figure and the `inspection_stats` column that counts it (the trigger of migration 0014 fills the
 * columns): a count of registrations by a property of the record is one line here, one column and one contract field.
 */
const INSPECTION_COLUMNS = {
  total: 'inspections',
  routine: 'routine',
  triggered: 'triggered',
  caseSpecific: 'case_specific',
  noFindings: 'no_findings',
  problems: 'problems',
  scanned: 'scanned',
  licenceScanned: 'licence_scanned',
  approved: 'approved',
  emergencyNotUpheld: 'emergency_not_upheld',
  farCheckIns: 'far_check_ins',
  unlocatedCheckIns: 'unlocated_check_ins',
  late: 'late',
  frequencyWarned: 'frequency_warned',
} as const satisfies Record<InspectionFigure, string>;

export type InspectionCounts = Record<InspectionFigure, number>;

const INSPECTION_FIGURES = Object.keys(INSPECTION_COLUMNS) as InspectionFigure[];

const SUMS = sql.join(
  INSPECTION_FIGURES.map((key) =>
    sql.raw(`coalesce(sum(${INSPECTION_COLUMNS[key]}), 0) as ${INSPECTION_COLUMNS[key]}`),
  ),
  sql`, `,
);

function toCounts(row: Row | undefined): InspectionCounts {
  return Object.fromEntries(
    INSPECTION_FIGURES.map((key) => [key, num(row?.[INSPECTION_COLUMNS[key]])]),
  ) as InspectionCounts;
}

const inRange = (range: DateRange, departmentCode?: string) =>
  sql`day >= ${range.from}::date and day <= ${range.to}::date
    ${departmentCode ? sql`and department_code = ${departmentCode}` : sql``}`;

export async function countInspections(db: Database, range: DateRange, departmentCode?: string) {
  const [row] = await rows(
    db,
    sql`select ${SUMS} from inspection_stats where ${inRange(range, departmentCode)}`,
  );
  return toCounts(row);
}

/** Counts per key: `month` (YYYY-MM), `department` or `district`. */
export async function countInspectionsBy(
  db: Database,
  key: 'month' | 'department' | 'district',
  range: DateRange,
  departmentCode?: string,
): Promise<Map<string, InspectionCounts>> {
  const column =
    key === 'month'
      ? sql`to_char(day, 'YYYY-MM')`
      : key === 'department'
        ? sql`department_code`
        : sql`district_code`;
  const result = await rows(
    db,
    sql`select ${column} as key, ${SUMS} from inspection_stats where ${inRange(range, departmentCode)} group by 1`,
  );
  return new Map(result.map((row) => [String(row.key), toCounts(row)]));
}

/** The department's registering officers in the range, from `officer_day_stats`, most inspections first (ties by id). */
export async function countByOfficer(db: Database, range: DateRange, departmentCode: string) {
  const result = await rows(
    db,
    sql`select u.name, sum(o.inspections) as inspections, sum(o.typed) as typed,
      sum(o.far_check_ins) as far, sum(o.unlocated_check_ins) as unlocated
    from officer_day_stats o join users u on u.id = o.officer_id
    where o.day >= ${range.from}::date and o.day <= ${range.to}::date and o.department_code = ${departmentCode}
    group by o.officer_id, u.name
    having sum(o.inspections) > 0
    order by 2 desc, o.officer_id`,
  );
  return result.map((row) => ({
    name: String(row.name),
    inspections: num(row.inspections),
    typed: num(row.typed),
    farCheckIns: num(row.far),
    unlocatedCheckIns: num(row.unlocated),
  }));
}

/** Enterprises the department inspected in the year, and how many of them reached `cap` capped inspections. */
export async function countCapUse(db: Database, year: number, departmentCode: string, cap: number | null) {
  const [row] = await rows(
    db,
    sql`select count(*) filter (where inspections > 0) as inspected,
      count(*) filter (where inspections > 0 and ${cap === null ? sql`false` : sql`capped >= ${cap}`}) as at_cap
    from enterprise_year_stats where year = ${year} and department_code = ${departmentCode}`,
  );
  return { inspected: num(row?.inspected), atCap: num(row?.at_cap) };
}

/** Per department: the enterprises it inspected on some day of the range. */
export async function countEnterprisesInspected(
  db: Database,
  range: DateRange,
): Promise<Map<string, number>> {
  const result = await rows(
    db,
    sql`select department_code, count(distinct enterprise_id) as n from enterprise_day_stats
      where ${inRange(range)} and inspections > 0 group by department_code`,
  );
  return new Map(result.map((row) => [String(row.department_code), num(row.n)]));
}

/** The enterprises inspected most in the range, by every department together (a tie by enterprise number). */
export async function listMostInspected(db: Database, range: DateRange, limit: number) {
  const result = await rows(
    db,
    sql`select e.enterprise_number, e.name, t.inspections from (
        select enterprise_id, sum(inspections)::int as inspections from enterprise_day_stats
        where ${inRange(range)} group by enterprise_id having sum(inspections) > 0
      ) t join enterprises e on e.id = t.enterprise_id
      order by t.inspections desc, e.enterprise_number limit ${limit}`,
  );
  return result.map((row) => ({
    enterpriseNumber: String(row.enterprise_number),
    name: String(row.name),
    inspections: num(row.inspections),
  }));
}

const instantRange = (range: DateRange) => ({
  from: startOfDate(range.from).toISOString(),
  // The day after `to` starts: the range includes its last day.
  to: new Date(startOfDate(range.to).getTime() + 86_400_000).toISOString(),
});

/** Evaluations per department, month (`YYYY-MM`) and level, given in the months (evaluationMonths). */
export async function countEvaluationsByMonth(db: Database, months: MonthRange, departmentCode?: string) {
  const { from, before } = monthsAsInstants(months);
  const result = await rows(
    db,
    sql`select department_code, to_char(first_evaluated_at at time zone ${CITY_TIME_ZONE}, 'YYYY-MM') as month,
        level, count(*) as n
      from evaluations
      where first_evaluated_at >= ${from.toISOString()}::timestamptz
        and first_evaluated_at < ${before.toISOString()}::timestamptz
        ${departmentCode ? sql`and department_code = ${departmentCode}` : sql``}
      group by 1, 2, 3`,
  );
  return result.map((row) => ({
    departmentCode: String(row.department_code),
    month: String(row.month),
    level: String(row.level),
    count: num(row.n),
  }));
}

/**
 * Per department, the evaluation levels of the closed months that hold EVALUATIONS_SHOWN_FROM or more: a month with
 * fewer is left out whole (evaluationMonths says why). The analysis and the officer's preview both count so: any
 * two of their figures differ by whole months of at least that many ratings.
 */
export async function countEvaluationLevels(
  db: Database,
  months: MonthRange | null,
  departmentCode?: string,
) {
  const byDepartment = new Map<string, Map<string, number>>();
  if (!months) return byDepartment;
  const monthTotals = new Map<string, number>();
  const rows = await countEvaluationsByMonth(db, months, departmentCode);
  for (const row of rows) {
    const key = `${row.departmentCode} ${row.month}`;
    monthTotals.set(key, (monthTotals.get(key) ?? 0) + row.count);
  }
  for (const row of rows) {
    if (monthTotals.get(`${row.departmentCode} ${row.month}`)! < EVALUATIONS_SHOWN_FROM) continue;
    const levels = byDepartment.get(row.departmentCode) ?? new Map<string, number>();
    levels.set(row.level, (levels.get(row.level) ?? 0) + row.count);
    byDepartment.set(row.departmentCode, levels);
  }
  return byDepartment;
}

/** Of a department's counted evaluation levels: how many, and how many of them satisfied. */
export function satisfactionOf(levels: Map<string, number> | undefined) {
  let counted = 0;
  let satisfied = 0;
  for (const [level, n] of levels ?? []) {
    counted += n;
    if (SATISFIED_LEVELS.has(level)) satisfied += n;
  }
  return { counted, satisfied };
}

export interface ComplaintCounts {
  received: number;
  resolved: number;
  reopened: number;
  decided: number;
  decidedOnTime: number;
  handlingDaysTotal: number;
  overdue: number;
}

/**
 * Complaints lodged in the range and assigned to the department (or to any or none, for the city): how many,
 * resolved, reopened, reported overdue at any step; those decided (a reply passed on, or refused) with their days
 * to the first decision and whether they were decided without any overdue report.
 */
export async function countComplaints(
  db: Database,
  range: DateRange,
  departmentCode?: string,
): Promise<ComplaintCounts> {
  const [row] = await rows(
    db,
    sql`select coalesce(sum(received), 0) as received, coalesce(sum(resolved), 0) as resolved,
        coalesce(sum(reopened), 0) as reopened, coalesce(sum(decided), 0) as decided,
        coalesce(sum(decided_on_time), 0) as decided_on_time,
        coalesce(sum(handling_ms), 0) / 86400000.0 as handling_days,
        coalesce(sum(overdue_reported), 0) as overdue
      from complaint_stats where ${inRange(range, departmentCode)}`,
  );
  return {
    received: num(row?.received),
    resolved: num(row?.resolved),
    reopened: num(row?.reopened),
    decided: num(row?.decided),
    decidedOnTime: num(row?.decided_on_time),
    handlingDaysTotal: num(row?.handling_days),
    overdue: num(row?.overdue),
  };
}

/** Per department: complaints assigned and lodged in the range, and those of them with an overdue report. */
export async function countComplaintsByDepartment(db: Database, range: DateRange) {
  const result = await rows(
    db,
    sql`select department_code as code, sum(received) as n, sum(overdue_reported) as overdue
      from complaint_stats where ${inRange(range)} and department_code <> '' group by 1`,
  );
  return new Map(
    result.map((row) => [String(row.code), { complaints: num(row.n), overdue: num(row.overdue) }]),
  );
}

/** Complaints lodged per month of the range. */
export async function countComplaintsByMonth(db: Database, range: DateRange): Promise<Map<string, number>> {
  const result = await rows(
    db,
    sql`select to_char(day, 'YYYY-MM') as month, sum(received) as n
      from complaint_stats where ${inRange(range)} group by 1`,
  );
  return new Map(result.map((row) => [String(row.month), num(row.n)]));
}

/** Problems of the range's inspections by the department whose registration a completed re-check followed up. */
export async function countRectified(db: Database, range: DateRange, departmentCode: string) {
  const { from, to } = instantRange(range);
  const [row] = await rows(
    db,
    sql`select coalesce(sum(r.problem_count), 0) as n from registrations r
      where r.department_code = ${departmentCode}
        and r.started_at >= ${from}::timestamptz and r.started_at < ${to}::timestamptz
        and r.problem_count > 0
        and exists (select 1 from appointments a where a.follows_registration_id = r.id
          and a.kind = 'recheck' and a.state = 'completed')`,
  );
  return num(row?.n);
}

/** Targets of the department's approved plans running in the range, and those inspected under the plan. */
export async function countPlanTargets(db: Database, range: DateRange, departmentCode: string) {
  const [row] = await rows(
    db,
    sql`select count(*) as planned,
        count(*) filter (where exists (select 1 from registrations r
          where r.plan_id = pt.plan_id and r.enterprise_id = pt.enterprise_id)) as inspected
      from plans p join plan_targets pt on pt.plan_id = p.id
      where p.department_code = ${departmentCode} and p.status = 'approved'
        and p.period_from <= ${range.to}::date and p.period_to >= ${range.from}::date`,
  );
  return { planned: num(row?.planned), inspected: num(row?.inspected) };
}

/**
 * Appointments booked with the department in the range that were due an answer by now: answered (confirmed,
 * proposed or declined; a request unanswered by its deadline expires instead) or expired unanswered. One answered
 * and expired later (a missed visit, an unanswered proposal) counts once, as answered.
 */
export async function countAppointmentAnswers(db: Database, range: DateRange, departmentCode: string) {
  const { from, to } = instantRange(range);
  const [row] = await rows(
    db,
    sql`select count(*) filter (where answered or a.state = 'expired') as due,
        count(*) filter (where answered) as answered
      from appointments a
      cross join lateral (select exists (select 1 from appointment_events e
          where e.appointment_id = a.id and e.action in ('confirm', 'propose', 'decline')) as answered) x
      where a.department_code = ${departmentCode}
        and a.created_at >= ${from}::timestamptz and a.created_at < ${to}::timestamptz`,
  );
  return { due: num(row?.due), answered: num(row?.answered) };
}
