/**
 * What a qiankun host may hand the micro-app, typed once for portal-demo and the app (docs/embedding.md).
 * Every field is optional: registered with only `name`, `entry`, `container` and `activeRule`, the app still
 * works. Token and locale may change after mount; they arrive through qiankun's global state when the host
 * declared them there, else through the props below.
 */
import type { Locale } from './locales';

export const MICRO_APP_NAME = 'supervision-code';

/** Where the app expects to live without a `basePath` prop (override at build time with APP_DEFAULT_BASE). */
export const DEFAULT_BASE_PATH = '/supervision';

export interface PortalUser {
  userId: string;
  orgId: string;
  name: string;
  phonenumber: string;
  enterpriseNumber: string | null;
  enterpriseName: string | null;
}

/**
 * The fields of the host's `initGlobalState` the app reads. A host declares any subset; the app only writes a
 * field (`locale`) the host declared, since qiankun drops undeclared fields with a warning.
 */
export interface PortalGlobalState {
  token?: string | null;
  locale?: Locale | string;
  user?: PortalUser | null;
}

export interface PortalProps {
  /** Path prefix the app's routes live under (the host's activeRule), e.g. `/supervision`. */
  basePath?: string;
  /** `memory`: keep routes in memory and leave the host's address alone (default for `loadMicroApp` without a base). */
  routing?: 'browser' | 'memory';
  /** The host's current token; with it (or `token` in global state) the host owns sign-in. */
  getToken?: () => string | null;
  user?: PortalUser | null;
  locale?: Locale | string;
  /** The host signs the user in and comes back to `returnPath` (a browser path); the app never shows its own form. */
  requestSignIn?: (returnPath: string) => void;
  /** The user chose a language in the app (used when the host did not declare `locale` in global state). */
  onLocaleChange?: (locale: Locale) => void;
  /** Ask the host for a fresh token after the server reported it expired. */
  refreshToken?: () => Promise<string | null>;
  // Passed by qiankun itself.
  onGlobalStateChange?: (
    callback: (state: PortalGlobalState, prev: PortalGlobalState) => void,
    fireImmediately?: boolean,
  ) => void;
  offGlobalStateChange?: () => boolean;
  setGlobalState?: (state: Partial<PortalGlobalState>) => boolean;
  container?: HTMLElement | ShadowRoot;
  /** single-spa passes it to parcels only, i.e. to apps mounted with `loadMicroApp`. */
  unmountSelf?: () => Promise<unknown>;
}
