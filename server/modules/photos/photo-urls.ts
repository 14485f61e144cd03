import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';

/** Registration photos are served at `/photos`; other modules' photo tables at their own path. */
export const REGISTRATION_PHOTOS_PATH = '/photos';

// The path is signed too: a URL signed for one photo table opens nothing in another.
function mac(secret: string, path: string, photoId: string, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`photo.${path}.${photoId}.${expiresAtSeconds}`).digest();
}

/**
 * Photos are evidence: an `<img>` cannot send the token header, so whoever may read a registration gets
 * URLs signed for a limited time. The expiry is rounded to half-TTL steps, so the same URL (and the browser
 * cache) serves for a while, and a URL is valid for at least half and never more than the configured lifetime.
 */
export function signPhotoUrl(
  config: AppConfig,
  photoId: string,
  now = Date.now(),
  path = REGISTRATION_PHOTOS_PATH,
): string {
  const step = Math.max(1, Math.floor((config.photoUrlTtlMinutes * 60) / 2));
  const exp = (Math.floor(now / 1000 / step) + 2) * step;
  const sig = mac(config.codeSigningSecret, path, photoId, exp).toString('base64url');
  return `${config.publicUrl}/api${path}/${encodeURIComponent(photoId)}?exp=${exp}&sig=${sig}`;
}

export function verifyPhotoUrl(
  config: AppConfig,
  photoId: string,
  exp: string,
  sig: string,
  now = Date.now(),
  path = REGISTRATION_PHOTOS_PATH,
): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < now) return false;
  // Never honour an expiry further ahead than a URL signed now could have (a longer TTL configured earlier).
  if (Number(exp) * 1000 > now + config.photoUrlTtlMinutes * 60_000) return false;
  const expected = Buffer.from(
    mac(config.codeSigningSecret, path, photoId, Number(exp)).toString('base64url'),
  );
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
