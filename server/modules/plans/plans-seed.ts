import type { Transaction } from '../../db/client';
import type { DemoLoop } from '../../db/demo-loop';
import { plans, planTargets } from '../../db/schema/plans';

export async function seedPlansDemo(tx: Transaction, loop: DemoLoop): Promise<void> {
  await tx.insert(plans).values(loop.plans).onConflictDoNothing();
  await tx.insert(planTargets).values(loop.planTargets).onConflictDoNothing();
}
