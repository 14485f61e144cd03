import { initGlobalState, loadMicroApp, type MicroApp, type MicroAppStateActions } from 'qiankun';
import { SIGN_IN_PATH, SUPERVISION_PATH } from './portal-paths';
import { APP_URL, isTokenValid } from './portal-session';
import { portalStore } from './portal-store';
import { toLocale } from '../contract/locales';
import { type PortalGlobalState, type PortalProps, MICRO_APP_NAME } from '../contract/portal-props';

export const CONTAINER_ID = 'subapp-container';

/** Marks the portal leaves for tests and the mount benchmark (`performance.getEntriesByName`). */
export const MOUNT_START_MARK = 'sv-mount-start';
export const MOUNTED_MARK = 'sv-mounted';
export const UNMOUNTED_MARK = 'sv-unmounted';

function globalStateOf(): PortalGlobalState {
  const { session, locale } = portalStore.get();
  return { token: session?.token ?? null, locale, user: session?.user ?? null };
}

let actions: MicroAppStateActions | null = null;
let published = globalStateOf();

/**
 * qiankun's global state carries token, locale and user to the mounted app, so a sign-in, a sign-out or a
 * language switch in the portal reaches the app without a remount. The portal declares `locale` there, so a
 * language chosen inside the app comes back the same way and the portal follows it. Sign-in stays the
 * portal's: the app asks for it through `requestSignIn`.
 */
export function startGlobalState(): void {
  if (actions) return;
  actions = initGlobalState({ ...published });
  actions.onGlobalStateChange((next) => {
    const locale = toLocale((next as PortalGlobalState).locale);
    if (locale && locale !== portalStore.get().locale) portalStore.setLocale(locale);
  });
  portalStore.subscribe(() => {
    const next = globalStateOf();
    if (next.token === published.token && next.locale === published.locale && next.user === published.user)
      return;
    published = next;
    actions?.setGlobalState({ ...next });
  });
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Portal-side answer to "the server says the token expired": keep it if still valid, else ask for a new sign-in. */
async function refreshToken(): Promise<string | null> {
  const { session, locale } = portalStore.get();
  if (session && (await isTokenValid(session.token, locale))) return session.token;
  portalStore.setSession(null);
  portalStore.navigate(`${SIGN_IN_PATH}?from=${encodeURIComponent(currentPath())}`);
  return null;
}

function buildProps(): PortalProps {
  const { session, locale } = portalStore.get();
  return {
    basePath: SUPERVISION_PATH,
    getToken: () => portalStore.get().session?.token ?? null,
    user: session?.user ?? null,
    locale,
    // the app's sign-in screen hands over here; the portal comes back to `returnPath` once signed in
    requestSignIn: (returnPath) =>
      portalStore.navigate(`${SIGN_IN_PATH}?from=${encodeURIComponent(returnPath)}`, { replace: true }),
    refreshToken,
  };
}

function setSubAppStatus(status: 'mounting' | 'mounted' | 'unmounting' | 'unmounted' | 'failed'): void {
  document.documentElement.dataset.subapp = status;
}

let container: HTMLDivElement | null = null;

/**
 * The one element qiankun mounts into, reused for every mount. qiankun keeps a reference to the container it
 * was first given (its lifecycle cache); a fresh element per visit would keep every old page alive with it.
 */
export function subAppContainer(): HTMLDivElement {
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
  }
  return container;
}

let microApp: MicroApp | null = null;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Loads the supervision-code app once and mounts it into the phone frame; later visits mount the same
 * instance again. Every `loadMicroApp` makes qiankun/single-spa keep a parcel (with its own DOM element) alive,
 * so loading anew on each visit grows the page's memory; mount/unmount of one instance does not.
 */
export function mountSupervision(container: HTMLElement): Promise<void> {
  performance.mark(MOUNT_START_MARK);
  setSubAppStatus('mounting');
  const mounted = queue.then(async () => {
    if (!microApp) {
      microApp = loadMicroApp(
        { name: MICRO_APP_NAME, entry: APP_URL, container, props: { ...buildProps() } },
        { sandbox: { experimentalStyleIsolation: false }, prefetch: false, singular: false },
      );
      await microApp.mountPromise;
    } else if (microApp.getStatus() === 'NOT_MOUNTED') {
      await microApp.mount();
    }
  });
  queue = mounted.catch(() => {
    microApp = null;
  });
  mounted.then(
    () => {
      performance.mark(MOUNTED_MARK);
      setSubAppStatus('mounted');
    },
    () => setSubAppStatus('failed'),
  );
  return mounted;
}

/** Unmounts after any mount in progress has finished (qiankun refuses to unmount an app that is still mounting). */
export function unmountSupervision(): Promise<void> {
  setSubAppStatus('unmounting');
  const done = queue.then(async () => {
    try {
      if (microApp?.getStatus() === 'MOUNTED') await microApp.unmount();
    } catch (error) {
      console.error('[portal] supervision app did not unmount cleanly', error);
    } finally {
      performance.mark(UNMOUNTED_MARK);
      if (document.documentElement.dataset.subapp === 'unmounting') setSubAppStatus('unmounted');
    }
  });
  queue = done;
  return done;
}
