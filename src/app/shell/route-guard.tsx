import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { useIsScreenActive } from '../../lib/keep-alive/keep-alive-context';
import { paths } from '../../lib/paths';
import { sessionState, startupStatusState } from '../../lib/session/session-state';
import { PageLoading } from '../../lib/ui/page-loading';
import type { RouteEntry } from '../route-table';
import { gateScreen } from './screen-gate';

// The first screen (no parameters, user allowed) never loads it.
const GateScreens = lazy(() => import('./gate-screens'));

/** Only a required parameter (or a one-of group) can be missing: optional ones read as absent when malformed. */
const paramsMayBeMissing = (name: RouteEntry['name']) =>
  paths[name].oneOf.length > 0 ||
  Object.values<string>(paths[name].params).some((spec) => !spec.endsWith('?'));

/**
 * Renders the screen only for a user allowed to open it (see `gateScreen`) and with its query parameters in
 * order (see `gate-screens.tsx`); otherwise the login page, the no-access or the missing-parameter screen.
 * While start-up signs in, `whileSigningIn` (a screen that shows its public parts meanwhile) or a spinner.
 */
export function RouteGuard({
  route,
  whileSigningIn,
  children,
}: {
  route: RouteEntry;
  whileSigningIn?: ReactNode;
  children: ReactNode;
}) {
  const session = useRecoilValue(sessionState);
  const startup = useRecoilValue(startupStatusState);
  const { pathname, search } = useLocation();
  // A screen kept alive behind the current one must not navigate.
  const active = useIsScreenActive();
  const gate = gateScreen(route, session, startup);

  switch (gate.kind) {
    case 'wait':
      return whileSigningIn ?? <PageLoading />;
    case 'signIn':
      return active ? <Navigate to={paths.login.href({ target: `${pathname}${search}` })} replace /> : null;
    case 'redirect':
      return active ? <Navigate to={paths[gate.to].href()} replace /> : null;
    case 'open':
      if (!paramsMayBeMissing(route.name)) return children;
      // The screen's chunk downloads alongside the parameter check (import() is idempotent); it renders only after.
      void route.load();
  }
  return (
    <GateScreens route={route} gate={gate}>
      {children}
    </GateScreens>
  );
}
