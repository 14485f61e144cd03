import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import MissingParameterScreen from '../../features/errors/pages/missing-parameter-screen';
import NoAccessPage from '../../features/errors/pages/no-access-page';
import SessionUnconfirmedScreen from '../../features/errors/pages/session-unconfirmed-screen';
import { paramContextOf, readScreenParams } from '../../lib/route-params';
import { sessionState } from '../../lib/session/session-state';
import type { RouteEntry } from '../route-table';
import type { Gate } from './screen-gate';

/**
 * The route guard's part that no first screen needs, loaded apart: the check of a screen's query parameters
 * and the screens shown instead of one the user may not open or cannot open without its parameters.
 */
export default function GateScreens({
  route,
  gate,
  children,
}: {
  route: RouteEntry;
  gate: Gate;
  children: ReactNode;
}) {
  const session = useRecoilValue(sessionState);
  const { search } = useLocation();
  if (gate.kind === 'noAccess') return <NoAccessPage need={gate.access} />;
  if (gate.kind === 'unconfirmed') return <SessionUnconfirmedScreen />;
  const check = readScreenParams(route.name, search, paramContextOf(session));
  return check.ok ? children : <MissingParameterScreen missing={check.missing} forward={route.parent} />;
}
