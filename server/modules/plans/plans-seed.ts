import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { commitmentOf } from './plan-draw';
import type { Transaction } from '../../db/client';
import type { DemoLoop } from '../../db/demo-loop';
import {
  planDepartments,
  planDraws,
  planEvents,
  planOfficers,
  plans,
  planTargets,
} from '../../db/schema/plans';

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * The health plan is a random one, drawn by 王芳 a minute after she drafted it: the pools are the seeded
 * enterprises (its items apply to food businesses and factories) and health's certified officers. The value is one
 * whose draw gives the officers the demo's registrations name; anyone can check it (plan-draw.ts).
 */
const DEMO_DRAW = {
  planId: 'plan-health-public-places',
  drawnBy: 'usr-13900000002',
  value: 'b4132f7bd4dbb281555066491d628c3e94889ebf3f7009abf0481f6f0fad053e',
  settings: { targetCount: 2, officerCount: 2 },
  pool: ['SZ440305000123', 'SZ440305000456'],
  officerPool: ['44030023450', '44030023456', '44030023457', '44030023458'],
  targets: ['SZ440305000123', 'SZ440305000456'],
  officers: ['44030023456', '44030023457'],
};

async function seedDemoDraw(tx: Transaction, loop: DemoLoop): Promise<void> {
  const plan = loop.plans.find((p) => p.id === DEMO_DRAW.planId);
  if (!(plan?.createdAt instanceof Date)) return;
  const { planId, value, settings, drawnBy, ...published } = DEMO_DRAW;
  const inserted = await tx
    .insert(planDraws)
    .values({
      planId,
      round: 1,
      commitment: commitmentOf(value),
      value,
      committedAt: plan.createdAt,
      drawnAt: new Date(plan.createdAt.getTime() + MINUTE),
      drawnBy,
      reason: null,
      itemCodes: plan.itemCodes ?? [],
      regionCode: null,
      ...settings,
      ...published,
    })
    .onConflictDoNothing()
    .returning({ round: planDraws.round });
  if (!inserted.length) return;
  await tx
    .update(plans)
    .set({ draw: settings })
    .where(and(eq(plans.id, planId), isNull(plans.draw)));
  await tx.update(planOfficers).set({ drawn: true }).where(eq(planOfficers.planId, planId));
  await tx.update(planTargets).set({ drawn: true }).where(eq(planTargets.planId, planId));
}

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
  if (plan.id === DEMO_DRAW.planId) events.push({ ...base, action: 'draw', actorId: author, at: at(MINUTE) });
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
  await seedDemoDraw(tx, loop);

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
