import type { HostConfig } from '../../../contract/api-schemas';

/** A 6-digit nonce in 100000..999999, as the host requires (no leading zero). */
export function createNonce(random: () => number = Math.random): string {
  return String(100000 + Math.floor(random() * 900000));
}

export async function signHostConfig(secret: string, nonce: string, timestamp: string): Promise<string> {
  const joined = [secret, nonce, timestamp].sort().join('');
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(joined));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Client-side signing for a backend that only returns key and secret (SPEC.md steps 2-3); prefer the server-signed config. */
export async function buildHostConfig(
  accessKey: string,
  accessSecret: string,
  now = Date.now(),
): Promise<HostConfig> {
  const nonce = createNonce();
  const timestamp = String(now);
  return {
    access_key: accessKey,
    nonce,
    timestamp,
    signature: await signHostConfig(accessSecret, nonce, timestamp),
  };
}
