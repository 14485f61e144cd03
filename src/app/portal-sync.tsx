import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRecoilValue } from 'recoil';
import type { PortalGlobalState } from '../../contract/portal-props';
import type { AppRuntime } from '../lib/session/app-runtime';
import { emptySession, sessionFromUser, sessionState } from '../lib/session/session-state';
import { getSessionUser } from './session/shell-api';

/** Portal global state (token, locale) as an external store the React tree follows without a remount. */
export function createPortalStore(initial: PortalGlobalState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: Partial<PortalGlobalState>) => {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type PortalStore = ReturnType<typeof createPortalStore>;

export function PortalSync({ store, runtime }: { store: PortalStore; runtime: AppRuntime }) {
  const portalState = useSyncExternalStore(store.subscribe, store.get);
  const session = useRecoilValue(sessionState);
  const lastPortalToken = useRef(portalState.token);

  useEffect(() => {
    const token = portalState.token ?? '';
    lastPortalToken.current = portalState.token;
    if (token === runtime.getSession().token) return;
    if (!token) {
      runtime.updateSession({ ...emptySession, firstLoad: false });
      return;
    }
    // Another user's token: nothing of the previous user may stay, and a late answer for an older token is dropped.
    runtime.updateSession({ ...emptySession, firstLoad: false, token });
    getSessionUser().then(
      (user) => {
        if (runtime.getSession().token === token) runtime.updateSession(sessionFromUser(user));
      },
      (error: unknown) => console.error('[portal] token not accepted', error),
    );
  }, [portalState.token, runtime]);

  useEffect(() => {
    runtime.setLocale(portalState.locale);
  }, [portalState.locale, runtime]);

  // A sign-in on our own login page is handed back to the portal so both agree on the token.
  useEffect(() => {
    if (session.token && session.token !== (lastPortalToken.current ?? '')) {
      lastPortalToken.current = session.token;
      runtime.portal?.setGlobalState?.({ token: session.token });
    }
  }, [session.token, runtime]);
  return null;
}

