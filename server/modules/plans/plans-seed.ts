import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { DemoLoop } from '../../db/demo-loop';
import { planDepartments, planEvents, planOfficers, plans, planTargets } from '../../db/schema/plans';

const DAY = 86_400_000;

/** Two certified officers of each department run its demo plans; the first one wrote them. */
const PLAN_OFFICERS: Record<string, string[]> = {
  market: ['usr-13900000001', 'usr-13900000011'],
  health: ['usr-13900000002', 'usr-13900000021'],
  ecology: ['usr-13900000031', 'usr-13900000032'],
};

/** The plan approvers of the session seed (何静, 黄磊). */
const APPROVERS: Record<string, string> = {
  market: 'usr-13900000003',
  health: 'usr-13900000004',
};

type EventRow = typeof planEvents.$inferInsert;

/** Saved, submitted a day later, approved when last changed, as demo-loop dates them. */
function eventsOf(plan: DemoLoop['plans'][number]): EventRow[] {
  const author = plan.createdBy ?? PLAN_OFFICERS[plan.departmentCode]?.[0];
  const created = plan.createdAt instanceof Date ? plan.createdAt : null;
  if (!author || !created) return [];
  const at = (ms: number) => new Date(created.getTime() + ms);
  const base = { planId: plan.id, departmentCode: plan.departmentCode, reason: null };
  const events: EventRow[] = [{ ...base, action: 'save', actorId: author, at: created }];
  if (plan.status === 'submitted' || plan.status === 'approved')
    events.push({ ...base, action: 'submit', actorId: author, at: at(DAY) });
  const approver = APPROVERS[plan.departmentCode];
  if (plan.status === 'approved' && approver)
    events.push({ ...base, action: 'approve', actorId: approver, at: plan.updatedAt ?? at(3 * DAY) });
  return events;
}

export async function seedPlansDemo(tx: Transaction, loop: DemoLoop): Promise<void> {
  // Plans seeded before plans had items, a type and an author get them; anything else already stored stays.
  await tx
    .insert(plans)
    .values(loop.plans)
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        itemCodes: sql`excluded.item_codes`,
        type: sql`excluded.type`,
        createdBy: sql`coalesce(${plans.createdBy}, excluded.created_by)`,
      },
      where: sql`${plans.itemCodes} = '[]'::jsonb`,
    });
  await tx.insert(planTargets).values(loop.planTargets).onConflictDoNothing();
  await tx
    .insert(planDepartments)
    .values(
      loop.plans.map((plan) => {
        const approver = plan.status === 'approved' ? APPROVERS[plan.departmentCode] : undefined;
        return {
          planId: plan.id,
          departmentCode: plan.departmentCode,
          lead: true,
          approvedBy: approver ?? null,
          approvedAt: approver ? (plan.updatedAt ?? null) : null,
        };
      }),
    )
    .onConflictDoNothing();
  const officers = loop.plans.flatMap((plan) =>
    (PLAN_OFFICERS[plan.departmentCode] ?? []).map((userId) => ({ planId: plan.id, userId })),
  );
  if (officers.length) await tx.insert(planOfficers).values(officers).onConflictDoNothing();

  // The timeline has no natural key: plans that already have one keep it.
  const ids = loop.plans.map((plan) => plan.id);
  const dated = new Set(
    (
      await tx
        .selectDistinct({ planId: planEvents.planId })
        .from(planEvents)
        .where(inArray(planEvents.planId, ids))
    ).map((r) => r.planId),
  );
  const events = loop.plans.filter((plan) => !dated.has(plan.id)).flatMap(eventsOf);
  if (events.length) await tx.insert(planEvents).values(events);
}
