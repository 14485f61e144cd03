/** Photos of a complaint and of added information: uploaded first, attached when the complaint or line is saved. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { countFreshPhotos, findComplaintPhotoData, insertComplaintPhoto } from './complaint-photo-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { FieldRuleError, ForbiddenError, NotFoundError } from '../../http/errors';
import { signPhotoUrl, verifyPhotoUrl } from '../registrations/photo-urls';
import { readUploadedImage, type ReadFile } from '../registrations/uploaded-image';

/** The same signature as a registration photo's, served under the complaint photos' own path. */
export function complaintPhotoUrl(config: AppConfig, photoId: string): string {
  return signPhotoUrl(config, photoId).replace('/api/photos/', '/api/complaint-photos/');
}

export async function addComplaintPhoto(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  readFile: ReadFile,
): Promise<ApiOutput<'addComplaintPhoto'>> {
  const { bytes, contentType } = await readUploadedImage(readFile);
  const id = randomUUID();
  await insertComplaintPhoto(db, {
    id,
    uploadedBy: session.userId,
    contentType,
    size: bytes.length,
    data: bytes,
  });
  return { photoId: id, url: complaintPhotoUrl(config, id), size: bytes.length, contentType };
}

/** Photos named by a form must be the user's own uploads, each once, not yet used. */
export async function requireFreshPhotos(db: Database, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = new Set(ids).size === ids.length;
  if (!unique || (await countFreshPhotos(db, userId, ids)) !== ids.length)
    throw new FieldRuleError('photoIds', 'reasonComplaintPhotoUnknown');
}

/** An <img> cannot send the token: whoever may read the complaint gets its photo URLs signed for a while. */
export function registerComplaintPhotoRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/complaint-photos/:id',
    async (request, reply) => {
      const { exp = '', sig = '' } = request.query;
      if (!verifyPhotoUrl(ctx.config, request.params.id, exp, sig)) throw new ForbiddenError();
      const photo = await findComplaintPhotoData(ctx.db, request.params.id);
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
