/** Photos of a request: uploaded first, attached when it is booked or edited, copied when it is booked again. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Photo } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { appointmentPhotos } from '../../db/schema/appointments';
import { FieldRuleError } from '../../http/errors';
import { attachFreshPhotos, photoOf, requireFreshPhotos, type PhotoStore } from '../photos';

type Reader = Database | Transaction;

export const appointmentPhotoStore: PhotoStore = {
  table: appointmentPhotos,
  attachedTo: appointmentPhotos.appointmentId,
  path: '/appointment-photos',
  refusal: 'reasonAppointmentPhotoUnknown',
};

export async function listAppointmentPhotos(
  db: Reader,
  config: AppConfig,
  appointmentId: string,
): Promise<Photo[]> {
  const rows = await db
    .select({
      id: appointmentPhotos.id,
      size: appointmentPhotos.size,
      contentType: appointmentPhotos.contentType,
    })
    .from(appointmentPhotos)
    .where(eq(appointmentPhotos.appointmentId, appointmentId))
    .orderBy(asc(appointmentPhotos.position), asc(appointmentPhotos.id));
  return rows.map((row) => photoOf(config, appointmentPhotoStore, row));
}

/** Of `ids`, those on this appointment. */
async function photoIdsOn(db: Reader, appointmentId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: appointmentPhotos.id })
    .from(appointmentPhotos)
    .where(and(eq(appointmentPhotos.appointmentId, appointmentId), inArray(appointmentPhotos.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A form's photos: each once, either already on `from` (the appointment edited, or the one booked again, which
 * the caller has shown to be the enterprise's own) or the user's own unused uploads.
 */
export async function requireRequestPhotos(
  db: Reader,
  userId: string,
  ids: string[],
  from: string | null,
): Promise<void> {
  if (new Set(ids).size !== ids.length) throw new FieldRuleError('photoIds', appointmentPhotoStore.refusal);
  const onFrom = from ? await photoIdsOn(db, from, ids) : new Set<string>();
  await requireFreshPhotos(
    db,
    appointmentPhotoStore,
    userId,
    ids.filter((id) => !onFrom.has(id)),
  );
}

const placesOf = (ids: string[], skip: Set<string>) =>
  ids.flatMap((id, position) => (skip.has(id) ? [] : [{ id, position }]));

/** A new request's photos in the form's order: uploads attached, the earlier appointment's copied (it keeps its own). */
export async function attachBookedPhotos(
  tx: Transaction,
  userId: string,
  appointmentId: string,
  ids: string[],
  relaunchedFrom: string | null,
): Promise<void> {
  const copied = relaunchedFrom ? await photoIdsOn(tx, relaunchedFrom, ids) : new Set<string>();
  for (const id of copied) {
    const [photo] = await tx.select().from(appointmentPhotos).where(eq(appointmentPhotos.id, id));
    await tx.insert(appointmentPhotos).values({
      id: randomUUID(),
      uploadedBy: photo!.uploadedBy,
      contentType: photo!.contentType,
      size: photo!.size,
      data: photo!.data,
      appointmentId,
      position: ids.indexOf(id),
    });
  }
  await attachFreshPhotos(tx, appointmentPhotoStore, userId, placesOf(ids, copied), { appointmentId });
}

/** An edit's photos: those kept take their new places, the ones left out are deleted, new uploads attached. */
export async function replaceAppointmentPhotos(
  tx: Transaction,
  userId: string,
  appointmentId: string,
  ids: string[],
): Promise<void> {
  const onIt = eq(appointmentPhotos.appointmentId, appointmentId);
  await tx
    .delete(appointmentPhotos)
    .where(ids.length ? and(onIt, notInArray(appointmentPhotos.id, ids)) : onIt);
  const kept = await photoIdsOn(tx, appointmentId, ids);
  for (const [position, id] of ids.entries())
    if (kept.has(id))
      await tx.update(appointmentPhotos).set({ position }).where(eq(appointmentPhotos.id, id));
  await attachFreshPhotos(tx, appointmentPhotoStore, userId, placesOf(ids, kept), { appointmentId });
}
