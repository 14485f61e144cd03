import type { Transaction } from '../../db/client';
import type { DemoLoop } from '../../db/demo-loop';
import { codeScans, supervisionCodes } from '../../db/schema/supervision-codes';

export async function seedSupervisionCodesDemo(tx: Transaction, loop: DemoLoop): Promise<void> {
  await tx.insert(supervisionCodes).values(loop.codes).onConflictDoNothing();
  await tx.insert(codeScans).values(loop.scans).onConflictDoNothing();
}
