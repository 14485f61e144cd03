import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { RecoilEnv, RecoilRoot, useRecoilCallback, useRecoilValue, type RecoilState } from 'recoil';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../contract/locales';
import type { PortalGlobalState, PortalProps } from '../../contract/portal-props';
import { installHttpClient } from '../lib/http/client';
import { clearQueryCache } from '../lib/http/query-cache';
import { detectHost } from '../lib/host-sdk/detect-host';
import type { HostSdk } from '../lib/host-sdk/host-sdk';
import { localeState } from '../lib/i18n/locale-state';
import { readSavedLocale, saveLocale } from '../lib/i18n/saved-locale';
import { paths } from '../lib/paths';
import { RouteAvailabilityContext } from '../lib/route-availability';
import { AppRuntimeContext, type AppRuntime } from '../lib/session/app-runtime';
import { emptySession, sessionState, type Session } from '../lib/session/session-state';
import { readStoredToken, storeToken } from '../lib/session/token-storage';
import { clearOverlays, clearToasts, setOverlayContainer, showErrorToast } from '../lib/ui/overlay';
import { parkPxTesters, restorePxTesters } from '../lib/ui/px-testers';
import { AppIntl } from './i18n/app-intl';
import type { EnglishCatalog } from './i18n/en-catalog';
import type { PortalStore, PortalSync as PortalSyncType } from './portal-sync';
import { availableScreens, buildRouteObjects } from './router';
import { pendingRequestsState } from './shell/pending-bar';
import '../lib/ui/tokens.css';
import './app.css';

export interface MountOptions {
  container: HTMLElement;
  portal: PortalProps | null;
}

export interface MountedApp {
  update: (props: Partial<PortalProps>) => void;
  unmount: () => void;
}

// Recoil's retention arms a 120 s timer holding the whole store (an unmounted tree and its DOM) per render it never sees commit.
RecoilEnv.RECOIL_GKS_ENABLED.delete('recoil_memory_managament_2020');

const API_BASE = import.meta.env.VITE_API_BASE || new URL('api', import.meta.env.BASE_URL).href;

interface RecoilAccess {
  get: <T>(state: RecoilState<T>) => T;
  set: <T>(state: RecoilState<T>, update: T | ((current: T) => T)) => void;
}

/** Lets the HTTP client and the start-up flow (outside React) read and write the session. */
function RecoilBridge({ access }: { access: { current: RecoilAccess | null } }) {
  const get = useRecoilCallback(({ snapshot }) => <T,>(state: RecoilState<T>) => snapshot.getLoadable(state).getValue(), []);
  const set = useRecoilCallback(({ set: write }) => <T,>(state: RecoilState<T>, update: T | ((current: T) => T)) => write(state, update), []);
  access.current = { get, set };
  return null;
}

function StandaloneTokenStore() {
  const session = useRecoilValue(sessionState);
  useEffect(() => storeToken(session.token || null), [session.token]);
  return null;
}

function initialLocale(portal: PortalProps | null): Locale {
  const fromPortal = toLocale(portal?.locale);
  if (fromPortal) return fromPortal;
  const fromQuery = toLocale(new URLSearchParams(window.location.search).get('lang'));
  // A language asked for in the link stays chosen for the following pages.
  if (fromQuery) saveLocale(fromQuery);
  return fromQuery ?? readSavedLocale() ?? DEFAULT_LOCALE;
}

/** Server data belongs to the signed-in user: another user (or none) starts with an empty cache. */
function QueryCacheOwner() {
  const userId = useRecoilValue(sessionState).userId;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) clearQueryCache();
    previous.current = userId;
  }, [userId]);
  return null;
}

function App({ runtime, access, portalStore, PortalSyncComponent, preloadedEnglish, initialSession, locale }: {
  runtime: AppRuntime;
  access: { current: RecoilAccess | null };
  portalStore: PortalStore | null;
  PortalSyncComponent: typeof PortalSyncType | null;
  preloadedEnglish: EnglishCatalog | null;
  initialSession: Session;
  locale: Locale;
}) {
  const [router] = useState(() => createBrowserRouter(buildRouteObjects(), { basename: runtime.basePath }));
  useEffect(() => () => router.dispose(), [router]);
  const routerNavigate = useMemo(() => router.navigate.bind(router), [router]);
  runtime.navigate = routerNavigate;
  runtime.currentLocation = () => router.state.location;

  return (
    <RecoilRoot
      initializeState={({ set }) => {
        set(sessionState, initialSession);
        set(localeState, locale);
      }}
    >
      <RecoilBridge access={access} />
      <QueryCacheOwner />
      {portalStore && PortalSyncComponent ? <PortalSyncComponent store={portalStore} runtime={runtime} /> : <StandaloneTokenStore />}
      <AppRuntimeContext.Provider value={runtime}>
        <RouteAvailabilityContext.Provider value={availableScreens}>
          <AppIntl preloadedEnglish={preloadedEnglish}>
            <RouterProvider router={router} />
          </AppIntl>
        </RouteAvailabilityContext.Provider>
      </AppRuntimeContext.Provider>
    </RecoilRoot>
  );
}

