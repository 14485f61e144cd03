import { and, eq, sql } from 'drizzle-orm';
import type { EmergencyReviewStatus } from '../../../contract/registrations/schemas';
import type { Database, Transaction } from '../../db/client';
import { emergencyReviews, registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';

export interface EmergencyReviewRow {
  status: EmergencyReviewStatus;
  reviewerName: string | null;
  reviewedAt: Date | null;
  note: string | null;
}

export async function findEmergencyReview(
  db: Database,
  registrationId: string,
): Promise<EmergencyReviewRow | null> {
  const [row] = await db
    .select({
      status: emergencyReviews.status,
      reviewerName: users.name,
      reviewedAt: emergencyReviews.reviewedAt,
      note: emergencyReviews.note,
    })
    .from(emergencyReviews)
    .leftJoin(users, eq(users.id, emergencyReviews.reviewedBy))
    .where(eq(emergencyReviews.registrationId, registrationId));
  return row ?? null;
}

export async function insertPendingEmergencyReview(
  tx: Transaction,
  registrationId: string,
  requestedAt: Date,
): Promise<void> {
  await tx.insert(emergencyReviews).values({ registrationId, requestedAt }).onConflictDoNothing();
}

/** Decides a pending review; false when it was not pending any more (another supervisor decided first). */
export async function decidePendingEmergencyReview(
  tx: Transaction,
  registrationId: string,
  decision: { status: EmergencyReviewStatus; reviewedBy: string; reviewedAt: Date; note: string | null },
): Promise<boolean> {
  const moved = await tx
    .update(emergencyReviews)
    .set(decision)
    .where(and(eq(emergencyReviews.registrationId, registrationId), eq(emergencyReviews.status, 'pending')))
    .returning({ id: emergencyReviews.registrationId });
  return moved.length === 1;
}

/** The registrations whose review is in `status` (a condition of the registration list). */
export const inEmergencyReview = (db: Database, status: EmergencyReviewStatus) =>
  sql`${registrations.id} in ${db
    .select({ id: emergencyReviews.registrationId })
    .from(emergencyReviews)
    .where(eq(emergencyReviews.status, status))}`;

/** How many emergency inspections wait for the supervision office, counted up to `cap`. */
export async function countPendingEmergencyReviews(db: Database, cap: number): Promise<number> {
  const rows = await db
    .select({ id: emergencyReviews.registrationId })
    .from(emergencyReviews)
    .where(eq(emergencyReviews.status, 'pending'))
    .limit(cap);
  return rows.length;
}
