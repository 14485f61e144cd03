import { StrictMode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RecoilEnv, useRecoilValue } from 'recoil';
import { AppProviders, type RecoilAccess } from './app-providers';
import type { EnglishCatalog } from './i18n/en-catalog';
import type { ConnectedHost } from './portal-sync';
import { buildRouteObjects } from './router';
import { startFirstScreen } from './session/first-screen';
import { rememberLanding } from './session/landing-hint';
import { pendingRequestsState } from './shell/pending-bar';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../contract/locales';
import type { PortalProps } from '../../contract/portal-props';
import { detectHost } from '../lib/host-sdk/detect-host';
import type { HostSdk } from '../lib/host-sdk/host-sdk';
import { installHttpClient } from '../lib/http/client';
import { clearQueryCache } from '../lib/http/query-cache';
import { localeState } from '../lib/i18n/locale-state';
import { readSavedLocale, saveLocale } from '../lib/i18n/saved-locale';
import { paths } from '../lib/paths';
import type { AppRuntime } from '../lib/session/app-runtime';
import { emptySession, sessionState, type Session } from '../lib/session/session-state';
import { readStoredToken, storeToken } from '../lib/session/token-storage';
import { clearOverlays, clearToasts, setOverlayContainer, showErrorToast } from '../lib/ui/overlay';
import { keepOverlaysInView } from '../lib/ui/overlay-layer';
import { applyTextSize, readSavedTextSize, textSizeState, type TextSize } from '../lib/ui/text-size';
import '../lib/ui/tokens.css';
import './app.css';

export interface MountOptions {
  /** qiankun's container (a shadow root under strictStyleIsolation) or the page's `#app`. */
  container: HTMLElement | ShadowRoot;
  /** What qiankun passed to `mount` (the host's props and its own); null standalone. */
  portal: PortalProps | null;
}

export interface MountedApp {
  update: (props: Partial<PortalProps>) => void;
  unmount: () => void;
}

// Recoil's retention arms a 120 s timer holding the whole store (an unmounted tree and its DOM) per render it never sees commit.
RecoilEnv.RECOIL_GKS_ENABLED.delete('recoil_memory_managament_2020');

const API_BASE = import.meta.env.VITE_API_BASE || new URL('api', import.meta.env.BASE_URL).href;

function StandaloneTokenStore() {
  const session = useRecoilValue(sessionState);
  useEffect(() => storeToken(session.token || null), [session.token]);
  return null;
}

function initialLocale(): Locale {
  const fromQuery = toLocale(new URLSearchParams(window.location.search).get('lang'));
  // A language asked for in the link stays chosen for the following pages.
  if (fromQuery) saveLocale(fromQuery);
  return fromQuery ?? readSavedLocale() ?? DEFAULT_LOCALE;
}

/**
 * Server data belongs to the signed-in user: another user (or none) starts with an empty cache. What was read
 * before anyone signed in is public (the first screen's prefetch) and stays for the user who signs in.
 */
function QueryCacheOwner() {
  const { userId, role } = useRecoilValue(sessionState);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current && previous.current !== userId) clearQueryCache();
    previous.current = userId;
  }, [userId]);
  useEffect(() => rememberLanding(role), [role]);
  return null;
}

/** `<html lang>` standalone; embedded, the app's own root (the host's html is not ours). */
function LanguageAttribute({ element }: { element: HTMLElement }) {
  const locale = useRecoilValue(localeState);
  useEffect(() => {
    element.lang = locale === 'en' ? 'en' : 'zh-CN';
  }, [element, locale]);
  return null;
}

/** The text size chosen, on the app's own root (never the host's html): set before the first paint, kept after. */
function TextSizeAttribute({ element }: { element: HTMLElement }) {
  const size = useRecoilValue(textSizeState);
  useLayoutEffect(() => applyTextSize(element, size), [element, size]);
  return null;
}

function App({
  runtime,
  access,
  host,
  preloadedEnglish,
  initialSession,
  locale,
  textSize,
  langElement,
  rootElement,
  splash,
}: {
  runtime: AppRuntime;
  access: { current: RecoilAccess | null };
  host: ConnectedHost | null;
  preloadedEnglish: EnglishCatalog | null;
  initialSession: Session;
  locale: Locale;
  textSize: TextSize;
  langElement: HTMLElement;
  rootElement: HTMLElement;
  /** index.html's splash, replaced by the first render in the same frame. */
  splash: Element | null;
}) {
  const [router] = useState(() =>
    (host ? host.createRouter : (routes: RouteObject[]) => createBrowserRouter(routes))(buildRouteObjects()),
  );
  useEffect(() => () => router.dispose(), [router]);
  useLayoutEffect(() => splash?.remove(), [splash]);
  const routerNavigate = useMemo(() => router.navigate.bind(router), [router]);
  runtime.navigate = routerNavigate;
  // the router's location carries the base path; the app's paths (login targets) never do
  runtime.currentLocation = () => {
    const { pathname, search } = router.state.location;
    const base = runtime.basePath;
    return {
      pathname:
        base !== '/' && (pathname === base || pathname.startsWith(`${base}/`))
          ? pathname.slice(base.length) || '/'
          : pathname,
      search,
    };
  };

  return (
    <AppProviders
      runtime={runtime}
      access={access}
      initialSession={initialSession}
      locale={locale}
      textSize={textSize}
      preloadedEnglish={preloadedEnglish}
      router={router}
    >
      <QueryCacheOwner />
      <LanguageAttribute element={langElement} />
      <TextSizeAttribute element={rootElement} />
      {host && <host.Sync runtime={runtime} />}
      {host?.mode !== 'portal' && <StandaloneTokenStore />}
    </AppProviders>
  );
}

