import { getSessionUser, getSzySdkConfig, loginWithSzyCode } from './api';
import { FAILURE_CODE, type Envelope } from '../../../contract/envelope';
import type { SzyRefusal } from '../../../contract/szy-platform/rules';
import { szyRefusalSchema } from '../../../contract/szy-platform/schemas';
import type { SzyHost } from '../../lib/host-sdk/host-sdk';
import { ApiError } from '../../lib/http/client';
import { sessionFromLogin, sessionFromUser, type Session } from '../../lib/session/session-state';

export interface SzyStartupDeps {
  host: SzyHost;
  title: string;
  getSession: () => Session;
  updateSession: (patch: Partial<Session>) => void;
  log?: (step: string, error: unknown) => void;
}

/** Why the officer is not signed in: the server's refusals, or the platform could not be reached. */
export type SzySignInProblem = SzyRefusal | 'unavailable';

export type SzyStartupResult = { ok: true } | { ok: false; problem: SzySignInProblem };

/** The reason of a refused sign-in (a failure whose envelope names it), or null for any other failure. */
function refusalOf(error: unknown): SzyRefusal | null {
  if (!(error instanceof ApiError) || error.code !== FAILURE_CODE) return null;
  const parsed = szyRefusalSchema.safeParse((error.body as Envelope | undefined)?.reason);
  return parsed.success ? parsed.data : null;
}

/**
 * The platform's SDK for this page, signed by our server, which renews our session on the way when it is close
 * to expiring. Without it the scanner falls back to the camera, so a failure is logged, never thrown.
 */
export async function configureSzy(deps: SzyStartupDeps): Promise<boolean> {
  try {
    const config = await getSzySdkConfig();
    if (config.renewed) deps.updateSession({ token: config.renewed.token });
    await deps.host.config(config);
    return true;
  } catch (error) {
    (deps.log ?? console.error)('[startup] 深政易 SDK config failed', error);
    return false;
  }
}

/**
 * Inside 深政易: exchange the platform's one-time code for our session (an officer's only), then configure the
 * platform's SDK. Reopened without a code (a reload), the session kept from earlier in the visit carries on.
 */
export async function runSzyStartup(deps: SzyStartupDeps): Promise<SzyStartupResult> {
  const log = deps.log ?? ((step, error) => console.error(`[startup] ${step} failed`, error));
  deps.host.setTitle(deps.title);
  try {
    const code = await deps.host.takeCode();
    if (code) {
      const result = await loginWithSzyCode(code).catch((error: unknown) => {
        const reason = refusalOf(error);
        if (!reason) throw error;
        return reason;
      });
      if (typeof result === 'string') {
        deps.updateSession({ token: '' });
        return { ok: false, problem: result };
      }
      deps.updateSession(sessionFromLogin(result.login));
    } else if (deps.getSession().token) {
      deps.updateSession(sessionFromUser(await getSessionUser()));
    } else {
      return { ok: false, problem: 'codeInvalid' };
    }
  } catch (error) {
    log('深政易 sign-in', error);
    return { ok: false, problem: 'unavailable' };
  }
  if (deps.getSession().role !== 'officer') return { ok: false, problem: 'officersOnly' };
  await configureSzy({ ...deps, log });
  return { ok: true };
}
