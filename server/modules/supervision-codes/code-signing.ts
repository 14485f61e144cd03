import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidCreditCode } from '../../../contract/credit-code';

const PREFIX = 'SVC1';

export interface CodeClaims {
  codeId: string;
  enterpriseNumber: string;
  issuedAtSeconds: number;
}

function mac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/** `SVC1.<codeId>.<enterpriseNumber>.<issuedAtEpochSeconds>.<sig>`, sig = base64url HMAC-SHA256 of the rest. */
export function signCodePayload(secret: string, claims: CodeClaims): string {
  const body = [PREFIX, claims.codeId, claims.enterpriseNumber, String(claims.issuedAtSeconds)].join('.');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The claims of an untampered payload, else null. Says nothing about whether the code still exists. */
export function verifyCodePayload(secret: string, payload: string): CodeClaims | null {
  const parts = payload.trim().split('.');
  if (parts.length !== 5 || parts[0] !== PREFIX) return null;
  const [, codeId, enterpriseNumber, issued, sig] = parts as [string, string, string, string, string];
  if (
    !/^[A-Za-z0-9_-]{1,64}$/.test(codeId) ||
    !/^SZ\d{12}$/.test(enterpriseNumber) ||
    !/^\d{1,12}$/.test(issued)
  )
    return null;
  // Compare the text, not decoded bytes: base64url's unused trailing bits would let an altered code through.
  const expected = Buffer.from(mac(secret, parts.slice(0, 4).join('.')).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { codeId, enterpriseNumber, issuedAtSeconds: Number(issued) };
}

export function looksLikeCodePayload(payload: string): boolean {
  return payload.trim().startsWith(`${PREFIX}.`);
}

/**
 * A business-licence QR code is accepted too (Shenzhen rules): its text carries the unified social credit
 * code, usually inside a verification URL. Returns the first valid credit code found.
 */
export function creditCodeInLicenceText(text: string): string | null {
  const upper = text.toUpperCase();
  for (let i = 0; i + 18 <= upper.length; i += 1) {
    const candidate = upper.slice(i, i + 18);
    if (isValidCreditCode(candidate)) return candidate;
  }
  return null;
}
