import { createContext, useContext } from 'react';
import type { PathName } from './paths';
import type { Capability, Role } from '../../contract/session/schemas';

/** Which screens this build has; links to a screen that does not exist yet are shown disabled. */
export const RouteAvailabilityContext = createContext<ReadonlySet<PathName>>(new Set());

export function useIsRouteAvailable(name: PathName): boolean {
  return useContext(RouteAvailabilityContext).has(name);
}

export type { Capability };

/**
 * Who may open a screen: anyone, any signed-in user, users of one role or of one of several, or users of a role
 * holding a capability.
 */
export type ScreenAccess =
  'anonymous' | 'session' | Role | readonly Role[] | { role: Role; capability?: Capability };

export interface Visitor {
  signedIn: boolean;
  role: Role | null;
  capabilities: readonly Capability[];
}

export function canOpen(access: ScreenAccess, visitor: Visitor): boolean {
  if (access === 'anonymous') return true;
  if (!visitor.signedIn) return false;
  if (access === 'session') return true;
  if (typeof access === 'string') return visitor.role === access;
  if (isRoleList(access)) return visitor.role !== null && access.includes(visitor.role);
  return (
    visitor.role === access.role && (!access.capability || visitor.capabilities.includes(access.capability))
  );
}

/** `Array.isArray` does not narrow a readonly array out of a union. */
export function isRoleList(access: ScreenAccess): access is readonly Role[] {
  return Array.isArray(access);
}
