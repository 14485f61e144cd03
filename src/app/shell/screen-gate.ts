import type { PathName } from '../../lib/paths';
import { canOpen, type ScreenAccess } from '../../lib/route-availability';
import type { Session, StartupStatus } from '../../lib/session/session-state';
import type { RouteEntry } from '../route-table';

/** Whether the user may open a screen (its parameters are checked after, see `gate-screens.tsx`). */
export type Gate =
  | { kind: 'open' }
  /** Start-up has not yet said who the user is. */
  | { kind: 'wait' }
  | { kind: 'signIn' }
  | { kind: 'redirect'; to: PathName }
  | { kind: 'noAccess'; access: ScreenAccess }
  /** Start-up failed before the role was known: nothing to decide a role's screen on. */
  | { kind: 'unconfirmed' };

/**
 * Decides, before a screen's chunk loads or any of its requests is sent, whether the user may open it: who
 * the user is (waiting while start-up does not know yet), then the route's access.
 */
export function gateScreen(
  route: Pick<RouteEntry, 'access' | 'deniedTo'>,
  session: Session,
  startup: StartupStatus,
): Gate {
  const { access } = route;
  if (access === 'anonymous') return { kind: 'open' };
  // After a failed start-up, screens for any signed-in user open as before; they show the failure themselves.
  const sessionOnly = access === 'session';
  if (!session.token) {
    if (startup === 'running') return { kind: 'wait' };
    if (startup === 'failed') return sessionOnly ? { kind: 'open' } : { kind: 'unconfirmed' };
    return { kind: 'signIn' };
  }
  if (session.role === null) {
    if (sessionOnly && startup !== 'running') return { kind: 'open' };
    return startup === 'failed' ? { kind: 'unconfirmed' } : { kind: 'wait' };
  }
  if (canOpen(access, { signedIn: true, role: session.role, capabilities: session.capabilities })) {
    return { kind: 'open' };
  }
  return route.deniedTo ? { kind: 'redirect', to: route.deniedTo } : { kind: 'noAccess', access };
}
