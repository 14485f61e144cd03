import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths, type PathName } from '../lib/paths';
import { findDuplicateRoutes, flattenRouteTable, type IndexedRoute } from './route-table';
import { Shell } from './shell/shell';

const NotFoundPage = lazy(() => import('../features/errors/pages/not-found-page'));

export const indexedRoutes: IndexedRoute[] = flattenRouteTable();
export const availableScreens: ReadonlySet<PathName> = new Set(indexedRoutes.map((route) => route.name));

export function buildRouteObjects(): RouteObject[] {
  for (const problem of findDuplicateRoutes(indexedRoutes, (name) => paths[name].path)) console.error(`[routes] ${problem}`);
  return [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Navigate to={paths.enforceHome.href()} replace /> },
        ...indexedRoutes.map((route): RouteObject => {
          const Screen = lazy(route.load);
          return { path: paths[route.name].path, handle: { route }, element: <Screen /> };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
