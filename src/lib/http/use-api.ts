import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface ApiState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/** Loads server data for a screen; aborts on unmount or when `deps` change. */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, enabled = true): ApiState<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>({ loading: enabled });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) {
      setState((previous) => ({ ...previous, loading: false }));
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, loading: false }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState((previous) => ({ data: previous.data, error: error instanceof Error ? error : new Error(String(error)), loading: false })),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, enabled]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
