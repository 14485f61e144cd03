import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cityYear, dateText, type Period } from '../../../contract/city-calendar';
import type { Database } from '../../db/client';
import { enterpriseDayStats, enterpriseYearStats, inspectionStatChanges } from '../../db/schema/analysis';
import { appointments } from '../../db/schema/appointments';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import { warningRules } from '../../db/schema/warnings';

const toInt = (v: unknown) => Number(v ?? 0);

export function listWarningRuleRows(db: Database) {
  return db.select().from(warningRules);
}

const startedIn = (p: Period) =>
  sql`${registrations.startedAt} >= ${p.from.toISOString()}::timestamptz and ${registrations.startedAt} < ${p.to.toISOString()}::timestamptz`;

/** Per department: registrations of one enterprise started in the period, non-case ones and case ones apart. */
export async function countByDepartment(db: Database, enterpriseId: string, period: Period) {
  const result = await db.execute(sql`
    select department_code, sum(inspections - exempt) as used, sum(exempt) as exempt
    from ${countedDays(ofEnterprise(enterpriseId), period)} counted
    group by department_code`);
  const rows = (
    result as unknown as { rows: Array<{ department_code: string; used: unknown; exempt: unknown }> }
  ).rows;
  return rows.map((r) => ({
    departmentCode: r.department_code,
    used: toInt(r.used),
    exempt: toInt(r.exempt),
  }));
}

/** A visit the enterprise booked (the registration answers an appointment) is never one too many. */
const notBooked = sql`not exists (select 1 from ${appointments} where ${appointments.registrationId} = ${registrations.id})`;

/** A period of whole city days as its first and last date. */
const daysOf = (p: Period) => ({ first: dateText(p.from), last: dateText(new Date(p.to.getTime() - 1)) });

const onDays = (p: Period) => {
  const { first, last } = daysOf(p);
  return sql`day >= ${first}::date and day <= ${last}::date`;
};

/**
 * The registrations of the enterprises matched, per enterprise, city day and department, in the period's days: the
 * folded days (`enterprise_day_stats`) and the changes not folded into them yet; `exempt` are the case-specific ones
 * not counted against the cap (an emergency the office did not uphold is counted). A busy enterprise costs its
 * days, not its registrations.
 */
const exemptOf = (table: typeof enterpriseDayStats | typeof inspectionStatChanges) =>
  sql`${table.caseSpecific} - ${table.emergencyNotUpheld}`;

function countedDays(enterpriseFilter: EnterpriseFilter, period: Period) {
  const days = (table: typeof enterpriseDayStats | typeof inspectionStatChanges) => sql`
    select ${table.enterpriseId} as enterprise_id, ${table.departmentCode} as department_code, ${table.day} as day,
      ${table.inspections} as inspections, ${exemptOf(table)} as exempt,
      ${table.booked} as booked
    from ${table} where ${enterpriseFilter(table.enterpriseId)} and ${onDays(period)}`;
  return sql`(${days(enterpriseDayStats)} union all ${days(inspectionStatChanges)})`;
}

/**
 * Per (enterprise, department) of the enterprises matched by `enterpriseFilter`, with the enterprise's number and
 * name: registrations started in the day, week and month, booked visits aside (the frequency warnings, summed over
 * departments), from `countedDays`; and the non-case ones started in the year (the annual caps), from
 * `enterprise_year_stats` and the changes not folded into it yet. The whole city's desk reads a few weeks of days.
 */
