import type { MessageKey } from './messages';
import type { LoginData, SessionUser } from '../contract/api-schemas';
import { SUCCESS_CODE, TOKEN_HEADER, type Envelope } from '../contract/envelope';
import type { PortalUser } from '../contract/portal-props';

/** The portal's own sign-in: it owns the token and hands it to the micro-app (props + global state). */
export interface PortalSession {
  token: string;
  expiresAt: string | null;
  user: PortalUser;
}

export const API_URL = import.meta.env.VITE_PORTAL_API_URL;
export const APP_URL = import.meta.env.VITE_PORTAL_APP_URL;
export const DEMO_PASSWORD = 'Demo@2026';

export interface DemoAccount {
  phone: string;
  name: string;
  role: 'enterprise' | 'officer';
  description: MessageKey;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { phone: '13800000001', name: '张伟', role: 'enterprise', description: 'accountEnterprise' },
  { phone: '13800000002', name: '陈静', role: 'enterprise', description: 'accountEnterprise2' },
  { phone: '13800000003', name: '刘洋', role: 'enterprise', description: 'accountMerchant' },
  { phone: '13900000001', name: '李明', role: 'officer', description: 'accountOfficerMarket' },
  { phone: '13900000002', name: '王芳', role: 'officer', description: 'accountOfficerHealth' },
  { phone: '13900000003', name: '何静', role: 'officer', description: 'accountApproverMarket' },
  { phone: '13900000004', name: '黄磊', role: 'officer', description: 'accountApproverHealth' },
  { phone: '13700000001', name: '周正', role: 'officer', description: 'accountSupervisor' },
  { phone: '13700000002', name: '吴敏', role: 'officer', description: 'accountSupervisorHead' },
];

const KEY = 'portal.session';

export function readSession(): PortalSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PortalSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: PortalSession | null): void {
  try {
    if (session) localStorage.setItem(KEY, JSON.stringify(session));
    else localStorage.removeItem(KEY);
  } catch {
    // without storage the portal session lasts for this page only
  }
}

export class SignInError extends Error {
  constructor(
    message: string,
    readonly network = false,
  ) {
    super(message);
  }
}

async function callApi<T>(path: string, init: RequestInit, locale: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      ...init,
      headers: { 'accept-language': locale, ...init.headers },
    });
  } catch {
    throw new SignInError('network', true);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body || body.code !== SUCCESS_CODE) throw new SignInError(body?.message ?? `HTTP ${response.status}`);
  return body.data;
}

export function toPortalUser(user: SessionUser): PortalUser {
  return {
    userId: user.userId,
    orgId: user.orgId,
    name: user.name,
    phonenumber: user.phonenumber,
    enterpriseNumber: user.enterpriseNumber,
    enterpriseName: user.enterpriseName,
  };
}

export async function signIn(username: string, password: string, locale: string): Promise<PortalSession> {
  const data = await callApi<LoginData>(
    '/appLogin',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    },
    locale,
  );
  return { token: data.token, expiresAt: data.expiresAt, user: toPortalUser(data.user) };
}

/** The user behind a token (checks that the server still accepts it). */
export function getSessionUser(token: string, locale: string): Promise<SessionUser> {
  return callApi<SessionUser>('/app/session', { headers: { [TOKEN_HEADER]: token } }, locale);
}

/** True while the server still accepts the token. */
export async function isTokenValid(token: string, locale: string): Promise<boolean> {
  try {
    await getSessionUser(token, locale);
    return true;
  } catch (error) {
    // a network failure says nothing about the token
    return error instanceof SignInError && error.network;
  }
}

export async function signOutOnServer(token: string, locale: string): Promise<void> {
  await callApi(
    '/app/logout',
    { method: 'POST', headers: { [TOKEN_HEADER]: token, 'content-type': 'application/json' }, body: '{}' },
    locale,
  ).catch(() => undefined);
}
