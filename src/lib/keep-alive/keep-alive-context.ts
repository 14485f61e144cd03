import { createContext, useContext, useEffect, useRef } from 'react';

export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

export interface KeepAliveScope {
  /** `${prefix}-${routeIndex}-${module}`, plus the full path or visit stamp for those flags. */
  key: string;
  active: boolean;
  subscribe: (listener: (kind: NavigationKind) => void) => () => void;
}

export const KeepAliveContext = createContext<KeepAliveScope | null>(null);

/** Runs `listener` each time the user navigates (push, replace or back) to this kept-alive screen. */
export function useKeepAliveNavigation(listener: (kind: NavigationKind) => void): void {
  const scope = useContext(KeepAliveContext);
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => scope?.subscribe((kind) => latest.current(kind)), [scope]);
}

export function useIsScreenActive(): boolean {
  return useContext(KeepAliveContext)?.active ?? true;
}
