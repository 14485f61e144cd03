/**
 * Photos a form names by id (complaints, appointments): uploaded first, one call per picture, and attached to the
 * record when the form is saved; served only through signed URLs to whoever may read that record.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signPhotoUrl, verifyPhotoUrl } from './photo-urls';
import { readUploadedImage, type ReadFile } from './uploaded-image';
import {
  attachPhotos,
  countFreshPhotos,
  countWaitingPhotos,
  deleteWaitingPhotos,
  findPhotoData,
  insertPhoto,
  type PhotoTable,
} from './uploaded-photo-queries';
import { PHOTO_MAX_BYTES } from '../../../contract/registrations/rules';
import type { Photo } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { FieldRuleError, ForbiddenError, NotFoundError, OperationFailedError } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';

export interface PhotoStore extends PhotoTable {
  /** Below `/api`, where its signed URLs point: `/complaint-photos`. */
  path: string;
  /** Why a form's `photoIds` are refused, in the module's words. */
  refusal: MessageKey;
  /** Uploads one user may have waiting for a form (WAITING_PHOTOS_MAX unless a form takes more). */
  waitingMax?: number;
}

/** Signed as a registration photo's is, for the module's own path. */
export function signedPhotoUrl(config: AppConfig, store: PhotoStore, photoId: string): string {
  return signPhotoUrl(config, photoId, Date.now(), store.path);
}

export const photoOf = (
  config: AppConfig,
  store: PhotoStore,
  row: { id: string; size: number; contentType: string },
): Photo => ({
  photoId: row.id,
  url: signedPhotoUrl(config, store, row.id),
  size: row.size,
  contentType: row.contentType,
});

/** The one picture of an UPLOAD request, read no further than a photo may be long. */
export const photoFileOf =
  (request: FastifyRequest): ReadFile =>
  () =>
    request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });

/** Uploads of one user a form has not used yet, per photo table (a complaint takes 9, an appointment 3). */
export const WAITING_PHOTOS_MAX = 30;
/** An upload no form has used for this long is forgotten (a draft keeps its photos for as long). */
export const WAITING_PHOTO_DAYS = 7;

export async function addUploadedPhoto(
  db: Database,
  config: AppConfig,
  store: PhotoStore,
  session: AuthSession,
  readFile: ReadFile,
  now: Date,
): Promise<Photo> {
  // Uploads wait for a form that names them; more waiting than a few forms' worth is refused.
  if ((await countWaitingPhotos(db, store, session.userId)) >= (store.waitingMax ?? WAITING_PHOTOS_MAX))
    throw new OperationFailedError('photoUploadsWaiting');
  const { bytes, contentType } = await readUploadedImage(readFile);
  const id = randomUUID();
  await insertPhoto(db, store, {
    id,
    uploadedBy: session.userId,
    contentType,
    size: bytes.length,
    data: bytes,
    createdAt: now,
  });
  return photoOf(config, store, { id, size: bytes.length, contentType });
}

/** Forgets the uploads no form has used for WAITING_PHOTO_DAYS (the time sweep). */
export async function sweepWaitingPhotos(db: Database, stores: PhotoTable[], now: Date): Promise<void> {
  const before = new Date(now.getTime() - WAITING_PHOTO_DAYS * 86_400_000);
  for (const store of stores) await deleteWaitingPhotos(db, store, before);
}

/** Photos named by a form must be the user's own uploads, each once, not yet used. */
export async function requireFreshPhotos(
  db: Database | Transaction,
  store: PhotoStore,
  userId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const unique = new Set(ids).size === ids.length;
  if (!unique || (await countFreshPhotos(db, store, userId, ids)) !== ids.length)
    throw new FieldRuleError('photoIds', store.refusal);
}

/** Attaches fresh photos at their places in the form; one taken meanwhile refuses the form (the caller rolls back). */
export async function attachFreshPhotos(
  tx: Transaction,
  store: PhotoStore,
  userId: string,
  placed: { id: string; position: number }[],
  target: Record<string, unknown>,
): Promise<void> {
  if (!(await attachPhotos(tx, store, userId, placed, target)))
    throw new FieldRuleError('photoIds', store.refusal);
}

export const inFormOrder = (ids: string[]) => ids.map((id, position) => ({ id, position }));

/** An <img> cannot send the token: whoever may read the record gets its photo URLs signed for a while. */
export function registerSignedPhotoRoute(app: FastifyInstance, ctx: AppContext, store: PhotoStore): void {
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    `${store.path}/:id`,
    async (request, reply) => {
      const { exp = '', sig = '' } = request.query;
      if (!verifyPhotoUrl(ctx.config, request.params.id, exp, sig, Date.now(), store.path))
        throw new ForbiddenError();
      const photo = await findPhotoData(ctx.db, store, request.params.id);
      if (!photo) throw new NotFoundError();
      const maxAge = Math.max(0, Number(exp) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('content-security-policy', "default-src 'none'")
        .send(photo.data);
    },
  );
}
