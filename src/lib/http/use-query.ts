import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  fetchQuery,
  hashQueryKey,
  invalidateQueries,
  readQuery,
  subscribeQuery,
  type QueryKey,
} from './query-cache';

export interface QueryState<T> {
  data: T | undefined;
  error: Error | undefined;
  /** Nothing to show yet: the first answer is on its way. */
  loading: boolean;
  /** Data is shown and a newer answer is on its way. */
  refreshing: boolean;
  reload: () => void;
}

const NO_KEY = ['\u0000none'] as const;
const noopSubscribe = () => () => undefined;

/**
 * Reads server data under `key` (null: not yet, e.g. a parameter is missing). Readers of one key share one
 * request and one answer; `invalidateQueries` with a prefix of the key makes every mounted reader refetch.
 */
export function useQuery<T>(key: QueryKey | null, load: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const effectiveKey = key ?? NO_KEY;
  const hash = hashQueryKey(effectiveKey);
  const loadRef = useRef(load);
  loadRef.current = load;
  const keyRef = useRef(effectiveKey);
  keyRef.current = effectiveKey;

  const subscribe = useCallback(
    (listener: () => void) => (key ? subscribeQuery(keyRef.current, listener) : noopSubscribe()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hash, key === null],
  );
  const snapshot = useSyncExternalStore(subscribe, () => readQuery<T>(keyRef.current));

  useEffect(() => {
    if (key && snapshot.stale && !snapshot.fetching && !snapshot.error)
      void fetchQuery(keyRef.current, (signal) => loadRef.current(signal));
  }, [key, hash, snapshot.stale, snapshot.fetching, snapshot.error]);

  const reload = useCallback(() => {
    if (!key) return;
    invalidateQueries(keyRef.current);
    void fetchQuery(keyRef.current, (signal) => loadRef.current(signal));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, key === null]);

  const hasData = snapshot.data !== undefined;
  return {
    data: snapshot.data,
    error: snapshot.fetching ? undefined : snapshot.error,
    loading: Boolean(key) && !hasData && (snapshot.fetching || (snapshot.stale && !snapshot.error)),
    refreshing: hasData && snapshot.fetching,
    reload,
  };
}
