import { getAuthorizations, getHostConfig, getHostCredentials, loginWithAuthCode } from './api';
import type { HostConfig } from '../../../contract/api-schemas';
import type { MessagingHost } from '../../lib/host-sdk/host-sdk';
import { buildHostConfig } from '../../lib/host-sdk/sign-config';
import { sessionFromLogin, type Session } from '../../lib/session/session-state';

export interface StartupDeps {
  host: MessagingHost;
  /** The signed config, when its request was started ahead (with the host's SDK still loading). */
  config?: Promise<HostConfig>;
  title: string;
  getSession: () => Session;
  updateSession: (patch: Partial<Session>) => void;
  log?: (step: string, error: unknown) => void;
}

/**
 * Steps 1-4: the server-signed config keeps the secret on the server; key + secret signing stays as a fallback.
 * It needs nothing from the host, so the start-up asks for it while the host's SDK is still loading.
 */
export async function fetchHostConfig(): Promise<HostConfig> {
  try {
    return await getHostConfig();
  } catch (signedError) {
    const credentials = await getHostCredentials().catch(() => {
      throw signedError;
    });
    return buildHostConfig(credentials.data.accessKey, credentials.data.accessSecret);
  }
}

async function refreshEnterpriseNumber(deps: StartupDeps): Promise<void> {
  const session = deps.getSession();
  // The merchant authorization belongs to enterprise users; for officers it is not theirs to ask.
  if (session.role !== 'enterprise') return;
  const list = await getAuthorizations({
    enterpriseNumber: session.enterpriseNumber || undefined,
    merchantTel: session.phonenumber || undefined,
  });
  const first = list[0];
  if (first)
    deps.updateSession({ enterpriseNumber: first.enterpriseNumber, enterpriseName: first.enterpriseName });
}

/** Steps 6-7: ask the host for an auth code and exchange it for a session. */
export async function signInThroughHost(deps: Pick<StartupDeps, 'host' | 'updateSession'>): Promise<string> {
  const code = await deps.host.getAuthCode();
  const login = await loginWithAuthCode(code);
  deps.updateSession(sessionFromLogin(login));
  return login.token;
}

/**
 * The nine start-up steps of SPEC.md section 4 inside the messaging host. Failures are logged, never thrown;
 * the result says whether the user ended up signed in.
 */
export async function runHostStartup(deps: StartupDeps): Promise<boolean> {
  const log = deps.log ?? ((step, error) => console.error(`[startup] ${step} failed`, error));
  let configured = false;
  try {
    const config = await (deps.config ?? fetchHostConfig());
    await deps.host.config(config);
    configured = true;
  } catch (error) {
    log('config', error);
    if (deps.getSession().token)
      await refreshEnterpriseNumber(deps).catch((e: unknown) => log('authorization', e));
  }
  if (!configured) return false;
  try {
    await deps.host.ready();
    deps.host.setTitle(deps.title);
    await signInThroughHost(deps);
  } catch (error) {
    log('login', error);
    return false;
  }
  await refreshEnterpriseNumber(deps).catch((error: unknown) => log('authorization', error));
  return true;
}