/**
 * Mounts one instance of the app into `container` (the portal's or the page's `#app`) and returns how to
 * update and fully undo it: React root, router listeners, HTTP interceptors, overlays and body nodes.
 */
export async function mountApp({ container, portal }: MountOptions): Promise<MountedApp> {
  const rootElement = document.createElement('div');
  rootElement.className = 'sv-app';
  rootElement.dataset.mode = portal ? 'portal' : 'standalone';
  container.appendChild(rootElement);
  setOverlayContainer(rootElement);
  restorePxTesters();

  // qiankun calls a fire-immediately listener synchronously: the portal's current state wins over the props
  // it gave when the app was first loaded (a portal may mount the same instance again later).
  let portalStore: PortalStore | null = null;
  let portalNow: PortalGlobalState | null = null;
  portal?.onGlobalStateChange?.((state) => {
    if (portalStore) portalStore.set({ token: state.token, locale: toLocale(state.locale) ?? portalStore.get().locale, user: state.user });
    else portalNow = state;
  }, true);
  const seen = portalNow as PortalGlobalState | null;
  const locale = toLocale(seen?.locale) ?? initialLocale(portal);
  const preloadedEnglish = locale === 'en' ? await import('./i18n/en-catalog') : null;
  const access: { current: RecoilAccess | null } = { current: null };
  const token = portal ? (seen ? seen.token : portal.getToken()) : readStoredToken();
  const user = seen ? seen.user : (portal?.user ?? null);
  // Only the portal needs its state bridge; standalone users never load it.
  const portalSync = portal ? await import('./portal-sync') : null;
  if (portalSync) portalStore = portalSync.createPortalStore({ token, locale, user });
  const initialSession: Session = {
    ...emptySession,
    token: token ?? '',
    ...(user ? { userId: user.userId, orgId: user.orgId, name: user.name, phonenumber: user.phonenumber, enterpriseNumber: user.enterpriseNumber ?? '', enterpriseName: user.enterpriseName ?? '' } : {}),
  };

  let hostPromise: Promise<HostSdk | null> | null = null;
  const runtime: AppRuntime = {
    mode: portal ? 'portal' : 'standalone',
    basePath: portal?.basePath ?? '/',
    portal,
    getHost: () => (hostPromise ??= portal ? Promise.resolve(null) : detectHost(window.location, navigator.userAgent)),
    getSession: () => access.current?.get(sessionState) ?? initialSession,
    updateSession: (patch) => access.current?.set(sessionState, (current) => ({ ...current, ...patch })),
    getLocale: () => access.current?.get(localeState) ?? locale,
    setLocale: (next) => {
      access.current?.set(localeState, next);
      saveLocale(next);
    },
    restartSession: () => undefined,
    navigate: () => undefined,
    currentLocation: () => window.location,
  };

  // Read the host from the very first address, before any redirect drops its query.
  if (!portal) void runtime.getHost();

  const loginWithTarget = () => {
    const { pathname, search } = runtime.currentLocation();
    if (pathname === paths.login.path) return;
    void runtime.navigate(paths.login.href({ target: `${pathname}${search}` }), { replace: true });
  };

  const uninstallHttp = installHttpClient({
    apiBase: API_BASE,
    getToken: () => runtime.getSession().token || null,
    getLocale: runtime.getLocale,
    onNotLoggedIn: () => {
      runtime.updateSession({ token: '' });
      loginWithTarget();
    },
    onForbidden: loginWithTarget,
    reauthenticate: async () => {
      if (portal) {
        const fresh = (await portal.refreshToken?.().catch(() => null)) ?? null;
        if (fresh) runtime.updateSession({ token: fresh });
        return Boolean(fresh);
      }
      const host = await runtime.getHost();
      if (host) {
        const { signInThroughHost } = await import('../features/session/startup');
        return signInThroughHost({ host, updateSession: runtime.updateSession }).then(
          () => true,
          (error: unknown) => {
            console.error('[session] re-authentication failed', error);
            return false;
          },
        );
      }
      runtime.updateSession({ token: '' });
      loginWithTarget();
      return false;
    },
    showError: showErrorToast,
    clearToasts,
    onPendingChange: (pending) => access.current?.set(pendingRequestsState, pending),
  });


  const root = createRoot(rootElement);
  root.render(
    <StrictMode>
      <App runtime={runtime} access={access} portalStore={portalStore} PortalSyncComponent={portalSync?.PortalSync ?? null} preloadedEnglish={preloadedEnglish} initialSession={initialSession} locale={locale} />
    </StrictMode>,
  );

  return {
    update: (props) => {
      if (!portalStore) return;
      portalStore.set({
        ...(props.getToken ? { token: props.getToken() } : {}),
        ...(props.locale ? { locale: toLocale(props.locale) ?? locale } : {}),
      });
    },
    unmount: () => {
      portal?.offGlobalStateChange?.();
      uninstallHttp();
      root.unmount();
      clearQueryCache();
      clearOverlays();
      setOverlayContainer(null);
      rootElement.remove();
      parkPxTesters();
    },
  };
}
