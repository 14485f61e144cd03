/**
 * The one keyset cursor of every list: opaque to the client, it names the last row of the previous page in
 * (instant desc, id desc) order. A list that orders by a flag before that (an enterprise's notices, unread before
 * read) carries the flag in front. Decoding is strict: a cursor this server did not issue never reaches SQL.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FieldRuleError } from './errors';
import { EARLIEST_INSTANT, LATEST_INSTANT } from '../../contract/time-rules';

export interface KeysetKey {
  /** An ISO instant, to the millisecond. */
  at: string;
  id: string;
  flag?: boolean;
}

/** Record ids are UUIDs or seeded names like `reg-demo-11`. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeKeysetCursor(key: KeysetKey): string {
  const values = key.flag === undefined ? [key.at, key.id] : [key.flag ? 1 : 0, key.at, key.id];
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** A real instant (no 02-31 rolled over), within the years any record can have. */
function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !INSTANT_PATTERN.test(value)) return false;
  const time = Date.parse(value);
  return (
    !Number.isNaN(time) &&
    new Date(time).toISOString() === value &&
    time >= EARLIEST_INSTANT.getTime() &&
    time < LATEST_INSTANT.getTime()
  );
}

/** The key a cursor names, or null for anything this server did not issue. */
export function decodeKeysetCursor(cursor: string, withFlag = false): KeysetKey | null {
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== (withFlag ? 3 : 2)) return null;
    const [flag, at, id] = withFlag ? (value as unknown[]) : [undefined, ...(value as unknown[])];
    if (withFlag && flag !== 0 && flag !== 1) return null;
    if (!isInstant(at) || typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
    return withFlag ? { flag: flag === 1, at, id } : { at, id };
  } catch {
    return null;
  }
}

/** The key of a request's `cursor`, undefined for the first page; a cursor it cannot read is a field error. */
export function readKeysetCursor(cursor: string | undefined, withFlag = false): KeysetKey | undefined {
  if (!cursor) return undefined;
  const key = decodeKeysetCursor(cursor, withFlag);
  if (key === null) throw new FieldRuleError('cursor', 'reasonInvalid');
  return key;
}

/** The rows after `key` in (at desc, id desc) order. */
export function rowsAfter(at: AnyColumn | SQL, id: AnyColumn | SQL, key: KeysetKey): SQL {
  return sql`(${at}, ${id}) < (${key.at}::timestamptz, ${key.id})`;
}

/**
 * A page of `limit` rows out of a read of `limit + 1`, with the cursor after its last row when that further row
 * was there.
 */
export function toKeysetPage<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => KeysetKey,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeKeysetCursor(keyOf(last)) : null,
  };
}
