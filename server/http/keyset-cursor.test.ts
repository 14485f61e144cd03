import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor, toKeysetPage } from './keyset-cursor';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursor', () => {
  it('reads back the key it wrote, with and without a flag', () => {
    const key = { at: '2026-03-01T08:30:00.000Z', id: 'reg-demo-11' };
    expect(decodeKeysetCursor(encodeKeysetCursor(key))).toEqual(key);
    expect(decodeKeysetCursor(encodeKeysetCursor({ ...key, flag: true }), true)).toEqual({
      ...key,
      flag: true,
    });
    expect(decodeKeysetCursor(encodeKeysetCursor({ ...key, flag: false }), true)).toEqual({
      ...key,
      flag: false,
    });
  });

  it('refuses what this server did not issue', () => {
    for (const cursor of [
      raw(['0000-01-01T00:00:00.000Z', 'x']),
      raw(['2026-02-31T00:00:00.000Z', 'x']),
      raw(['2026-01-01T00:00:00.000Z', 'a\u0000']),
      raw(['2026-01-01T00:00:00.000Z', 'x', 'y']),
      Buffer.from('{"a":').toString('base64url'),
      '!!!',
    ])
      expect(decodeKeysetCursor(cursor)).toBeNull();
    expect(decodeKeysetCursor(raw([2, '2026-01-01T00:00:00.000Z', 'x']), true)).toBeNull();
    expect(decodeKeysetCursor(raw(['2026-01-01T00:00:00.000Z', 'x']), true)).toBeNull();
  });

  it('names a next page only when a row beyond the page was read', () => {
    const rows = [1, 2, 3].map((n) => ({ at: `2026-01-0${n}T00:00:00.000Z`, id: `r${n}` }));
    expect(toKeysetPage(rows, 3, (r) => r).nextCursor).toBeNull();
    const { page, nextCursor } = toKeysetPage(rows, 2, (r) => r);
    expect(page).toEqual(rows.slice(0, 2));
    expect(decodeKeysetCursor(nextCursor!)).toEqual(rows[1]);
  });
});
