/**
 * What the city portal hands the micro-app, typed once for portal-demo and the app.
 * Token and locale may change after mount; they arrive through qiankun's global state.
 */
import type { Locale } from './locales';

export const MICRO_APP_NAME = 'supervision-code';

export interface PortalUser {
  userId: string;
  orgId: string;
  name: string;
  phonenumber: string;
  enterpriseNumber: string | null;
  enterpriseName: string | null;
}

export interface PortalGlobalState {
  token: string | null;
  locale: Locale;
  user: PortalUser | null;
}

export interface PortalProps {
  /** Path prefix the portal mounts us under (its activeRule), e.g. `/supervision`. */
  basePath: string;
  getToken: () => string | null;
  user: PortalUser | null;
  locale: Locale;
  /** Leave the micro-app: navigate the portal itself (e.g. to its sign-in page). */
  navigateHost: (path: string) => void;
  /** Ask the portal for a fresh token after the server reported it expired. */
  refreshToken?: () => Promise<string | null>;
  onGlobalStateChange?: (callback: (state: PortalGlobalState, prev: PortalGlobalState) => void, fireImmediately?: boolean) => void;
  offGlobalStateChange?: () => boolean;
  setGlobalState?: (state: Partial<PortalGlobalState>) => boolean;
  container?: HTMLElement;
}
