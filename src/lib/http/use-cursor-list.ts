import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { hashQueryKey, watchInvalidation, type QueryKey } from './query-cache';

export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** A page of a list the server pages by offset and counts (`{ items, total }`): the cursor is the next offset. */
export async function offsetPage<T>(
  cursor: string | undefined,
  load: (offset: number) => Promise<{ items: T[]; total: number }>,
): Promise<CursorPage<T>> {
  const offset = Number(cursor ?? 0);
  const page = await load(offset);
  const next = offset + page.items.length;
  return { items: page.items, nextCursor: next < page.total && page.items.length > 0 ? String(next) : null };
}

/**
 * A list read page by page with a stable cursor: first page on mount or when `deps` change,
 * `loadMore` for infinite scroll, `refresh` for pull to refresh (keeps the shown items until the new page arrives).
 * With a `key`, a change elsewhere that invalidates it (see query-cache) refreshes the list.
 */
export function useCursorList<T>(
  load: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>,
  deps: DependencyList,
  options: { key?: QueryKey } = {},
) {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [initialLoading, setInitialLoading] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback(async (from: string | undefined, replace: boolean) => {
    const current = ++generation.current;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    try {
      const page = await loadRef.current(from, abort.signal);
      if (current !== generation.current) return;
      setItems((previous) => (replace ? page.items : [...previous, ...page.items]));
      setCursor(page.nextCursor);
      setHasMore(page.nextCursor !== null);
      setError(null);
    } catch (caught) {
      if (current !== generation.current || abort.signal.aborted) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
      throw caught;
    } finally {
      if (current === generation.current) setInitialLoading(false);
    }
  }, []);

  useEffect(() => {
    setInitialLoading(true);
    setItems([]);
    setHasMore(true);
    fetchPage(undefined, true).catch(() => setHasMore(false));
    return () => controller.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const loadMore = useCallback(async () => {
    if (!cursor) {
      setHasMore(false);
      return;
    }
    await fetchPage(cursor, false);
  }, [cursor, fetchPage]);

  const refresh = useCallback(() => fetchPage(undefined, true).catch(() => undefined), [fetchPage]);
  const keyHash = options.key ? hashQueryKey(options.key) : null;
  const keyRef = useRef(options.key);
  keyRef.current = options.key;
  useEffect(
    () => (keyRef.current ? watchInvalidation(keyRef.current, () => void refresh()) : undefined),
    [keyHash, refresh],
  );
  const retry = useCallback(() => {
    setHasMore(true);
    setError(null);
  }, []);

  return { items, hasMore, error, initialLoading, loadMore, refresh, retry };
}
