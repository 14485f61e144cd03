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
