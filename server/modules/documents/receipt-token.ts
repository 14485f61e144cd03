import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'R1';

export interface ReceiptClaims {
  registrationId: string;
  version: number;
}

function mac(secret: string, body: string): string {
  // The purpose is part of what is signed: a notice's or a photo's signature never passes as a receipt's.
  return createHmac('sha256', secret).update(`receipt.${body}`).digest('base64url');
}

/** `R1.<base64url(registrationId)>.<version>.<sig>`: names one version of one registration; never expires. */
export function signReceiptToken(secret: string, claims: ReceiptClaims): string {
  const body = [PREFIX, Buffer.from(claims.registrationId).toString('base64url'), claims.version].join('.');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of an untampered token, else null. Says nothing about whether the version is still current. */
export function verifyReceiptToken(secret: string, token: string): ReceiptClaims | null {
  const parts = token.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const [, id64, version, sig] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]{1,88}$/.test(id64) || !/^[1-9]\d{0,5}$/.test(version)) return null;
  // Compare the text, not decoded bytes: base64url's unused trailing bits would let an altered token through.
  const expected = Buffer.from(mac(secret, parts.slice(0, 3).join('.')));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const registrationId = Buffer.from(id64, 'base64url').toString('utf8');
  if (
    Buffer.from(registrationId).toString('base64url') !== id64 ||
    !/^[A-Za-z0-9_-]{1,64}$/.test(registrationId)
  )
    return null;
  return { registrationId, version: Number(version) };
}
