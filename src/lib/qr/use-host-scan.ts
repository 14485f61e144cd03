import { useCallback, useEffect, useRef } from 'react';
import { useHost } from '../host-sdk/use-host';

/**
 * Scanning through the messaging host when there is one: opens its scanner once on arrival and again on demand.
 * `host` is undefined while detecting and null in a plain browser (then the camera scanner takes over).
 */
export function useHostScan(onResult: (text: string) => void, onCancel: () => void) {
  const host = useHost();
  const asked = useRef(false);
  const handlers = useRef({ onResult, onCancel });
  handlers.current = { onResult, onCancel };

  const scan = useCallback(async () => {
    if (!host) return;
    const text = await host.scan().catch(() => null);
    if (text) handlers.current.onResult(text);
    else handlers.current.onCancel();
  }, [host]);

  useEffect(() => {
    if (host && !asked.current) {
      asked.current = true;
      void scan();
    }
  }, [host, scan]);

  return { host, scan };
}
