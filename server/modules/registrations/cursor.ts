import { EARLIEST_INSTANT, LATEST_INSTANT } from '../../../contract/time-rules';

/** Opaque keyset cursor over (registered_at desc, id desc): the last row of the previous page. */
export interface PageKey {
  registeredAt: string;
  id: string;
}

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.registeredAt, key.id])).toString('base64url');
}

/** Record ids are UUIDs or seeded names like `reg-demo-11`. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The key a cursor names, or null for anything this server did not issue (a crafted cursor never reaches SQL). */
export function decodeCursor(cursor: string): PageKey | null {
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [registeredAt, id] = value as unknown[];
    if (typeof registeredAt !== 'string' || typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
    if (!INSTANT_PATTERN.test(registeredAt)) return null;
    const time = Date.parse(registeredAt);
    // A real date (no 02-31 rolled over), within the years any registration can have.
    if (Number.isNaN(time) || new Date(time).toISOString() !== registeredAt) return null;
    if (time < EARLIEST_INSTANT.getTime() || time >= LATEST_INSTANT.getTime()) return null;
    return { registeredAt, id };
  } catch {
    return null;
  }
}
