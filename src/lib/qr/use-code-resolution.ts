import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Resolves a scanned code (or typed number) once on arrival, also under StrictMode's double effects, since the
 * server records a scan per call. `error` is the failure (undefined while resolving or after success); `retry`
 * resolves again.
 */
export function useCodeCheck<T>(
  resolve: () => Promise<T>,
  onResolved: (result: T) => void,
): { error: unknown; retry: () => void } {
  const [error, setError] = useState<unknown>(undefined);
  const started = useRef(false);
  const latest = useRef({ resolve, onResolved });
  latest.current = { resolve, onResolved };

  const run = useCallback(() => {
    setError(undefined);
    latest.current.resolve().then(
      (result) => latest.current.onResolved(result),
      (failure: unknown) => setError(failure ?? new Error('failed')),
    );
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  return { error, retry: run };
}
