import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PlanStatus } from '../../../contract/plans/rules';
import type { Plan } from '../../../contract/plans/schemas';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { planDepartments, planEvents, planOfficers, plans, planTargets } from '../../db/schema/plans';
import { registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import { rowsAfter, type KeysetKey } from '../../http/keyset-cursor';

/** Approved plans of the department that target the enterprise and are current on `date` (YYYY-MM-DD). */
function currentPlansFor(enterpriseId: string, departmentCode: string, date: string) {
  return and(
    eq(planTargets.enterpriseId, enterpriseId),
    eq(plans.departmentCode, departmentCode),
    eq(plans.status, 'approved'),
    lte(plans.periodFrom, date),
    gte(plans.periodTo, date),
  );
}

export function listCurrentPlansFor(
  db: Database,
  enterpriseId: string,
  departmentCode: string,
  date: string,
): Promise<Plan[]> {
  return db
    .select({
      id: plans.id,
      title: plans.title,
      periodFrom: plans.periodFrom,
      periodTo: plans.periodTo,
      legalBasis: plans.legalBasis,
    })
    .from(plans)
    .innerJoin(planTargets, eq(planTargets.planId, plans.id))
    .where(currentPlansFor(enterpriseId, departmentCode, date))
    .orderBy(asc(plans.periodTo));
}

export async function isCurrentPlanFor(
  db: Database,
  planId: string,
  enterpriseId: string,
  departmentCode: string,
  date: string,
): Promise<boolean> {
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .innerJoin(planTargets, eq(planTargets.planId, plans.id))
    .where(and(eq(plans.id, planId), currentPlansFor(enterpriseId, departmentCode, date)));
  return Boolean(plan);
}

export async function findPlanTitle(db: Database, planId: string): Promise<string | null> {
  const [plan] = await db.select({ title: plans.title }).from(plans).where(eq(plans.id, planId));
  return plan?.title ?? null;
}

export type PlanRecord = typeof plans.$inferSelect;

// A target counts as inspected once a registration under this plan exists at it (registrations_plan_idx).
const inspectedTarget = sql`exists (select 1 from registrations r where r.plan_id = pt.plan_id and r.enterprise_id = pt.enterprise_id)`;
const allTargetsInspected = sql`(exists (select 1 from plan_targets pt where pt.plan_id = ${plans.id}) and not exists (select 1 from plan_targets pt where pt.plan_id = ${plans.id} and not ${inspectedTarget}))`;

const summaryColumns = {
  plan: plans,
  departmentZh: departments.nameZh,
  departmentEn: departments.nameEn,
  targetsPlanned: sql<number>`(select count(*) from plan_targets pt where pt.plan_id = ${plans.id})`.mapWith(
    Number,
  ),
  targetsInspected:
    sql<number>`(select count(*) from plan_targets pt where pt.plan_id = ${plans.id} and ${inspectedTarget})`.mapWith(
      Number,
    ),
};

function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(plans)
    .innerJoin(departments, eq(departments.code, plans.departmentCode));
}

export type PlanSummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

/** The shown status as a condition on the stored state, the city date `today` and the progress (planStatus()). */
function shownAs(status: PlanStatus, today: string): SQL {
  const approved = eq(plans.status, 'approved');
  switch (status) {
    case 'approved':
      return and(approved, gt(plans.periodFrom, today), not(allTargetsInspected))!;
    case 'in_progress':
      return and(
        approved,
        lte(plans.periodFrom, today),
        gte(plans.periodTo, today),
        not(allTargetsInspected),
      )!;
    case 'completed':
      return and(approved, or(lt(plans.periodTo, today), allTargetsInspected))!;
    default:
      return eq(plans.status, status);
  }
}

/**
 * The title holds the text (case aside). Its two-character pieces narrow the plans through the title index first
 * (a one-character text has none: it reads the department's plans).
 */
function titleHolds(text: string): SQL {
  const holds = ilike(plans.title, `%${escapeLike(text)}%`);
  return [...text].length < 2 ? holds : and(sql`sv_bigrams(${plans.title}) @> sv_bigrams(${text})`, holds)!;
}

export interface PlanPageFilter {
  /** Only plans this department takes part in; null for a supervisor, who sees every plan. */
  departmentCode: string | null;
  status?: PlanStatus;
  query?: string;
  today: string;
  after?: KeysetKey;
}

/**
 * One page, last changed first (updated_at, id), plus one row to tell whether there is a next page. A department's
 * page is the newest of two short lists, the plans it leads (read on the plan row through its department indexes)
 * and the few it joins, merged by the database in its own order (the cursor compares in it). As one condition the
 * planner hashed every plan the department takes part in, or scanned all plans for a rare status (at a million
 * plans, 0.5 to 1 s a page).
 */
