import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/**
 * Deletes at most `limit` rows matching `where`: a time sweep's bounded batch (the rest go on the next run), so a
 * backlog never becomes one long delete. Rows are named by their physical address, so any table will do whatever
 * its key. Returns how many went.
 */
export async function deleteBatch(
  db: Database | Transaction,
  table: PgTable,
  where: SQL,
  limit: number,
): Promise<number> {
  const result = (await db.execute(sql`
    delete from ${table} where ctid in (select ctid from ${table} where ${where} limit ${limit})
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
