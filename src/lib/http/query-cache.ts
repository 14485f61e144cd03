/**
 * Server state, fetched once per key and shared by every screen that shows it: concurrent readers of one key
 * share one request, a change anywhere invalidates by key prefix and every mounted reader refetches, so a rating
 * or a cart change shows on every screen at once. Kept tiny on purpose (TanStack Query would add ~12 KB gzip
 * to a first screen that is at its budget; see docs/architecture.md).
 */
export type QueryKey = readonly (string | number | boolean | null | undefined)[];

export interface QuerySnapshot<T> {
  data: T | undefined;
  error: Error | undefined;
  /** A request for this key is under way. */
  fetching: boolean;
  /** The data is known to be out of date (invalidated) or was never loaded. */
  stale: boolean;
}

interface Entry {
  snapshot: QuerySnapshot<unknown>;
  request: { promise: Promise<unknown>; controller: AbortController } | null;
  listeners: Set<() => void>;
  /** Bumps on invalidation so an answer that started before it is not taken as fresh. */
  generation: number;
}

const EMPTY: QuerySnapshot<never> = { data: undefined, error: undefined, fetching: false, stale: true };
const entries = new Map<string, Entry>();
/** Readers that keep their own data (paged lists) but refresh when their key is invalidated. */
const watchers = new Set<{ hash: string; listener: () => void }>();

export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key);
}

function entryOf(hash: string): Entry {
  let entry = entries.get(hash);
  if (!entry) {
    entry = { snapshot: EMPTY, request: null, listeners: new Set(), generation: 0 };
    entries.set(hash, entry);
  }
  return entry;
}

function publish(entry: Entry, patch: Partial<QuerySnapshot<unknown>>) {
  entry.snapshot = { ...entry.snapshot, ...patch };
  for (const listener of entry.listeners) listener();
}

export function readQuery<T>(key: QueryKey): QuerySnapshot<T> {
  return (entries.get(hashQueryKey(key))?.snapshot ?? EMPTY) as QuerySnapshot<T>;
}

export function subscribeQuery(key: QueryKey, listener: () => void): () => void {
  const hash = hashQueryKey(key);
  const entry = entryOf(hash);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0) {
      // Nobody shows it any more: stop a request nobody waits for; keep the data for the next visit.
      entry.request?.controller.abort();
      entry.request = null;
      if (entry.snapshot.fetching) entry.snapshot = { ...entry.snapshot, fetching: false };
    }
  };
}

/** Starts (or joins) the request for `key`. Errors are kept in the snapshot, never thrown. */
export function fetchQuery<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>): Promise<void> {
  const entry = entryOf(hashQueryKey(key));
  if (entry.request) return entry.request.promise.then(noop, noop);
  const controller = new AbortController();
  const generation = entry.generation;
  const promise = load(controller.signal).then(
    (data) => {
      if (controller.signal.aborted) return;
      entry.request = null;
      publish(entry, { data, error: undefined, fetching: false, stale: entry.generation !== generation });
    },
    (error: unknown) => {
      if (controller.signal.aborted) return;
      entry.request = null;
      publish(entry, { error: error instanceof Error ? error : new Error(String(error)), fetching: false });
    },
  );
  entry.request = { promise, controller };
  publish(entry, { fetching: true });
  return promise;
}

function matches(hash: string, prefix: QueryKey): boolean {
  const start = hashQueryKey(prefix).slice(0, -1);
  return hash === `${start}]` || hash.startsWith(`${start},`) || prefix.length === 0;
}

/**
 * Marks every key that starts with `prefix` as stale; mounted readers refetch at once, others on their next visit.
 * `invalidateQueries(['registrations'])` covers `['registrations', 'list', …]` and `['registrations', 'detail', id]`.
 */
export function invalidateQueries(prefix: QueryKey): void {
  for (const [hash, entry] of entries) {
    if (!matches(hash, prefix)) continue;
    entry.generation += 1;
    entry.request?.controller.abort();
    entry.request = null;
    publish(entry, { stale: true, fetching: false });
  }
  for (const watcher of [...watchers]) if (matches(watcher.hash, prefix)) watcher.listener();
}

/** Calls `listener` whenever `key` (or a prefix of it) is invalidated. */
export function watchInvalidation(key: QueryKey, listener: () => void): () => void {
  const watcher = { hash: hashQueryKey(key), listener };
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

/** Puts a value the client already knows (e.g. what a save returned) under `key`. */
export function setQueryData<T>(key: QueryKey, update: T | ((previous: T | undefined) => T)): void {
  const entry = entryOf(hashQueryKey(key));
  const previous = entry.snapshot.data as T | undefined;
  const data = typeof update === 'function' ? (update as (previous: T | undefined) => T)(previous) : update;
  publish(entry, { data, error: undefined, stale: false });
}

/** Forgets everything: on unmount of the app and when the signed-in user changes. */
export function clearQueryCache(): void {
  for (const entry of entries.values()) entry.request?.controller.abort();
  entries.clear();
}

function noop() {}
