import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config';

function mac(secret: string, photoId: string, expiresAtSeconds: number): Buffer {
  return createHmac('sha256', secret).update(`photo.${photoId}.${expiresAtSeconds}`).digest();
}

/**
 * Photos are evidence: an `<img>` cannot send the token header, so whoever may read a registration gets
 * URLs signed for a limited time. Expiry is rounded up to the TTL so the same URL (and browser cache)
 * serves a whole window.
 */
export function signPhotoUrl(config: AppConfig, photoId: string, now = Date.now()): string {
  const ttl = config.photoUrlTtlMinutes * 60;
  const exp = (Math.floor(now / 1000 / ttl) + 2) * ttl;
  const sig = mac(config.codeSigningSecret, photoId, exp).toString('base64url');
  return `${config.publicUrl}/api/photos/${encodeURIComponent(photoId)}?exp=${exp}&sig=${sig}`;
}

export function verifyPhotoUrl(config: AppConfig, photoId: string, exp: string, sig: string): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 < Date.now()) return false;
  const expected = Buffer.from(mac(config.codeSigningSecret, photoId, Number(exp)).toString('base64url'));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
