import { randomUUID } from 'node:crypto';
import { signPhotoUrl, verifyPhotoUrl } from './photo-urls';
import { findPhotoData, insertPhoto } from './registrations-queries';
import { readUploadedImage, type ReadFile } from './uploaded-image';
import type { ApiOutput } from '../../../contract/api-schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';

/** Stores an uploaded photo once its bytes read as one whole image (image-check.ts), to attach to a problem later. */
export async function addRegistrationPhoto(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  readFile: ReadFile,
): Promise<ApiOutput<'addRegistrationPhoto'>> {
  const { bytes, contentType } = await readUploadedImage(readFile);
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
