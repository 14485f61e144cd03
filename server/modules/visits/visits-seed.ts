import type { Transaction } from '../../db/client';
import type { DemoLoop } from '../../db/demo-loop';
import { visits } from '../../db/schema/visits';

export async function seedVisitsDemo(tx: Transaction, loop: DemoLoop): Promise<void> {
  await tx.insert(visits).values(loop.visits).onConflictDoNothing();
}
