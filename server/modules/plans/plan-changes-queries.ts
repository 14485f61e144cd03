/** The changes a plan's transitions make, each inside the transition's transaction. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { planDepartments, planEvents, planOfficers, plans, planTargets } from '../../db/schema/plans';

export async function insertPlan(tx: Transaction, row: typeof plans.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(plans)
    .values(row)
    .onConflictDoNothing({ target: [plans.createdBy, plans.clientRequestId] })
    .returning({ id: plans.id });
  return inserted.length > 0;
}

/** Changes the plan only if nobody changed it since `version`; false when someone did. */
export async function updatePlan(
  tx: Transaction,
  id: string,
  version: number,
  set: Partial<typeof plans.$inferInsert> & { updatedAt: Date },
): Promise<boolean> {
  const updated = await tx
    .update(plans)
    .set({ ...set, version: version + 1 })
    .where(and(eq(plans.id, id), eq(plans.version, version)))
    .returning({ id: plans.id });
  return updated.length > 0;
}

export interface PlanParts {
  departments: Array<{ code: string; lead: boolean }>;
  officers: Array<{ userId: string; drawn: boolean }>;
  targets: Array<{ enterpriseId: string; drawn: boolean }>;
}

export async function replacePlanDepartments(
  tx: Transaction,
  planId: string,
  departments: PlanParts['departments'],
): Promise<void> {
  await tx.delete(planDepartments).where(eq(planDepartments.planId, planId));
  await tx
    .insert(planDepartments)
    .values(departments.map((d) => ({ planId, departmentCode: d.code, lead: d.lead })));
}

export async function replacePlanParts(tx: Transaction, planId: string, parts: PlanParts): Promise<void> {
  await replacePlanDepartments(tx, planId, parts.departments);
  await tx.delete(planOfficers).where(eq(planOfficers.planId, planId));
  await tx.delete(planTargets).where(eq(planTargets.planId, planId));
  if (parts.officers.length)
    await tx.insert(planOfficers).values(parts.officers.map((o) => ({ planId, ...o })));
  if (parts.targets.length) await tx.insert(planTargets).values(parts.targets.map((t) => ({ planId, ...t })));
}

export async function insertPlanEvent(tx: Transaction, event: typeof planEvents.$inferInsert): Promise<void> {
  await tx.insert(planEvents).values(event);
}

export async function approveForDepartment(
  tx: Transaction,
  planId: string,
  departmentCode: string,
  userId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(planDepartments)
    .set({ approvedBy: userId, approvedAt: at })
    .where(and(eq(planDepartments.planId, planId), eq(planDepartments.departmentCode, departmentCode)));
}

/** A new round: a return or a resubmission asks every department again. */
export async function clearApprovals(tx: Transaction, planId: string): Promise<void> {
  await tx
    .update(planDepartments)
    .set({ approvedBy: null, approvedAt: null })
    .where(and(eq(planDepartments.planId, planId), isNotNull(planDepartments.approvedBy)));
}
