import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { photos } from '../../db/schema';
import { BadRequestError, ForbiddenError, NotFoundError, PayloadTooLargeError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { sniffImageType } from './image-type';
import { signedPhotoUrl, verifyPhotoUrl } from './photo-urls';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  registerEndpoint(app, ctx, 'uploadPhoto', async ({ request, session }) => {
    let bytes: Buffer;
    try {
      const file = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file || file.fieldname !== 'file') throw new BadRequestError('photoMissing');
      bytes = await file.toBuffer();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError('photoTooLarge');
      if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new BadRequestError('photoMissing');
      throw error;
    }
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new BadRequestError('photoType');
    const id = randomUUID();
    await db
      .insert(photos)
      .values({ id, uploadedBy: session.userId, contentType, size: bytes.length, data: bytes });
    return { photoId: id, url: signedPhotoUrl(config, id), size: bytes.length, contentType };
  });

  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/photos/:id',
    async (request, reply) => {
      const { id } = request.params;
      const { exp = '', sig = '' } = request.query;
      if (!verifyPhotoUrl(config, id, exp, sig)) throw new ForbiddenError();
      const [photo] = await db
        .select({ contentType: photos.contentType, data: photos.data })
        .from(photos)
        .where(eq(photos.id, id));
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
