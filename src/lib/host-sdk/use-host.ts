import { useEffect, useState } from 'react';
import type { HostSdk } from './host-sdk';
import { useAppRuntime } from '../session/app-runtime';

/** The host the app runs in: undefined while it is being detected, null in a plain browser or the portal. */
export function useHost(): HostSdk | null | undefined {
  const runtime = useAppRuntime();
  const [host, setHost] = useState<HostSdk | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void runtime.getHost().then((found) => current && setHost(found));
    return () => {
      current = false;
    };
  }, [runtime]);
  return host;
}

/** Inside 深政易 an inspection is registered on its own screen, which records the platform with it. */
export function useRegistrationScreen(): 'enforceScanPage' | 'enforceScanPageSzy' {
  return useHost()?.platform === 'szy' ? 'enforceScanPageSzy' : 'enforceScanPage';
}
