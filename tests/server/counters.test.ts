/** Issue 12, 7: a registration number is taken in its own short statement, and its commit waits for no disk. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './test-app';
import { nextCounter } from '../../server/db/counters';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

async function setting(): Promise<string> {
  const result = await database.handle.db.execute(sql`select current_setting('synchronous_commit') as value`);
  return String((result as unknown as { rows: Array<{ value: string }> }).rows[0]!.value);
}

describe('named counters', () => {
  it('count from the initial value, one by one, with or without waiting for the disk', async () => {
    const { db } = database.handle;
    expect(await nextCounter(db, 'test:a', 5)).toBe(5);
    expect(await nextCounter(db, 'test:a', 5, { flushedByCaller: true })).toBe(6);
    expect(await nextCounter(db, 'test:a', 5)).toBe(7);
    expect(await nextCounter(db, 'test:b', 1, { flushedByCaller: true })).toBe(1);
  });

  it('the counter commits without flushing the log; the next commit flushes it (PGlite: no other writer)', async () => {
    const { db, kind } = database.handle;
    // On a PostgreSQL server other databases' commits and its WAL writer flush the log at any moment.
    if (kind !== 'pglite') return;
    const positions = async () => {
      const result = await db.execute(
        sql`select pg_current_wal_flush_lsn() - '0/0'::pg_lsn as flushed, pg_current_wal_insert_lsn() - '0/0'::pg_lsn as written`,
      );
      const [row] = (result as unknown as { rows: Array<{ flushed: string; written: string }> }).rows;
      return { flushed: BigInt(row!.flushed), written: BigInt(row!.written) };
    };
    await nextCounter(db, 'test:d', 1, { flushedByCaller: true });
    const afterCounter = await positions();
    expect(afterCounter.flushed).toBeLessThan(afterCounter.written);
    await db.transaction(async (tx) => {
      await nextCounter(tx, 'test:e');
    });
    const afterCommit = await positions();
    expect(afterCommit.flushed).toBeGreaterThanOrEqual(afterCounter.written);
    await nextCounter(db, 'test:d', 1);
    const afterSynchronous = await positions();
    expect(afterSynchronous.flushed).toBe(afterSynchronous.written);
  });

  it("not waiting for the disk is the counter's own commit only: the connection's next commits wait again", async () => {
    const { db } = database.handle;
    // Sequential statements reuse the one idle connection (PGlite has only one).
    expect(await setting()).toBe('on');
    for (let i = 0; i < 3; i++) {
      await nextCounter(db, 'test:c', 1, { flushedByCaller: true });
      expect(await setting()).toBe('on');
    }
  });
});
