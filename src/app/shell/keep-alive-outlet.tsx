import { Suspense, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import {
  KeepAliveContext,
  type KeepAliveScope,
  type NavigationKind,
} from '../../lib/keep-alive/keep-alive-context';
import { PageLoading } from '../../lib/ui/page-loading';
import { keepAliveKey, type IndexedRoute } from '../route-table';
import styles from './shell.module.css';

export interface RouteHandle {
  route?: IndexedRoute;
}

type LocationContextValue = React.ContextType<typeof UNSAFE_LocationContext>;

interface CachedScreen {
  key: string;
  element: ReactNode;
  location: LocationContextValue;
  keptAlive: boolean;
}

const MAX_KEPT_SCREENS = 8;

/** The key of a visit: prefix-index-module, per full path, or per history entry for time-stamped routes. */
function screenKey(
  route: IndexedRoute | undefined,
  location: { pathname: string; search: string; key: string },
  stamps: Map<string, number>,
): string {
  if (!route) return `sv-unmatched:${location.pathname}`;
  const base = keepAliveKey(route);
  if (route.keepAlive === 'full-path') return `${base}:${location.pathname}${location.search}`;
  if (route.keepAlive === 'refresh') {
    if (!stamps.has(location.key)) stamps.set(location.key, Date.now());
    return `${base}@${stamps.get(location.key)}`;
  }
  return base;
}

/** Moves the focus to the screen's heading once it is rendered (a lazy screen's arrives with its chunk). */
function focusHeading(frame: HTMLElement): () => void {
  const tryFocus = () => {
    const heading = frame.querySelector('h1');
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => tryFocus() && observer.disconnect());
  observer.observe(frame, { childList: true, subtree: true });
  const timer = setTimeout(() => observer.disconnect(), 5000);
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

function ScreenFrame({
  active,
  announce,
  children,
}: {
  active: boolean;
  /** The visit to announce (a screen reader reads the new screen's title): set after the user navigated. */
  announce: string | null;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  useLayoutEffect(() => {
    if (active && ref.current) ref.current.scrollTop = scrollTop.current;
  }, [active]);
  useEffect(() => {
    if (active && announce && ref.current) return focusHeading(ref.current);
    return undefined;
  }, [active, announce]);
  return (
    <div
      ref={ref}
      className={styles.screen}
      hidden={!active}
      onScroll={(event) => {
        if (active) scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      {children}
    </div>
  );
}

/**
 * Renders the matched screen and keeps flagged screens mounted (hidden) when the user leaves them, so their
 * scroll position, lists and form input survive. Hidden screens see the location they were left at.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const location = useLocation();
  const navigationType = useNavigationType();
  const locationContext = useContext(UNSAFE_LocationContext);
  const route = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.route;
  const stamps = useRef(new Map<string, number>());
  const cache = useRef(new Map<string, CachedScreen>());
  const listeners = useRef(new Map<string, Set<(kind: NavigationKind) => void>>());
  const activeKey = screenKey(route, location, stamps.current);
  // Not on first load nor after start-up redirects: only after a navigation the user made (focus was on a
  // control when it happened, or the browser's back and forward).
  const seenVisit = useRef(location.key);
  const announced = useRef<string | null>(null);
  if (seenVisit.current !== location.key) {
    seenVisit.current = location.key;
    const focused = document.activeElement;
    announced.current =
      navigationType === 'POP' || (focused && focused !== document.body) ? location.key : null;
  }

  const screens = cache.current;
  for (const [key, screen] of screens) if (!screen.keptAlive && key !== activeKey) screens.delete(key);
  screens.delete(activeKey);
  screens.set(activeKey, {
    key: activeKey,
    element: outlet,
    location: locationContext,
    keptAlive: Boolean(route?.keepAlive),
  });
  while (screens.size > MAX_KEPT_SCREENS) {
    const oldest = screens.keys().next().value;
    if (oldest === undefined || oldest === activeKey) break;
    screens.delete(oldest);
  }

  useEffect(() => {
    listeners.current.get(activeKey)?.forEach((listener) => listener(navigationType));
    // one event per navigation
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <>
      {[...screens.values()].map((screen) => (
        <ScreenFrame
          key={screen.key}
          active={screen.key === activeKey}
          announce={screen.key === activeKey ? announced.current : null}
        >
          <UNSAFE_LocationContext.Provider
            value={screen.key === activeKey ? locationContext : screen.location}
          >
            <ScopeProvider
              screenKey={screen.key}
              active={screen.key === activeKey}
              listeners={listeners.current}
            >
              <Suspense fallback={<PageLoading />}>{screen.element}</Suspense>
            </ScopeProvider>
          </UNSAFE_LocationContext.Provider>
        </ScreenFrame>
      ))}
    </>
  );
}

function ScopeProvider({
  screenKey: key,
  active,
  listeners,
  children,
}: {
  screenKey: string;
  active: boolean;
  listeners: Map<string, Set<(kind: NavigationKind) => void>>;
  children: ReactNode;
}) {
  const scope = useMemo<KeepAliveScope>(
    () => ({
      key,
      active,
      subscribe: (listener) => {
        const set = listeners.get(key) ?? new Set();
        set.add(listener);
        listeners.set(key, set);
        return () => {
          set.delete(listener);
          if (set.size === 0) listeners.delete(key);
        };
      },
    }),
    [key, active, listeners],
  );
  return <KeepAliveContext.Provider value={scope}>{children}</KeepAliveContext.Provider>;
}
