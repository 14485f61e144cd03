import { randomUUID } from 'node:crypto';
import { checkImage } from './image-check';
import { signPhotoUrl, verifyPhotoUrl } from './photo-urls';
import { findPhotoData, insertPhoto } from './registrations-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { PHOTO_MAX_BYTES } from '../../../contract/registrations/rules';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { BadRequestError, PayloadTooLargeError, toMultipartError } from '../../http/errors';

/** Stores an uploaded photo once its bytes read as one whole image (image-check.ts), to attach to a problem later. */
export async function addRegistrationPhoto(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  readFile: () => Promise<{ fieldname: string; toBuffer(): Promise<Buffer> } | undefined>,
): Promise<ApiOutput<'addRegistrationPhoto'>> {
  let bytes: Buffer;
  try {
    const file = await readFile();
    if (!file || file.fieldname !== 'file') throw new BadRequestError('photoMissing');
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new BadRequestError('photoMissing');
    // Whatever else reading the body raised (no boundary, no closing boundary, a limit): 400 or 413.
    throw toMultipartError(error, 'photoTooLarge');
  }
  if (bytes.length > PHOTO_MAX_BYTES) throw new PayloadTooLargeError('photoTooLarge');
  const checked = checkImage(bytes);
  if (!checked.ok) {
    if (checked.problem === 'type') throw new BadRequestError('photoType');
    throw new BadRequestError(checked.problem === 'dimensions' ? 'photoDimensions' : 'photoUnreadable');
  }
  const contentType = checked.image.type;
  const id = randomUUID();
  await insertPhoto(db, { id, uploadedBy: session.userId, contentType, size: bytes.length, data: bytes });
  return { photoId: id, url: signPhotoUrl(config, id), size: bytes.length, contentType };
}

/** A photo behind a signed, expiring URL: null when the signature is wrong or expired, undefined when unknown. */
export async function findSignedPhoto(db: Database, config: AppConfig, id: string, exp: string, sig: string) {
  if (!verifyPhotoUrl(config, id, exp, sig)) return null;
  const photo = await findPhotoData(db, id);
  return photo && { ...photo, maxAgeSeconds: Math.max(0, Number(exp) - Math.floor(Date.now() / 1000)) };
}