export function listPlanPage(db: Database, filter: PlanPageFilter, limit: number): Promise<PlanSummaryRow[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(shownAs(filter.status, filter.today));
  if (filter.query) conditions.push(titleHolds(filter.query));
  if (filter.after) conditions.push(rowsAfter(plans.updatedAt, plans.id, filter.after));
  const newest = <T extends PgSelect>(query: T) =>
    query.orderBy(desc(plans.updatedAt), desc(plans.id)).limit(limit + 1);
  const code = filter.departmentCode;
  if (code === null)
    return newest(
      selectSummaries(db)
        .where(and(...conditions))
        .$dynamic(),
    );
  const ids = (scope: SQL) =>
    newest(
      db
        .select({ id: plans.id })
        .from(plans)
        .where(and(scope, ...conditions))
        .$dynamic(),
    );
  const joined = db
    .select({ id: planDepartments.planId })
    .from(planDepartments)
    .where(and(eq(planDepartments.departmentCode, code), not(planDepartments.lead)));
  // Each embedded query comes in its own parentheses; the set needs one more pair.
  const both = sql`(${ids(eq(plans.departmentCode, code))} union all ${ids(inArray(plans.id, joined))})`;
  return newest(selectSummaries(db).where(inArray(plans.id, both)).$dynamic());
}

export async function findPlan(db: Database, id: string): Promise<PlanSummaryRow | undefined> {
  const [row] = await selectSummaries(db).where(eq(plans.id, id));
  return row;
}

export async function findPlanIdByRequest(
  db: Database,
  userId: string,
  clientRequestId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.createdBy, userId), eq(plans.clientRequestId, clientRequestId)));
  return row?.id;
}

export function listPlanDepartments(db: Database, planId: string) {
  return db
    .select({
      code: planDepartments.departmentCode,
      nameZh: departments.nameZh,
      nameEn: departments.nameEn,
      lead: planDepartments.lead,
      approvedAt: planDepartments.approvedAt,
      approverName: users.name,
    })
    .from(planDepartments)
    .innerJoin(departments, eq(departments.code, planDepartments.departmentCode))
    .leftJoin(users, eq(users.id, planDepartments.approvedBy))
    .where(eq(planDepartments.planId, planId))
    .orderBy(desc(planDepartments.lead), asc(departments.sort));
}

export type PlanDepartmentRow = Awaited<ReturnType<typeof listPlanDepartments>>[number];

export function listPlanOfficers(db: Database, planId: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      certificateNumber: users.certificateNumber,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      drawn: planOfficers.drawn,
    })
    .from(planOfficers)
    .innerJoin(users, eq(users.id, planOfficers.userId))
    .leftJoin(departments, eq(departments.code, users.departmentCode))
    .where(eq(planOfficers.planId, planId))
    .orderBy(asc(planOfficers.drawn), asc(users.certificateNumber));
}

export type PlanOfficerRow = Awaited<ReturnType<typeof listPlanOfficers>>[number];

const firstRegistration = (column: SQL) =>
  sql`(select ${column} from registrations r where r.plan_id = ${planTargets.planId} and r.enterprise_id = ${planTargets.enterpriseId} order by r.registered_at, r.id limit 1)`;

/** Each target with the first registration under this plan at it, if any. */
export function listPlanTargets(db: Database, planId: string) {
  return db
    .select({
      enterpriseId: enterprises.id,
      enterpriseNumber: enterprises.enterpriseNumber,
      name: enterprises.name,
      drawn: planTargets.drawn,
      inspectedAt: firstRegistration(sql`r.registered_at`).mapWith(registrations.registeredAt),
      registrationId: firstRegistration(sql`r.id`).mapWith(String),
      noticeId: sql<
        string | null
      >`(select n.id from inspection_notices n where n.plan_id = ${planTargets.planId} and n.enterprise_id = ${planTargets.enterpriseId} and n.kind = 'advance')`,
    })
    .from(planTargets)
    .innerJoin(enterprises, eq(enterprises.id, planTargets.enterpriseId))
    .where(eq(planTargets.planId, planId))
    .orderBy(asc(enterprises.enterpriseNumber));
}

export type PlanTargetRow = Awaited<ReturnType<typeof listPlanTargets>>[number];

export function listPlanEvents(db: Database, planId: string) {
  return db
    .select({
      action: planEvents.action,
      actorName: users.name,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      reason: planEvents.reason,
      at: planEvents.at,
    })
    .from(planEvents)
    .innerJoin(users, eq(users.id, planEvents.actorId))
    .innerJoin(departments, eq(departments.code, planEvents.departmentCode))
    .where(eq(planEvents.planId, planId))
    .orderBy(asc(planEvents.at), asc(planEvents.id));
}

/** Who holds the plan approver capability in these departments. */
export async function listApproverIds(db: Database, departmentCodes: string[]): Promise<string[]> {
  if (departmentCodes.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'officer'),
        inArray(users.departmentCode, departmentCodes),
        sql`'planApprover' = any(${users.capabilities})`,
      ),
    );
  return rows.map((r) => r.id);
}

export async function listPlanUserIds(db: Database, planId: string): Promise<string[]> {
  const rows = await db
    .select({ id: planOfficers.userId })
    .from(planOfficers)
    .where(eq(planOfficers.planId, planId));
  return rows.map((r) => r.id);
}
