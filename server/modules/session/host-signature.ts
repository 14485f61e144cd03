import { createHash, randomInt } from 'node:crypto';
import type { HostConfig } from '../../../contract/session/schemas';

/** WorkPlus `w6s.config` signature: sha1 of the three strings sorted lexicographically and joined. */
export function signHostConfig(secret: string, nonce: string, timestamp: string): string {
  return createHash('sha1').update([secret, nonce, timestamp].sort().join('')).digest('hex').toLowerCase();
}

export function createHostConfig(accessKey: string, secret: string, now: number = Date.now()): HostConfig {
  const nonce = String(randomInt(100_000, 1_000_000));
  const timestamp = String(now);
  return { access_key: accessKey, nonce, timestamp, signature: signHostConfig(secret, nonce, timestamp) };
}
