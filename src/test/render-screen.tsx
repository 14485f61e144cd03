/**
 * Renders the app at a path, as a user would open it: the real route table and guard, the shell and its
 * start-up, react-intl, the recoil session and the real HTTP client, against contract-typed fakes
 * (`fake-api.ts`). Every call the app makes is recorded.
 *
 *   const view = await renderScreen('/registrationDetail?id=reg-1', { as: 'officer', api: { getRegistration: detail } });
 *   expect(await screen.findByText(detail.registrationNumber)).toBeTruthy();
 *   expect(view.screenCalls()).toEqual([{ name: 'getRegistration', input: { id: 'reg-1' }, token: TEST_TOKEN }]);
 */
import { render, type RenderResult } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { createMemoryRouter } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { fakeApiAdapter, type Fakes, type RecordedCall } from './fake-api';
import type { ApiName } from '../../contract/api-routes';
import type { ApiOutput } from '../../contract/api-schemas';
import type { Locale } from '../../contract/locales';
import { AppProviders, type RecoilAccess } from '../app/app-providers';
import { buildRouteObjects } from '../app/router';
import { pendingRequestsState } from '../app/shell/pending-bar';
import { http, installHttpClient } from '../lib/http/client';
import { clearQueryCache } from '../lib/http/query-cache';
import { localeState } from '../lib/i18n/locale-state';
import { paths } from '../lib/paths';
import type { AppRuntime } from '../lib/session/app-runtime';
import { emptySession, sessionState, type Session } from '../lib/session/session-state';

export { fail } from './fake-api';

export type SessionUser = ApiOutput<'getSession'>;

export const TEST_TOKEN = 'test-token';

export const enterpriseUser: SessionUser = {
  userId: 'usr-13800000001',
  orgId: 'org-pengcheng',
  name: '张伟',
  phonenumber: '13800000001',
  role: 'enterprise',
  enterpriseNumber: 'SZ440300000001',
  enterpriseName: '深圳市鹏城食品有限公司',
  departmentCode: null,
  departmentName: null,
};

export const officerUser: SessionUser = {
  userId: 'usr-13900000001',
  orgId: 'org-market',
  name: '李明',
  phonenumber: '13900000001',
  role: 'officer',
  enterpriseNumber: null,
  enterpriseName: null,
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  certificateNumber: '44030012345',
};

/** The fire provider's demo user (shop-catalogue.ts). */
export const providerUser: SessionUser = {
  userId: 'usr-13600000001',
  orgId: 'provider:prv-anxin-fire',
  name: '赵安',
  phonenumber: '13600000001',
  role: 'provider',
  enterpriseNumber: null,
  enterpriseName: null,
  departmentCode: null,
  departmentName: null,
  capabilities: [],
  providerId: 'prv-anxin-fire',
  providerName: '深圳市安信消防设备有限公司',
};

/** The calls the shell makes on its own (start-up, cart count, language texts, unread badges), whatever the screen. */
export const SHELL_CALLS: readonly ApiName[] = [
  'getSession',
  'getGoodsNum',
  'getLanguage',
  'getUnreadCounts',
];

export interface RenderScreenOptions {
  /** Who opens the screen: signed out, a demo enterprise user, officer or provider, or any session user. Default officer. */
  as?: 'anonymous' | 'enterprise' | 'officer' | 'provider' | SessionUser;
  locale?: Locale;
  /** Answers by contract key; the shell's start-up calls are answered unless given here. */
  api?: Fakes;
}

export interface ScreenView extends RenderResult {
  /** Every call, in order, with its input and token. */
  calls: RecordedCall[];
  /** The calls other than the shell's own. */
  screenCalls: () => RecordedCall[];
  /** Where the app is now: path and query. */
  location: () => string;
  /** Messages the HTTP client showed as error toasts. */
  toasts: string[];
  navigate: (to: string) => Promise<void>;
}

function userOf(as: RenderScreenOptions['as']): SessionUser | null {
  if (as === 'anonymous') return null;
  if (as === 'enterprise') return enterpriseUser;
  if (as === 'provider') return providerUser;
  if (as === undefined || as === 'officer') return officerUser;
  return as;
}

/** Opens `path` (with its query) in a fresh app; resolves once the first render is done. */
export async function renderScreen(path: string, options: RenderScreenOptions = {}): Promise<ScreenView> {
  const user = userOf(options.as);
  const locale = options.locale ?? 'zh';
  const calls: RecordedCall[] = [];
  const toasts: string[] = [];
  const shellFakes: Fakes = {
    getLanguage: {},
    getGoodsNum: 0,
    getUnreadCounts: { system: 0, personal: 0, notices: 0, complaints: 0, emergencyReviews: 0 },
    ...(user ? { getSession: user } : {}),
  };
  const previousAdapter: AxiosAdapter | undefined = http.defaults.adapter as AxiosAdapter | undefined;
  http.defaults.adapter = fakeApiAdapter({ ...shellFakes, ...options.api }, calls);

  // As a standalone visit with a token kept from earlier: start-up asks the server who the user is.
  const initialSession: Session = { ...emptySession, token: user ? TEST_TOKEN : '' };
  const access: { current: RecoilAccess | null } = { current: null };
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  const runtime: AppRuntime = {
    mode: 'standalone',
    basePath: '/',
    portal: null,
    requestSignIn: null,
    getHost: () => Promise.resolve(null),
    getSession: () => access.current?.get(sessionState) ?? initialSession,
    updateSession: (patch) => access.current?.set(sessionState, (current) => ({ ...current, ...patch })),
    getLocale: () => access.current?.get(localeState) ?? locale,
    setLocale: (next) => access.current?.set(localeState, next),
    restartSession: () => undefined,
    navigate: (to, navigateOptions) => router.navigate(to, navigateOptions),
    currentLocation: () => router.state.location,
  };
  const loginWithTarget = () => {
    const { pathname, search } = router.state.location;
    if (pathname !== paths.login.path)
      void router.navigate(paths.login.href({ target: `${pathname}${search}` }), { replace: true });
  };
  const uninstallHttp = installHttpClient({
    apiBase: 'http://api.test/api',
    getToken: () => runtime.getSession().token || null,
    getLocale: runtime.getLocale,
    onNotLoggedIn: () => {
      runtime.updateSession({ token: '' });
      loginWithTarget();
    },
    onForbidden: loginWithTarget,
    reauthenticate: async () => false,
    showError: (message) => toasts.push(message),
    clearToasts: () => undefined,
    onPendingChange: (pending) => access.current?.set(pendingRequestsState, pending),
  });
  const preloadedEnglish = locale === 'en' ? await import('../app/i18n/en-catalog') : null;

  const result = render(
    <AppProviders
      runtime={runtime}
      access={access}
      initialSession={initialSession}
      locale={locale}
      preloadedEnglish={preloadedEnglish}
      router={router}
    />,
  );
  onTestFinished(() => {
    result.unmount();
    router.dispose();
    uninstallHttp();
    http.defaults.adapter = previousAdapter;
    // Each test starts as a fresh app would: no server data from the previous one.
    clearQueryCache();
  });

  return {
    ...result,
    calls,
    screenCalls: () => calls.filter((call) => !SHELL_CALLS.includes(call.name)),
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    toasts,
    navigate: async (to) => {
      await router.navigate(to);
    },
  };
}
