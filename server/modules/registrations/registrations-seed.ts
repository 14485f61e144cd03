import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { inspectionItemRows, type DemoLoop } from '../../db/demo-loop';
import {
  emergencyReviews,
  evaluations,
  inspectionApprovals,
  inspectionItems,
  registrationItems,
  registrationPhotos,
  registrationProblems,
  registrations,
} from '../../db/schema/registrations';

/** Items stored before items had a scope get theirs; anything else already stored stays. */
export async function seedInspectionItems(tx: Transaction): Promise<void> {
  await tx
    .insert(inspectionItems)
    .values(inspectionItemRows)
    .onConflictDoUpdate({
      target: [inspectionItems.departmentCode, inspectionItems.code],
      set: { industries: sql`excluded.industries` },
      where: sql`${inspectionItems.industries} = '[]'::jsonb`,
    });
}

export async function seedRegistrationsDemo(tx: Transaction, loop: DemoLoop): Promise<void> {
  // first: a registration names the approval it used
  await tx.insert(inspectionApprovals).values(loop.approvals).onConflictDoNothing();
  await tx.insert(registrations).values(loop.registrations).onConflictDoNothing();
  await tx.insert(registrationItems).values(loop.items).onConflictDoNothing();
  await tx.insert(registrationProblems).values(loop.problems).onConflictDoNothing();
  await tx.insert(registrationPhotos).values(loop.photos).onConflictDoNothing();
  await tx.insert(evaluations).values(loop.evaluations).onConflictDoNothing();
  await tx.insert(emergencyReviews).values(loop.emergencyReviews).onConflictDoNothing();
}