export async function countForWarnings(
  db: Database,
  enterpriseFilter: EnterpriseFilter,
  periods: Record<'day' | 'week' | 'month' | 'year', Period>,
) {
  const { day, week, month, year } = periods;
  const span = {
    from: new Date(Math.min(week.from.getTime(), month.from.getTime())),
    to: new Date(Math.max(week.to.getTime(), month.to.getTime())),
  };
  const inYear = (table: typeof enterpriseYearStats | typeof inspectionStatChanges) =>
    sql`${table.year} = ${cityYear(year.from)} and ${enterpriseFilter(table.enterpriseId)}`;
  const result = await db.execute(sql`
    select c.enterprise_id, e.enterprise_number, e.name as enterprise_name, c.department_code,
      sum(c.day) as day, sum(c.week) as week, sum(c.month) as month, sum(c.used) as used
    from (
      select enterprise_id, department_code,
        sum(inspections - booked) filter (where ${onDays(day)}) as day,
        sum(inspections - booked) filter (where ${onDays(week)}) as week,
        sum(inspections - booked) filter (where ${onDays(month)}) as month,
        0 as used
      from ${countedDays(enterpriseFilter, span)} counted
      group by enterprise_id, department_code
      union all
      select ${enterpriseYearStats.enterpriseId}, ${enterpriseYearStats.departmentCode}, 0, 0, 0,
        ${enterpriseYearStats.capped}
      from ${enterpriseYearStats} where ${inYear(enterpriseYearStats)}
      union all
      select ${inspectionStatChanges.enterpriseId}, ${inspectionStatChanges.departmentCode}, 0, 0, 0,
        ${inspectionStatChanges.inspections} - (${exemptOf(inspectionStatChanges)})
      from ${inspectionStatChanges} where ${inYear(inspectionStatChanges)}
    ) c
    join ${enterprises} e on e.id = c.enterprise_id
    group by c.enterprise_id, e.enterprise_number, e.name, c.department_code
    order by c.enterprise_id, c.department_code`);
  const rows = (
    result as unknown as {
      rows: Array<{
        enterprise_id: string;
        enterprise_number: string;
        enterprise_name: string;
        department_code: string;
        day: unknown;
        week: unknown;
        month: unknown;
        used: unknown;
      }>;
    }
  ).rows;
  return rows.map((r) => ({
    enterpriseId: r.enterprise_id,
    enterpriseNumber: r.enterprise_number,
    enterpriseName: r.enterprise_name,
    departmentCode: r.department_code,
    day: toInt(r.day),
    week: toInt(r.week),
    month: toInt(r.month),
    used: toInt(r.used),
  }));
}

/**
 * Registrations of one enterprise started in the period, booked visits aside, counted up to `limit` and no further
 * (a negative threshold, which the rules table allows, counts to 0).
 */
const countUpTo = (enterpriseId: string, period: Period, limit: number) => sql`(
  select count(*) from (
    select 1 from ${registrations}
    where ${registrations.enterpriseId} = ${enterpriseId} and ${startedIn(period)} and ${notBooked}
    limit ${Math.max(0, limit)}
  ) counted)`;

/**
 * One enterprise's registrations in the day, week and month, each counted only up to its threshold: enough to tell
 * whether one more goes over, without reading a busy enterprise's whole month on every create.
 */
export async function countByPeriodUpTo(
  db: Database,
  enterpriseId: string,
  periods: Record<'day' | 'week' | 'month', Period>,
  limits: Record<'day' | 'week' | 'month', number>,
) {
  const result = await db.execute(sql`select
    ${countUpTo(enterpriseId, periods.day, limits.day)} as day,
    ${countUpTo(enterpriseId, periods.week, limits.week)} as week,
    ${countUpTo(enterpriseId, periods.month, limits.month)} as month`);
  const [row] = (result as unknown as { rows: Array<Record<'day' | 'week' | 'month', unknown>> }).rows;
  return { day: toInt(row?.day), week: toInt(row?.week), month: toInt(row?.month) };
}

/**
 * Per (enterprise, officer of `officersOf`) with registrations there since `since` whose latest `atLeast` there
 * found nothing: how many of the officer's latest registrations there, newest first, found nothing before one did.
 * A pair is counted in full only once its latest `atLeast` registrations (none: it has none since) have shown it
 * has a streak that long.
 */
