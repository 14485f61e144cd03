import { SzyUnavailableError, type SzyPlatform } from './szy-platform';
import type { SzyConnection } from '../../config';

/** Each call to the platform gives up after this long (the user is waiting on a loading screen). */
const CALL_TIMEOUT_MS = 8_000;
/** A cached access token or ticket is replaced this long before the platform says it expires. */
const EXPIRY_MARGIN_MS = 5 * 60_000;
/** Even a value the platform gives a very short life is reused this long (no fetch loop). */
const MIN_CACHE_MS = 60_000;
/** The platform's answers for an access token that expired or was replaced early: fetch a new one, once. */
const STALE_TOKEN_ERRORS = new Set([40014, 42001]);
/** The platform's answers for a code that is unknown, expired or used. */
const INVALID_CODE_ERRORS = new Set([40029, 40163, 42003]);

interface PlatformAnswer {
  errcode?: number;
  errmsg?: string;
  [field: string]: unknown;
}

interface Cached {
  value: string;
  expiresAt: number;
}

class PlatformError extends Error {
  constructor(
    readonly errcode: number,
    errmsg: string,
  ) {
    super(`errcode ${errcode}: ${errmsg}`);
  }
}

/**
 * A value fetched once at a time however many callers ask together, kept until it expires; a failed fetch is
 * forgotten, so the next caller tries again.
 */
function cache(load: () => Promise<Cached>) {
  let entry: Promise<Cached> | null = null;
  async function value(): Promise<string> {
    const current = entry;
    if (current) {
      const hit = await current.catch(() => null);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      if (entry !== current) return value();
    }
    const loading = load();
    entry = loading;
    loading.catch(() => {
      if (entry === loading) entry = null;
    });
    return (await loading).value;
  }
  return {
    value,
    clear: () => {
      entry = null;
    },
  };
}

/**
 * 深政易 over HTTP, by WeCom's server API (`/cgi-bin/gettoken`, `/cgi-bin/auth/getuserinfo`,
 * `/cgi-bin/get_jsapi_ticket`). The access token and the ticket are cached per process until shortly before they
 * expire, and fetched once at a time however many sign-ins arrive together.
 */
export function createHttpPlatform(connection: SzyConnection, fetchImpl: typeof fetch = fetch): SzyPlatform {
  async function get(path: string, params: Record<string, string>): Promise<PlatformAnswer> {
    const url = new URL(`${connection.baseUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new SzyUnavailableError(`${path} could not be reached`, { cause: error });
    }
    if (!response.ok) throw new SzyUnavailableError(`${path} answered HTTP ${response.status}`);
    let body: PlatformAnswer;
    try {
      body = (await response.json()) as PlatformAnswer;
    } catch (error) {
      throw new SzyUnavailableError(`${path} answered something other than JSON`, { cause: error });
    }
    if (body.errcode) throw new PlatformError(body.errcode, String(body.errmsg ?? ''));
    return body;
  }

  const expiring = (value: unknown, expiresIn: unknown, what: string): Cached => {
    if (typeof value !== 'string' || !value) throw new SzyUnavailableError(`no ${what} in the answer`);
    const seconds = typeof expiresIn === 'number' ? expiresIn : 7200;
    return { value, expiresAt: Date.now() + Math.max(MIN_CACHE_MS, seconds * 1000 - EXPIRY_MARGIN_MS) };
  };

  const token = cache(async () => {
    const body = await get('/cgi-bin/gettoken', { corpid: connection.corpId, corpsecret: connection.secret });
    return expiring(body.access_token, body.expires_in, 'access_token');
  });

  /** A call with the access token; a token the platform calls stale is replaced and the call made once more. */
  async function withToken<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    try {
      return await call(await token.value());
    } catch (error) {
      if (!(error instanceof PlatformError) || !STALE_TOKEN_ERRORS.has(error.errcode)) throw error;
      token.clear();
      return call(await token.value());
    }
  }

  const ticket = cache(() =>
    withToken(async (access) => {
      const body = await get('/cgi-bin/get_jsapi_ticket', { access_token: access });
      return expiring(body.ticket, body.expires_in, 'ticket');
    }),
  );

  const asUnavailable = (error: unknown): never => {
    if (error instanceof PlatformError) throw new SzyUnavailableError(error.message, { cause: error });
    throw error;
  };

  return {
    kind: 'platform',
    corpId: connection.corpId,
    agentId: connection.agentId,
    userOfCode: (code) =>
      withToken(async (access) => {
        const body = await get('/cgi-bin/auth/getuserinfo', { access_token: access, code });
        if (typeof body.userid === 'string' && body.userid) return body.userid;
        // Someone outside the organisation has an open id only; no officer is ever linked to one.
        if (typeof body.openid === 'string' && body.openid) return `openid:${body.openid}`;
        throw new SzyUnavailableError('getuserinfo answered neither userid nor openid');
      }).catch((error: unknown) => {
        if (error instanceof PlatformError && INVALID_CODE_ERRORS.has(error.errcode)) return null;
        return asUnavailable(error);
      }),
    jsapiTicket: () => ticket.value().catch(asUnavailable),
  };
}
