/**
 * The one keyset cursor of every list: opaque to the client, it names the last row of the previous page. Most lists
 * run in (instant desc, id desc) order; a list that orders by a flag before that (an enterprise's notices, unread
 * before read) carries the flag in front, and a list in another order (the warnings desk) reads its own values.
 * Decoding is strict: a cursor this server did not issue never reaches SQL.
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

/** Any list's cursor: the base64url JSON of the values that place the last row of a page. */
export function encodeCursor(values: ReadonlyArray<string | number>): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** What `read` makes of a cursor's values, or null for anything this server did not issue. */
export function decodeCursor<Key>(cursor: string, read: (values: unknown[]) => Key | null): Key | null {
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(values) ? read(values) : null;
  } catch {
    return null;
  }
}

/** The key of a request's `cursor`, undefined for the first page; a cursor it cannot read is a field error. */
export function readCursor<Key>(
  cursor: string | undefined,
  read: (values: unknown[]) => Key | null,
): Key | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor, read);
  if (key === null) throw new FieldRuleError('cursor', 'reasonInvalid');
  return key;
}

export function encodeKeysetCursor(key: KeysetKey): string {
  return encodeCursor(key.flag === undefined ? [key.at, key.id] : [key.flag ? 1 : 0, key.at, key.id]);
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

function keysetKeyOf(values: unknown[], withFlag: boolean): KeysetKey | null {
  if (values.length !== (withFlag ? 3 : 2)) return null;
  const [flag, at, id] = withFlag ? values : [undefined, ...values];
  if (withFlag && flag !== 0 && flag !== 1) return null;
  if (!isInstant(at) || typeof id !== 'string' || !ID_PATTERN.test(id)) return null;
  return withFlag ? { flag: flag === 1, at, id } : { at, id };
}

/** The key a cursor names, or null for anything this server did not issue. */
export function decodeKeysetCursor(cursor: string, withFlag = false): KeysetKey | null {
  return decodeCursor(cursor, (values) => keysetKeyOf(values, withFlag));
}

/** The key of a request's `cursor`, undefined for the first page; a cursor it cannot read is a field error. */
export function readKeysetCursor(cursor: string | undefined, withFlag = false): KeysetKey | undefined {
  return readCursor(cursor, (values) => keysetKeyOf(values, withFlag));
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
