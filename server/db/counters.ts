import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

type Executor = Pick<Database, 'execute'>;

/**
 * The next value of a named counter, atomically. Inside a transaction the counter's row stays locked until that
 * transaction ends, so every other caller of the same counter waits for it: gap-free, but one at a time. Given the
 * database itself (autocommit) the lock lasts one statement: concurrent callers do not queue, and a value whose
 * caller later fails is skipped (a gap). `initial` is the first value when the counter does not exist yet.
 *
 * `flushedByCaller`: the caller stores the value in a transaction it commits afterwards, and acknowledges nothing
 * before. The counter's own commit then need not wait for the disk (one fsync less per call): the caller's commit
 * writes the log up to its own record, this one's included. A crash before that loses only values nobody stored.
 * Only ever given the database itself: inside a transaction the setting would hold until that transaction ends, and
 * its whole commit would not wait for the disk.
 */
export async function nextCounter(
  db: Executor,
  name: string,
  initial: SQL | number = 1,
  options: { flushedByCaller?: boolean } = {},
): Promise<number> {
  const commit = options.flushedByCaller
    ? sql`(select set_config('synchronous_commit', 'off', true)) as asynchronous_commit`
    : sql`(select 1) as synchronous_commit`;
  const result = await db.execute<{ value: number }>(sql`
    insert into counters (name, value) select ${name}, ${initial} from ${commit}
    on conflict (name) do update set value = counters.value + 1
    returning value`);
  const rows = (result as unknown as { rows: Array<{ value: number }> }).rows;
  return Number(rows[0]!.value);
}

/** A unique constraint said no; drizzle wraps the driver error, so look at its cause too. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
