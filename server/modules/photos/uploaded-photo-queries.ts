import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PhotoType } from '../../../contract/registrations/rules';
import { deleteBatch } from '../../db/batch-delete';
import type { Database, Transaction } from '../../db/client';

type Reader = Database | Transaction;

/** A module's photo table (server/db/schema/photo-columns.ts) and the column of the record a photo is attached to. */
export interface PhotoTable {
  table: PgTable &
    Record<'id' | 'uploadedBy' | 'contentType' | 'size' | 'data' | 'position' | 'createdAt', PgColumn>;
  attachedTo: PgColumn;
  /** Set on a photo kept as evidence (a registration photo a correction removed): never waiting, never swept. */
  keptWhen?: PgColumn;
}

/** Uploaded and not used (nor kept as evidence). */
const waiting = ({ attachedTo, keptWhen }: PhotoTable) =>
  keptWhen ? and(isNull(attachedTo), isNull(keptWhen))! : isNull(attachedTo);

export interface StoredPhoto {
  id: string;
  uploadedBy: string;
  contentType: PhotoType;
  size: number;
  data: Buffer;
  /** On the rules' clock, which the sweep of waiting uploads reads. */
  createdAt: Date;
}

export async function insertPhoto(db: Reader, { table }: PhotoTable, row: StoredPhoto): Promise<void> {
  await db.insert(table).values(row);
}

export async function findPhotoData(db: Reader, { table }: PhotoTable, id: string) {
  const [photo] = await db
    .select({ contentType: table.contentType, data: table.data })
    .from(table)
    .where(eq(table.id, id));
  return photo as { contentType: PhotoType; data: Buffer } | undefined;
}

/** Of `ids`, those the user uploaded that nothing uses yet. */
export async function countFreshPhotos(
  db: Reader,
  { table, attachedTo }: PhotoTable,
  userId: string,
  ids: string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.uploadedBy, userId), isNull(attachedTo)));
  return rows.length;
}

/** How many of the user's uploads nothing uses yet. */
export async function countWaitingPhotos(db: Reader, store: PhotoTable, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(store.table)
    .where(and(eq(store.table.uploadedBy, userId), waiting(store)));
  return row?.n ?? 0;
}

/** Uploads one sweep forgets at most; the rest wait for the next minute's. */
const DELETED_PER_SWEEP = 500;

/** Forgets uploads nothing has used since `before` (on the table's index of waiting uploads). */
export async function deleteWaitingPhotos(db: Reader, store: PhotoTable, before: Date) {
  await deleteBatch(
    db,
    store.table,
    and(waiting(store), lt(store.table.createdAt, before))!,
    DELETED_PER_SWEEP,
  );
}

/** `target` names the record (and whatever else the module sets); false when a photo was taken meanwhile. */
export async function attachPhotos(
  tx: Transaction,
  { table, attachedTo }: PhotoTable,
  userId: string,
  placed: { id: string; position: number }[],
  target: Record<string, unknown>,
): Promise<boolean> {
  for (const { id, position } of placed) {
    const updated = await tx
      .update(table)
      .set({ ...target, position })
      .where(and(eq(table.id, id), eq(table.uploadedBy, userId), isNull(attachedTo)))
      .returning({ id: table.id });
    if (updated.length === 0) return false;
  }
  return true;
}
