import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

interface Hits {
  hits: number;
  ttlMs: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Counts one hit on `key` in its fixed window (one statement: the row is locked only for it); shared by all processes. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hits> {
  const result = await db.execute(sql`
    insert into rate_limits (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.hits + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
        then now() + ${windowMs} * interval '1 millisecond' else rate_limits.window_ends_at end
    returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl_ms`);
  const [row] = rowsOf<{ hits: number; ttl_ms: number }>(result);
  return { hits: Number(row!.hits), ttlMs: Math.max(0, Number(row!.ttl_ms)) };
}

export async function clearHits(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export async function sweepExpiredHits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_ends_at < now() - interval '1 hour'`);
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store on the database, so a client's attempts count on every server process: without it,
 * N processes behind a round-robin proxy allow N times the limit. One store per limited route (`child`).
 */
export function databaseRateLimitStore(db: Database) {
  let lastSweep = 0;
  class DatabaseRateLimitStore {
    // The plugin passes its options; only the route (set by `child`) matters here.
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, `address:${this.route}:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
      if (Date.now() - lastSweep > 10 * 60_000) {
        lastSweep = Date.now();
        sweepExpiredHits(db).catch(() => undefined);
      }
    }

    // Called with the route's merged limit options; its route sits in `routeInfo` (the typings say otherwise).
    child(options: object) {
      const info = (options as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? {};
      return new DatabaseRateLimitStore(undefined, `${String(info.method ?? '')} ${info.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}