export async function countNoFindingStreaks(
  db: Database,
  enterpriseFilter: EnterpriseFilter,
  officersOf: StreakOfficers,
  since: Date,
  atLeast: number,
) {
  const from = since.toISOString();
  const result = await db.execute(sql`
    with recursive pairs(enterprise_id, created_by) as (${
      officersOf === 'every department'
        ? everyOfficerAt(enterpriseFilter)
        : departmentOfficersAt(enterpriseFilter, officersOf.departmentCode)
    }), streaking as (
      select p.enterprise_id, p.created_by, officer.name as officer_name, officer.department_code
      from pairs p
      join ${users} officer on officer.id = p.created_by and officer.role = 'officer'
      cross join lateral (
        select count(*) as seen, count(*) filter (where latest.no_findings) as clean from (
          select no_findings from ${registrations} r
          where r.enterprise_id = p.enterprise_id and r.created_by = p.created_by and r.started_at >= ${from}::timestamptz
          order by r.started_at desc, r.id desc
          limit ${Math.max(atLeast, 1)}
        ) latest
      ) latest
      where latest.seen > 0 and latest.clean >= ${atLeast}
    )
    select o.enterprise_id, e.enterprise_number, e.name as enterprise_name, o.officer_name, o.department_code,
      d.name_zh, d.name_en,
      (select count(*) from ${registrations} after_finding
        where after_finding.enterprise_id = o.enterprise_id and after_finding.created_by = o.created_by
          and after_finding.started_at >= ${from}::timestamptz
          and (last_finding.started_at is null
            or (after_finding.started_at, after_finding.id) > (last_finding.started_at, last_finding.id))
      ) as streak
    from streaking o
    join ${enterprises} e on e.id = o.enterprise_id
    left join lateral (
      select finding.started_at, finding.id from ${registrations} finding
      where finding.enterprise_id = o.enterprise_id and finding.created_by = o.created_by
        and finding.started_at >= ${from}::timestamptz and not finding.no_findings
      order by finding.started_at desc, finding.id desc
      limit 1
    ) last_finding on true
    left join ${departments} d on d.code = o.department_code
    order by o.enterprise_id, o.officer_name, o.created_by`);
  const rows = (
    result as unknown as {
      rows: Array<{
        enterprise_id: string;
        enterprise_number: string;
        enterprise_name: string;
        officer_name: string;
        department_code: string | null;
        name_zh: string | null;
        name_en: string | null;
        streak: unknown;
      }>;
    }
  ).rows;
  return rows.map((r) => ({
    enterpriseId: r.enterprise_id,
    enterpriseNumber: r.enterprise_number,
    enterpriseName: r.enterprise_name,
    officerName: r.officer_name,
    departmentCode: r.department_code,
    departmentZh: r.name_zh ?? '',
    departmentEn: r.name_en ?? '',
    streak: toInt(r.streak),
  }));
}

/**
 * Who registered at the enterprises matched, each (enterprise, user) once: read by skipping through
 * `registrations_enterprise_officer_idx`, so the whole city costs the pairs that exist, not enterprises times
 * officers.
 */
function everyOfficerAt(enterpriseFilter: EnterpriseFilter) {
  // The filter names the alias's column.
  const r = alias(registrations, 'r');
  const first = (after: SQL) => sql`
    select r.enterprise_id, r.created_by from ${registrations} r
    where ${after} and ${enterpriseFilter(r.enterpriseId)}
    order by r.enterprise_id, r.created_by
    limit 1`;
  return sql`
    (${first(sql`true`)})
    union all
    select next.enterprise_id, next.created_by from pairs p
    cross join lateral (
      (select r.enterprise_id, r.created_by from ${registrations} r
        where r.enterprise_id = p.enterprise_id and r.created_by > p.created_by
        order by r.created_by
        limit 1)
      union all
      (${first(sql`r.enterprise_id > p.enterprise_id`)})
      limit 1
    ) next`;
}

/** A department's officers at each enterprise matched (few officers each); those with nothing there drop out later. */
function departmentOfficersAt(enterpriseFilter: EnterpriseFilter, departmentCode: string) {
  return sql`
    select ${enterprises.id}, officer.id from ${enterprises}
    join ${users} officer on officer.department_code = ${departmentCode}
    where ${enterpriseFilter(enterprises.id)}`;
}

/** Whose no-findings streaks a query reads: one department's officers, or (the supervision office) every officer's. */
export type StreakOfficers = { departmentCode: string } | 'every department';

/** Which enterprises a warning query covers, as a condition on a column holding an enterprise id. */
export type EnterpriseFilter = (enterpriseId: AnyPgColumn) => SQL;

/** Enterprises the department registered an inspection at since `since`. */
export function inspectedByDepartmentSince(
  db: Database,
  departmentCode: string,
  since: Date,
): EnterpriseFilter {
  const inspected = db
    .selectDistinct({ id: registrations.enterpriseId })
    .from(registrations)
    .where(and(eq(registrations.departmentCode, departmentCode), gte(registrations.startedAt, since)));
  return (enterpriseId) => inArray(enterpriseId, inspected);
}

export const everyEnterprise: EnterpriseFilter = () => sql`true`;

export function ofEnterprise(id: string): EnterpriseFilter {
  return (enterpriseId) => eq(enterpriseId, id);
}
