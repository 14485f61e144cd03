import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { complaintPhotos } from '../../db/schema/complaints';

type Reader = Database | Transaction;

export async function insertComplaintPhoto(db: Database, row: typeof complaintPhotos.$inferInsert) {
  await db.insert(complaintPhotos).values(row);
}

export async function findComplaintPhotoData(db: Reader, id: string) {
  const [photo] = await db
    .select({ contentType: complaintPhotos.contentType, data: complaintPhotos.data })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.id, id));
  return photo;
}

/** Of `ids`, those the user uploaded that nothing uses yet. */
export async function countFreshPhotos(db: Reader, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: complaintPhotos.id })
    .from(complaintPhotos)
    .where(
      and(
        inArray(complaintPhotos.id, ids),
        eq(complaintPhotos.uploadedBy, userId),
        isNull(complaintPhotos.complaintId),
      ),
    );
  return rows.length;
}

/** Attaches the photos in order; false when one was taken meanwhile (the caller rolls back). */
export async function attachPhotos(
  tx: Transaction,
  userId: string,
  ids: string[],
  target: { complaintId: string; eventId: number | null },
): Promise<boolean> {
  for (const [position, id] of ids.entries()) {
    const updated = await tx
      .update(complaintPhotos)
      .set({ ...target, position })
      .where(
        and(
          eq(complaintPhotos.id, id),
          eq(complaintPhotos.uploadedBy, userId),
          isNull(complaintPhotos.complaintId),
        ),
      )
      .returning({ id: complaintPhotos.id });
    if (updated.length === 0) return false;
  }
  return true;
}