/**
 * Mounts one instance of the app into `container` (the host's or the page's `#app`) and returns how to
 * update and fully undo it: React root, router listeners, HTTP interceptors, overlays, and what an embedded
 * mount changed on the host's page.
 */
export async function mountApp({ container, portal }: MountOptions): Promise<MountedApp> {
  // The root is the box the host sees (it never widens the host: a narrower column scrolls it); the frame inside it is
  // the design's width, holding the screens' React root and the layer the overlays are fixed to (app.css).
  const rootElement = document.createElement('div');
  rootElement.className = 'sv-app';
  const frame = document.createElement('div');
  frame.className = 'sv-app-frame';
  const view = document.createElement('div');
  view.className = 'sv-app-view';
  const overlays = document.createElement('div');
  overlays.className = 'sv-app-overlays';
  frame.append(view, overlays);
  rootElement.appendChild(frame);
  container.appendChild(rootElement);
  const textSize = readSavedTextSize();
  applyTextSize(rootElement, textSize);
  setOverlayContainer(overlays);

  // Only an embedded mount needs the host bridge; standalone users never load it.
  const host = portal ? (await import('./portal-sync')).connectHost(portal, rootElement) : null;
  rootElement.dataset.mode = host?.mode ?? 'standalone';
  const locale = host?.locale ?? initialLocale();
  const preloadedEnglish = locale === 'en' ? await import('./i18n/en-catalog') : null;
  const access: { current: RecoilAccess | null } = { current: null };
  const token = host?.mode === 'portal' ? host.token : readStoredToken();
  const initialSession: Session = { ...emptySession, token: token ?? '', ...host?.session };

  let hostPromise: Promise<HostSdk | null> | null = null;
  let inSzy = false;
  const runtime: AppRuntime = {
    mode: host?.mode ?? 'standalone',
    basePath: host?.basePath ?? '/',
    portal,
    requestSignIn: host?.requestSignIn ?? null,
    getHost: () =>
      (hostPromise ??= host ? Promise.resolve(null) : detectHost(window.location, navigator.userAgent)),
    getSession: () => access.current?.get(sessionState) ?? initialSession,
    updateSession: (patch) => access.current?.set(sessionState, (current) => ({ ...current, ...patch })),
    getLocale: () => access.current?.get(localeState) ?? locale,
    setLocale: (next) => {
      access.current?.set(localeState, next);
      saveLocale(next);
      host?.tellLocale(next);
    },
    restartSession: () => undefined,
    navigate: () => undefined,
    currentLocation: () => window.location,
  };

  // Read the host from the very first address, before any redirect drops its query.
  if (!host)
    void runtime.getHost().then((found) => {
      inSzy = found?.platform === 'szy';
    });

  const loginWithTarget = () => {
    const { pathname, search } = runtime.currentLocation();
    if (pathname === paths.login.path || pathname === paths.szySignIn.path) return;
    // 深政易 is the officer's way in there: a lapsed session is opened again from the platform, not a login form.
    if (inSzy) void runtime.navigate(paths.szySignIn.href({ reason: 'codeInvalid' }), { replace: true });
    else void runtime.navigate(paths.login.href({ target: `${pathname}${search}` }), { replace: true });
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
      if (portal?.refreshToken && runtime.mode === 'portal') {
        const fresh = await portal.refreshToken().catch(() => null);
        if (fresh) runtime.updateSession({ token: fresh });
        return Boolean(fresh);
      }
      const messagingHost = await runtime.getHost();
      if (messagingHost?.platform === 'messaging') {
        const { signInThroughHost } = await import('../features/session/startup');
        return signInThroughHost({ host: messagingHost, updateSession: runtime.updateSession }).then(
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

  // The landing screen's chunk and public data start now, alongside the host's sign-in, not after it.
  const { pathname } = window.location;
  const base = runtime.basePath;
  startFirstScreen(
    base !== '/' && (pathname === base || pathname.startsWith(`${base}/`))
      ? pathname.slice(base.length) || '/'
      : pathname,
    { embedded: host !== null, hostSignsIn: runtime.mode === 'portal' },
  );

  // Standalone the app fills the window; in a host the overlays follow the part of its box on screen.
  const stopPlacingOverlays = host ? keepOverlaysInView(overlays, rootElement) : () => undefined;
  const root = createRoot(view);
  root.render(
    <StrictMode>
      <App
        runtime={runtime}
        access={access}
        host={host}
        preloadedEnglish={preloadedEnglish}
        initialSession={initialSession}
        locale={locale}
        textSize={textSize}
        langElement={host ? rootElement : document.documentElement}
        rootElement={rootElement}
        splash={container.querySelector('#sv-splash')}
      />
    </StrictMode>,
  );

  return {
    update: (props) => host?.update(props),
    unmount: () => {
      uninstallHttp();
      stopPlacingOverlays();
      root.unmount();
      clearQueryCache();
      clearOverlays();
      setOverlayContainer(null);
      host?.disconnect();
      rootElement.remove();
    },
  };
}
