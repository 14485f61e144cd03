/**
 * Everything only an embedded mount needs, loaded on demand: what the qiankun host passed (props, global state)
 * turned into routing, session and locale for the app, kept in step while mounted, and undone on unmount.
 * The rules are written for host authors in docs/embedding.md.
 */
import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { resolveHostRouting } from './host-routing';
import { createMemoryWindow } from './memory-window';
import { toLocale, type Locale } from '../../contract/locales';
import {
  DEFAULT_BASE_PATH,
  MICRO_APP_NAME,
  type PortalGlobalState,
  type PortalProps,
  type PortalUser,
} from '../../contract/portal-props';
import { paths } from '../lib/paths';
import { getSessionUser } from './session/shell-api';
import type { AppRuntime } from '../lib/session/app-runtime';
import { emptySession, sessionFromUser, type Session } from '../lib/session/session-state';
import { adoptPxTesters, parkPxTesters } from '../lib/ui/px-testers';

interface HostState {
  token: string | null;
  locale: Locale | undefined;
}

/** Host token and locale as an external store the React tree follows without a remount. */
export function createPortalStore(initial: HostState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next: Partial<HostState>) => {
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

type DataRouter = ReturnType<typeof createBrowserRouter>;

export interface ConnectedHost {
  /** `portal`: the host owns sign-in (it gave a token source or `requestSignIn`); `embedded`: the app signs in itself. */
  mode: 'portal' | 'embedded';
  basePath: string;
  createRouter: (routes: RouteObject[]) => DataRouter;
  token: string | null;
  session: Partial<Session>;
  locale: Locale | undefined;
  requestSignIn: ((appPath: string) => void) | null;
  /** The user chose a language in the app: tell the host through the channel it declared. */
  tellLocale: (locale: Locale) => void;
  Sync: (props: { runtime: AppRuntime }) => ReactElement;
  update: (props: Partial<PortalProps>) => void;
  disconnect: () => void;
}

const DEFAULT_BASE: string = import.meta.env.APP_DEFAULT_BASE || DEFAULT_BASE_PATH;
const KNOWN_PATHS = Object.values(paths).map((path) => path.path);
// zod 4 registers these on globalThis when first loaded (lazily, by our forms); its module keeps its own references.
const ZOD_GLOBALS = ['__zod_globalConfig', '__zod_globalRegistry'];

function sessionOf(user: PortalUser | null | undefined): Partial<Session> {
  return user
    ? {
        userId: user.userId,
        orgId: user.orgId,
        name: user.name,
        phonenumber: user.phonenumber,
        enterpriseNumber: user.enterpriseNumber ?? '',
        enterpriseName: user.enterpriseName ?? '',
      }
    : {};
}

export function connectHost(props: PortalProps, root: HTMLElement): ConnectedHost {
  // qiankun calls a fire-immediately listener synchronously with the state the host declared ({} if none).
  let declared: PortalGlobalState = {};
  let store: PortalStore | null = null;
  props.onGlobalStateChange?.((state) => {
    declared = state ?? {};
    const locale = toLocale(declared.locale);
    store?.set({
      ...('token' in declared ? { token: declared.token ?? null } : {}),
      ...(locale ? { locale } : {}),
    });
  }, true);

  const ownsSession =
    'token' in declared || typeof props.getToken === 'function' || typeof props.requestSignIn === 'function';
  const token = ownsSession ? (declared.token ?? props.getToken?.() ?? null) : null;
  const locale = toLocale(declared.locale) ?? toLocale(props.locale);
  const hostStore = createPortalStore({ token, locale });
  store = hostStore;

  const routing = resolveHostRouting(props, window.location.pathname, DEFAULT_BASE, KNOWN_PATHS);
  const basePath = routing.kind === 'browser' ? routing.basePath : '/';
  console.info(
    `[${MICRO_APP_NAME}] ${routing.kind === 'browser' ? `base path ${basePath}` : 'routes in memory, the host address is left alone'} (${routing.reason})`,
  );

  const hostPath = (appPath: string) =>
    routing.kind === 'memory'
      ? `${window.location.pathname}${window.location.search}`
      : basePath === '/'
        ? appPath
        : `${basePath}${appPath === '/' ? '' : appPath}`;
  const requestSignIn = props.requestSignIn;

  // qiankun puts a wrapper of its own between the host's container and our root: give it the container's height
  const wrapper = root.parentNode instanceof ShadowRoot ? root.parentNode.host : root.parentElement;
  if (wrapper instanceof HTMLElement && wrapper.id.startsWith('__qiankun_microapp_wrapper_for_'))
    wrapper.style.height = '100%';

  const hadBodyClass = document.body.hasAttribute('class');
  const zodGlobalsBefore = ZOD_GLOBALS.filter((key) => key in globalThis);
  adoptPxTesters(root);

  return {
    mode: ownsSession ? 'portal' : 'embedded',
    basePath,
    createRouter: (routes) =>
      createBrowserRouter(
        routes,
        routing.kind === 'memory'
          ? { window: createMemoryWindow(window.location.origin) }
          : { basename: basePath },
      ),
    token,
    session: sessionOf(declared.user ?? props.user),
    locale,
    requestSignIn: requestSignIn ? (appPath) => requestSignIn(hostPath(appPath)) : null,
    tellLocale: (next) => {
      if (hostStore.get().locale === next) return;
      hostStore.set({ locale: next });
      // qiankun drops (with a warning) any field the host did not declare in initGlobalState
      if ('locale' in declared) props.setGlobalState?.({ locale: next });
      else props.onLocaleChange?.(next);
    },
    Sync: ({ runtime }) => <PortalSync store={hostStore} runtime={runtime} ownsSession={ownsSession} />,
    update: (next) => {
      const nextLocale = toLocale(next.locale);
      hostStore.set({
        ...(ownsSession && next.getToken ? { token: next.getToken() } : {}),
        ...(nextLocale ? { locale: nextLocale } : {}),
      });
    },
    disconnect: () => {
      props.offGlobalStateChange?.();
      parkPxTesters(root);
      // antd-mobile's scroll lock adds and removes a class on body, which leaves an empty class attribute behind
      if (!hadBodyClass && document.body.getAttribute('class') === '') document.body.removeAttribute('class');
      for (const key of ZOD_GLOBALS)
        if (!zodGlobalsBefore.includes(key)) delete (globalThis as Record<string, unknown>)[key];
    },
  };
}

function PortalSync({
  store,
  runtime,
  ownsSession,
}: {
  store: PortalStore;
  runtime: AppRuntime;
  ownsSession: boolean;
}) {
  const hostState = useSyncExternalStore(store.subscribe, store.get);

  useEffect(() => {
    if (!ownsSession) return;
    const token = hostState.token ?? '';
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
  }, [hostState.token, ownsSession, runtime]);

  useEffect(() => {
    if (hostState.locale) runtime.setLocale(hostState.locale);
  }, [hostState.locale, runtime]);
  return null;
}
