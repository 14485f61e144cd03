import pg from 'pg';

/**
 * LISTEN channels filled by triggers (migration 0003), so every server process on one database hears of a change
 * whoever made it: `sv_session` (a session revoked or deleted: its token hash), `sv_user` (a user changed: its id),
 * `sv_cache` (reference data changed: the table name).
 */
export const CHANGE_CHANNELS = ['sv_session', 'sv_user', 'sv_cache'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

/** `null`: anything may have changed (the listening connection was lost and notifications missed). */
export type ChangeListener = (payload: string | null) => void;

/**
 * Change notifications for the caches of this process. While `live` is false (PostgreSQL listener down),
 * caches must not serve: notifications would be missed.
 */
export class ChangeFeed {
  private readonly listeners = new Map<ChangeChannel, Set<ChangeListener>>();
  live = false;

  subscribe(channel: ChangeChannel, listener: ChangeListener): () => void {
    const set = this.listeners.get(channel) ?? new Set();
    set.add(listener);
    this.listeners.set(channel, set);
    return () => set.delete(listener);
  }

  deliver(channel: string, payload: string | null): void {
    for (const listener of this.listeners.get(channel as ChangeChannel) ?? []) listener(payload);
  }

  /** Marks the feed up or down; either way every cache starts over. */
  setLive(live: boolean): void {
    this.live = live;
    for (const channel of CHANGE_CHANNELS) this.deliver(channel, null);
  }
}

const CACHE_TTL_MS = 60_000;

/**
 * Read-mostly reference data, loaded once a minute at most; concurrent misses share one query. A change to the
 * reference tables, made by any server process, drops it at once (the tables' triggers notify `sv_cache`); while
 * the feed is down nothing is served from it.
 */
export function cachedUntilChanged<T>(load: () => Promise<T>, changes?: ChangeFeed): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  changes?.subscribe('sv_cache', () => (value = undefined));
  return () => {
    if (!value || (changes && !changes.live) || Date.now() - loadedAt > CACHE_TTL_MS) {
      loadedAt = Date.now();
      value = load().catch((error: unknown) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

/** Listens on its own connection (a pool connection cannot hold LISTEN); reconnects after a loss. */
export async function listenOnPostgres(url: string, feed: ChangeFeed): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => feed.deliver(message.channel, message.payload ?? ''));
    const lost = () => {
      if (client !== next) return;
      client = null;
      feed.setLive(false);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => lost()), 1_000);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    for (const channel of CHANGE_CHANNELS) await next.query(`LISTEN ${channel}`);
    feed.setLive(true);
  };

  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    feed.live = false;
    await last?.end().catch(() => undefined);
  };
}
