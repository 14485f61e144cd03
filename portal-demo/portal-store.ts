import { useSyncExternalStore } from 'react';
import { readSession, writeSession, type PortalSession } from './portal-session';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../contract/locales';

/** The portal's whole state: where it is, its language and who is signed in. Plain store, no router library. */
export interface PortalState {
  path: string;
  search: string;
  locale: Locale;
  session: PortalSession | null;
}

const LOCALE_KEY = 'portal.locale';

function readLocale(): Locale {
  try {
    return toLocale(localStorage.getItem(LOCALE_KEY)) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let state: PortalState = {
  path: window.location.pathname,
  search: window.location.search,
  locale: readLocale(),
  session: readSession(),
};
const listeners = new Set<() => void>();

function update(patch: Partial<PortalState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function followLocation(): void {
  if (window.location.pathname !== state.path || window.location.search !== state.search) {
    update({ path: window.location.pathname, search: window.location.search });
  }
}

window.addEventListener('popstate', followLocation);

export const portalStore = {
  get: (): PortalState => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  navigate: (to: string, options: { replace?: boolean } = {}) => {
    if (options.replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
    followLocation();
  },
  setLocale: (locale: Locale) => {
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // the choice then lasts for this visit only
    }
    update({ locale });
  },
  setSession: (session: PortalSession | null) => {
    writeSession(session);
    update({ session });
  },
};

export function usePortalState(): PortalState {
  return useSyncExternalStore(portalStore.subscribe, portalStore.get);
}

/** A path under a portal section, e.g. `/supervision/my` is under `/supervision`. */
export function isUnder(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`);
}
