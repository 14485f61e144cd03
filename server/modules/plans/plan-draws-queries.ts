/** A random plan's draws: the commitment made before each, and what each drew. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { planDraws, planOfficers, planTargets } from '../../db/schema/plans';
import { users } from '../../db/schema/session';

export function listPlanDraws(db: Database, planId: string) {
  return db
    .select({ draw: planDraws, drawnByName: users.name })
    .from(planDraws)
    .leftJoin(users, eq(users.id, planDraws.drawnBy))
    .where(eq(planDraws.planId, planId))
    .orderBy(asc(planDraws.round));
}

export type PlanDrawRow = Awaited<ReturnType<typeof listPlanDraws>>[number];

export async function insertCommitment(
  tx: Transaction,
  row: { planId: string; round: number; commitment: string; value: string; committedAt: Date },
): Promise<void> {
  await tx.insert(planDraws).values(row);
}

/** Completes the undrawn round; false if it was drawn meanwhile. */
export async function completeDraw(
  tx: Transaction,
  planId: string,
  round: number,
  drawn: Required<
    Pick<
      typeof planDraws.$inferInsert,
      | 'drawnAt'
      | 'drawnBy'
      | 'reason'
      | 'itemCodes'
      | 'regionCode'
      | 'targetCount'
      | 'officerCount'
      | 'pool'
      | 'officerPool'
      | 'targets'
      | 'officers'
    >
  >,
): Promise<boolean> {
  const updated = await tx
    .update(planDraws)
    .set(drawn)
    .where(and(eq(planDraws.planId, planId), eq(planDraws.round, round), isNull(planDraws.drawnAt)))
    .returning({ round: planDraws.round });
  return updated.length > 0;
}

/** A random plan's targets and officers: those of its last draw, or none. */
export async function replaceDrawnParts(
  tx: Transaction,
  planId: string,
  parts: { officerIds: string[]; enterpriseIds: string[] },
): Promise<void> {
  await tx.delete(planOfficers).where(eq(planOfficers.planId, planId));
  await tx.delete(planTargets).where(eq(planTargets.planId, planId));
  if (parts.officerIds.length)
    await tx.insert(planOfficers).values(parts.officerIds.map((userId) => ({ planId, userId, drawn: true })));
  if (parts.enterpriseIds.length)
    await tx
      .insert(planTargets)
      .values(parts.enterpriseIds.map((enterpriseId) => ({ planId, enterpriseId, drawn: true })));
}
