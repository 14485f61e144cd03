import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { findDuplicateRoutes, flattenRouteTable, type IndexedRoute } from './route-table';
import { paths, type PathName } from '../lib/paths';
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

// Created once: a new lazy() per mount would suspend every remount again.
const screens = new Map(indexedRoutes.map((route) => [route.name, lazy(route.load)]));

export function buildRouteObjects(): RouteObject[] {
  for (const problem of findDuplicateRoutes(indexedRoutes, (name) => paths[name].path))
    console.error(`[routes] ${problem}`);
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
              <RouteGuard route={route}>
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
