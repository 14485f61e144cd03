import { createContext, useContext } from 'react';
import type { PathName } from './paths';

/** Which screens this build has; links to a screen that does not exist yet are shown disabled. */
export const RouteAvailabilityContext = createContext<ReadonlySet<PathName>>(new Set());

export function useIsRouteAvailable(name: PathName): boolean {
  return useContext(RouteAvailabilityContext).has(name);
}
