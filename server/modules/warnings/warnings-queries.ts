import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Period } from '../../../contract/city-calendar';
import type { Database } from '../../db/client';
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

export function listDepartments(db: Database) {
  return db.select().from(departments).where(eq(departments.inspects, true)).orderBy(asc(departments.sort));
}

const startedIn = (p: Period) =>
  sql`${registrations.startedAt} >= ${p.from.toISOString()}::timestamptz and ${registrations.startedAt} < ${p.to.toISOString()}::timestamptz`;

/** Per department: registrations of one enterprise started in the period, non-case ones and case ones apart. */
export async function countByDepartment(db: Database, enterpriseId: string, period: Period) {
  const rows = await db
    .select({
      departmentCode: registrations.departmentCode,
      used: sql<number>`count(*) filter (where ${registrations.type} <> 'case')`,
      exempt: sql<number>`count(*) filter (where ${registrations.type} = 'case')`,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.enterpriseId, enterpriseId),
        gte(registrations.startedAt, period.from),
        lt(registrations.startedAt, period.to),
      ),
    )
    .groupBy(registrations.departmentCode);
  return rows.map((r) => ({
    departmentCode: r.departmentCode,
    used: toInt(r.used),
    exempt: toInt(r.exempt),
  }));
}

/** A visit the enterprise booked (the registration answers an appointment) is never one too many. */
const notBooked = sql`not exists (select 1 from ${appointments} where ${appointments.registrationId} = ${registrations.id})`;

/** Per enterprise matched by `enterpriseFilter`: registrations started in the day, week and month, booked visits aside. */
export async function countByPeriod(
  db: Database,
  enterpriseFilter: SQL,
  day: Period,
  week: Period,
  month: Period,
) {
  const from = new Date(Math.min(week.from.getTime(), month.from.getTime()));
  const to = new Date(Math.max(week.to.getTime(), month.to.getTime()));
  const rows = await db
    .select({
      enterpriseId: registrations.enterpriseId,
      day: sql<number>`count(*) filter (where ${startedIn(day)})`,
      week: sql<number>`count(*) filter (where ${startedIn(week)})`,
      month: sql<number>`count(*) filter (where ${startedIn(month)})`,
    })
    .from(registrations)
    .where(
      and(enterpriseFilter, gte(registrations.startedAt, from), lt(registrations.startedAt, to), notBooked),
    )
    .groupBy(registrations.enterpriseId);
  return rows.map((r) => ({
    enterpriseId: r.enterpriseId,
    day: toInt(r.day),
    week: toInt(r.week),
    month: toInt(r.month),
  }));
}

/** Per (enterprise, department): non-case registrations started in the year. */
export async function countCappedInYear(db: Database, enterpriseFilter: SQL, year: Period) {
  const rows = await db
    .select({
      enterpriseId: registrations.enterpriseId,
      departmentCode: registrations.departmentCode,
      used: sql<number>`count(*) filter (where ${registrations.type} <> 'case')`,
    })
    .from(registrations)
    .where(
      and(enterpriseFilter, gte(registrations.startedAt, year.from), lt(registrations.startedAt, year.to)),
    )
    .groupBy(registrations.enterpriseId, registrations.departmentCode);
  return rows.map((r) => ({ ...r, used: toInt(r.used) }));
}

/** For each (enterprise, registering officer): how many of the latest registrations since `since` found nothing, in a row. */
export async function countNoFindingStreaks(db: Database, enterpriseFilter: SQL, since: Date) {
  const ranked = db
    .select({
      enterpriseId: registrations.enterpriseId,
      createdBy: registrations.createdBy,
      noFindings: registrations.noFindings,
      rank: sql<number>`row_number() over (partition by ${registrations.enterpriseId}, ${registrations.createdBy} order by ${registrations.startedAt} desc, ${registrations.id} desc)`.as(
        'rank',
      ),
    })
    .from(registrations)
    .where(and(enterpriseFilter, gte(registrations.startedAt, since)))
    .as('ranked');
  const rows = await db
    .select({
      enterpriseId: ranked.enterpriseId,
      officerName: users.name,
      departmentCode: users.departmentCode,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      firstFinding: sql<number | null>`min(${ranked.rank}) filter (where not ${ranked.noFindings})`,
      total: sql<number>`count(*)`,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.createdBy))
    .leftJoin(departments, eq(departments.code, users.departmentCode))
    .groupBy(
      ranked.enterpriseId,
      ranked.createdBy,
      users.name,
      users.departmentCode,
      departments.nameZh,
      departments.nameEn,
    );
  return rows.map((r) => ({
    enterpriseId: r.enterpriseId,
    officerName: r.officerName,
    departmentCode: r.departmentCode,
    departmentZh: r.departmentZh ?? '',
    departmentEn: r.departmentEn ?? '',
    streak: r.firstFinding === null ? toInt(r.total) : toInt(r.firstFinding) - 1,
  }));
}

export function listEnterpriseNames(db: Database, ids: string[]) {
  return db
    .select({ id: enterprises.id, number: enterprises.enterpriseNumber, name: enterprises.name })
    .from(enterprises)
    .where(inArray(enterprises.id, ids));
}

/** Enterprises the department registered an inspection at since `since`, as a filter on registrations.enterprise_id. */
export function inspectedByDepartmentSince(db: Database, departmentCode: string, since: Date): SQL {
  const inspected = db
    .selectDistinct({ id: registrations.enterpriseId })
    .from(registrations)
    .where(and(eq(registrations.departmentCode, departmentCode), gte(registrations.startedAt, since)));
  return inArray(registrations.enterpriseId, inspected);
}

export function ofEnterprise(enterpriseId: string): SQL {
  return eq(registrations.enterpriseId, enterpriseId);
}
