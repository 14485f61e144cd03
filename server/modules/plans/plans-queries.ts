import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Plan } from '../../../contract/plans/schemas';
import type { Database } from '../../db/client';
import { plans, planTargets } from '../../db/schema/plans';

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
