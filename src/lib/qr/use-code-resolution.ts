import { useEffect, useRef, useState } from 'react';

/**
 * Resolves a scanned code (or typed number) once on arrival, also under StrictMode's double effects, since the
 * server records a scan per call. Returns the failure's message, or null while resolving or after success.
 */
export function useCodeResolution<T>(
  resolve: () => Promise<T>,
  onResolved: (result: T) => void,
): string | null {
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const latest = useRef({ resolve, onResolved });
  latest.current = { resolve, onResolved };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    latest.current.resolve().then(
      (result) => latest.current.onResolved(result),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);

  return failure;
}
