import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOOR_NOTICE_VALID_MS } from '../../../contract/notices/rules';

const PREFIX = 'N1';

export interface NoticeClaims {
  noticeId: string;
  expiresAtSeconds: number;
}

function mac(secret: string, body: string): string {
  // The purpose is part of what is signed, so a photo URL's or a code's signature never passes as a notice's.
  return createHmac('sha256', secret).update(`notice.${body}`).digest('base64url');
}

/**
 * The door notice's QR: `N1.<base64url(noticeId)>.<expiresAtEpochSeconds>.<sig>`, signed with the code-signing
 * secret and not stored: the notice row is what it names, the signature and the expiry are its proof.
 */
export function signNoticeToken(secret: string, claims: NoticeClaims): string {
  const body = [PREFIX, Buffer.from(claims.noticeId).toString('base64url'), claims.expiresAtSeconds].join(
    '.',
  );
  return `${body}.${mac(secret, body)}`;
}

/** The claims of an untampered token, else null. Says nothing about expiry or whether the notice exists. */
export function verifyNoticeToken(secret: string, token: string, now: Date): NoticeClaims | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, id64, expires, sig] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]{1,88}$/.test(id64) || !/^\d{1,12}$/.test(expires)) return null;
  // Compare the text, not decoded bytes: base64url's unused trailing bits would let an altered token through.
  const expected = Buffer.from(mac(secret, parts.slice(0, 3).join('.')));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const noticeId = Buffer.from(id64, 'base64url').toString('utf8');
  if (Buffer.from(noticeId).toString('base64url') !== id64 || !/^[A-Za-z0-9_-]{1,64}$/.test(noticeId))
    return null;
  const expiresAtSeconds = Number(expires);
  // No token this server issues lives longer than a door notice (a clock set back, a longer validity before).
  if (expiresAtSeconds * 1000 > now.getTime() + DOOR_NOTICE_VALID_MS + 1000) return null;
  return { noticeId, expiresAtSeconds };
}

export function isTokenExpired(claims: NoticeClaims, now: Date): boolean {
  return claims.expiresAtSeconds * 1000 <= now.getTime();
}

export function issueNoticeToken(secret: string, noticeId: string, now: Date) {
  const expiresAtSeconds = Math.floor((now.getTime() + DOOR_NOTICE_VALID_MS) / 1000);
  return {
    token: signNoticeToken(secret, { noticeId, expiresAtSeconds }),
    expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
  };
}
