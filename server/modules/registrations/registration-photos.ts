import { findPhotoData } from './registrations-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { PHOTOS_PER_PROBLEM_MAX, PROBLEMS_MAX } from '../../../contract/registrations/rules';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { registrationPhotos } from '../../db/schema/registrations';
import type { AuthSession } from '../../http/auth';
import {
  type ReadFile,
  REGISTRATION_PHOTOS_PATH,
  verifyPhotoUrl,
  addUploadedPhoto,
  type PhotoStore,
} from '../photos';

/**
 * An officer's uploads for the problems of a registration: waiting ones capped at a whole registration's worth and
 * forgotten after a week like every form's; one a correction took off is kept as evidence, never swept.
 */
export const registrationPhotoStore: PhotoStore = {
  table: registrationPhotos,
  attachedTo: registrationPhotos.problemId,
  keptWhen: registrationPhotos.removedAt,
  path: REGISTRATION_PHOTOS_PATH,
  refusal: 'photoInvalid',
  waitingMax: PROBLEMS_MAX * PHOTOS_PER_PROBLEM_MAX + PHOTOS_PER_PROBLEM_MAX,
};

/** Stores an uploaded photo once its bytes read as one whole image (image-check.ts), to attach to a problem later. */
export function addRegistrationPhoto(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  readFile: ReadFile,
  now: Date,
): Promise<ApiOutput<'addRegistrationPhoto'>> {
  return addUploadedPhoto(db, config, registrationPhotoStore, session, readFile, now);
}

/** A photo behind a signed, expiring URL: null when the signature is wrong or expired, undefined when unknown. */
export async function findSignedPhoto(db: Database, config: AppConfig, id: string, exp: string, sig: string) {
  if (!verifyPhotoUrl(config, id, exp, sig)) return null;
  const photo = await findPhotoData(db, id);
  return photo && { ...photo, maxAgeSeconds: Math.max(0, Number(exp) - Math.floor(Date.now() / 1000)) };
}
