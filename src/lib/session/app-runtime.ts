import { createContext, useContext } from 'react';
import type { Session } from './session-state';
import type { Locale } from '../../../contract/locales';
import type { PortalProps } from '../../../contract/portal-props';
import type { HostSdk } from '../host-sdk/host-sdk';

/**
 * How this mount of the app runs: `portal`, inside a qiankun host that owns sign-in (it passed a token source or
 * `requestSignIn`); `embedded`, inside a qiankun host that leaves sign-in to the app; or `standalone` (with or
 * without a messaging host).
 */
export interface AppRuntime {
  mode: 'portal' | 'embedded' | 'standalone';
  /** The browser path the router's paths live under (`/` standalone and with in-memory routing). */
  basePath: string;
  portal: PortalProps | null;
  /** Hands sign-in to the host, coming back to this app path; null when the host offers none. */
  requestSignIn: ((appPath: string) => void) | null;
  getHost: () => Promise<HostSdk | null>;
  getSession: () => Session;
  updateSession: (patch: Partial<Session>) => void;
  setLocale: (locale: Locale) => void;
  getLocale: () => Locale;
  /** Runs the start-up sign-in again (after it failed). */
  restartSession: () => void;
  /** The app's router navigation, for code outside React (HTTP client). */
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  currentLocation: () => { pathname: string; search: string };
}

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime outside the app');
  return runtime;
}
