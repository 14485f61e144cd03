import { lazy } from 'react';
import { matchPath, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { findDuplicateRoutes, flattenRouteTable, type IndexedRoute } from './route-table';
import { paths, type PathName } from '../lib/paths';
import { landingGuess } from './session/landing-hint';
import { RouteGuard } from './shell/route-guard';
import { Shell } from './shell/shell';

const NotFoundPage = lazy(() => import('../features/errors/pages/not-found-page'));

/** `/` goes to the officer's home; the query (e.g. `?host=simulator`, `?lang=en`) travels along. */
function RootRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.enforceHome.path, search }} replace />;
}

export const indexedRoutes: IndexedRoute[] = flattenRouteTable();
export const availableScreens: ReadonlySet<PathName> = new Set(indexedRoutes.map((route) => route.name));

// One download per screen, shared by the early start (`preloadScreen`) and the lazy component.
const loads = new Map<PathName, ReturnType<IndexedRoute['load']>>();
function loadScreen(route: IndexedRoute): ReturnType<IndexedRoute['load']> {
  let load = loads.get(route.name);
  if (!load) {
    load = route.load();
    loads.set(route.name, load);
    // a failed download is tried again by the next visit
    load.catch(() => loads.delete(route.name));
  }
  return load;
}

// Created once: a new lazy() per mount would suspend every remount again.
const screens = new Map(indexedRoutes.map((route) => [route.name, lazy(() => loadScreen(route))]));

/**
 * The screen a path opens (the app's own path, without the base). `/` redirects by role, which the start-up has
 * not told yet: `rootGuess` names the screen it most likely ends on.
 */
export function landingScreen(pathname: string, rootGuess: PathName): PathName | null {
  if (pathname === paths.root.path) return rootGuess;
  return indexedRoutes.find((route) => matchPath(paths[route.name].path, pathname))?.name ?? null;
}

/** Starts downloading a screen's chunk now, e.g. with the start-up flow rather than after it. */
export function preloadScreen(name: PathName): void {
  const route = indexedRoutes.find((entry) => entry.name === name);
  if (route) loadScreen(route).catch(() => undefined);
}

/**
 * Home shows its public parts (announcements) while the start-up signs in, on its own path and on the landing
 * screen `/` leads to when this browser's user last went on to home: the largest paint need not wait for sign-in.
 */
function showsHomeWhileSigningIn(route: IndexedRoute): boolean {
  return route.name === 'home' || (route.deniedTo === 'home' && landingGuess() === 'home');
}

export function buildRouteObjects(): RouteObject[] {
  for (const problem of findDuplicateRoutes(indexedRoutes, (name) => paths[name].path))
    console.error(`[routes] ${problem}`);
  const Home = screens.get('home')!;
  return [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...indexedRoutes.map((route): RouteObject => {
          const Screen = screens.get(route.name)!;
          return {
            path: paths[route.name].path,
            handle: { route },
            element: (
              <RouteGuard
                route={route}
                whileSigningIn={showsHomeWhileSigningIn(route) ? <Home /> : undefined}
              >
                <Screen />
              </RouteGuard>
            ),
          };
        }),
        // Unknown paths are not guarded: anyone, signed in or not, sees the 404 screen.
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
