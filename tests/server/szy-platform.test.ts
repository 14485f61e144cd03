import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from './complaints-fixtures';
import { ok, useTestApp, type CallResult } from './test-app';
import type { ApiOutput } from '../../contract/api-schemas';
import { FAILURE_CODE, SUCCESS_CODE } from '../../contract/envelope';
import { SZY_CODE_TTL_MS } from '../../contract/szy-platform/rules';
import { sessions } from '../../server/db/schema/session';
import { szyRedeemedCodes, szyUserLinks } from '../../server/db/schema/szy-platform';
import { sha256 } from '../../server/http/auth';
import { linkSzyUser, signSdkConfig } from '../../server/modules/szy-platform/szy-service';

const PAGE = 'http://localhost:4000/enforce/scanQrCode?x=1';

/**
 * A sign-in's outcome as the client reads it: signed in (success), or refused, which is a failure (HTTP 200, code
 * 500, no data) naming its reason, never a success.
 */
function outcomeOf(
  result: CallResult<'szyLogin'> & { reason?: string },
): ApiOutput<'szyLogin'> | { outcome: 'refused'; reason: string | undefined } {
  if (result.code === SUCCESS_CODE) return ok<'szyLogin'>(result);
  expect(result).toMatchObject({ status: 200, code: FAILURE_CODE, data: null });
  expect(result.message).not.toBe('ok');
  return { outcome: 'refused' as const, reason: result.reason };
}

describe('深政易 sign-in through the development simulator', () => {
  const time = movableClock(new Date('2026-11-23T02:00:00Z'));
  const server = useTestApp({ clock: time.clock, users: { enterprise: '13800000001' } });
  const { call } = server;

  const codeFor = async (platformUserId: string) =>
    ok(await call('getSzySimulatorCode', { platformUserId })).code;
  const signIn = async (code: string, locale: 'zh' | 'en' = 'zh') =>
    outcomeOf(await call('szyLogin', { param: code }, { locale }));

  it('lists the simulated directory with what each user is linked to', async () => {
    const users = ok(await call('listSzySimulatorUsers', {}));
    expect(users.find((u) => u.platformUserId === 'szy-liming')).toMatchObject({
      name: '李明',
      description: '执法人员账号 13900000001',
    });
    expect(users.find((u) => u.name === '赵雷')?.description).toMatch(/未开通/);
    const en = ok(await call('listSzySimulatorUsers', {}, { locale: 'en' }));
    expect(en.find((u) => u.name === '张伟')?.description).toBe(
      'Linked to enterprise account 13800000001 (refused)',
    );
    expect(await call('getSzySimulatorCode', { platformUserId: 'nobody' })).toMatchObject({ status: 404 });
  });

  it('signs a linked officer in with a session of our own', async () => {
    const result = await signIn(await codeFor('szy-liming'));
    expect(result.outcome).toBe('signedIn');
    if (result.outcome !== 'signedIn') return;
    expect(result.login.user).toMatchObject({ role: 'officer', name: '李明', departmentCode: 'market' });
    expect(ok(await call('getSession', {}, { token: result.login.token }))).toMatchObject({ name: '李明' });
  });

  it('a code signs in once, however many requests carry it at the same time', async () => {
    const code = await codeFor('szy-wangfang');
    const results = await Promise.all(Array.from({ length: 6 }, () => signIn(code)));
    expect(results.filter((r) => r.outcome === 'signedIn')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'refused')).toEqual(
      Array.from({ length: 5 }, () => ({ outcome: 'refused', reason: 'codeInvalid' })),
    );
    expect(await signIn(code)).toEqual({ outcome: 'refused', reason: 'codeInvalid' });
  });

  it('a code expires after five minutes by the server clock', async () => {
    const fresh = await codeFor('szy-hejing');
    const late = await codeFor('szy-hejing');
    time.set(new Date(time.now.getTime() + SZY_CODE_TTL_MS - 1000));
    expect((await signIn(fresh)).outcome).toBe('signedIn');
    time.set(new Date(time.now.getTime() + 2000));
    expect(await signIn(late)).toEqual({ outcome: 'refused', reason: 'codeInvalid' });
  });

  it('refuses a forged or altered code', async () => {
    const code = await codeFor('szy-liming');
    const altered = code.replace('szy-liming', 'szy-wangfang');
    expect(await signIn(altered)).toEqual({ outcome: 'refused', reason: 'codeInvalid' });
    expect(await signIn('szy-liming.1.abc.def')).toEqual({ outcome: 'refused', reason: 'codeInvalid' });
    expect(await signIn('not-a-code')).toEqual({ outcome: 'refused', reason: 'codeInvalid' });
  });

  it('tells an unlinked platform user and an enterprise account apart, and signs neither in', async () => {
    expect(await signIn(await codeFor('szy-zhaolei'))).toEqual({ outcome: 'refused', reason: 'notEnabled' });
    expect(await signIn(await codeFor('szy-zhangwei'))).toEqual({
      outcome: 'refused',
      reason: 'officersOnly',
    });
  });

  it('an empty code is a validation error, not a refusal', async () => {
    const empty = await server.app.inject({ url: '/api/app/thirdLogin/szyptLogin/%20' });
    expect(empty.json()).toMatchObject({ code: 400 });
  });

  it('signs the SDK configuration for pages of this service only, for officers only', async () => {
    const result = await signIn(await codeFor('szy-liming'));
    if (result.outcome !== 'signedIn') throw new Error('not signed in');
    const token = result.login.token;
    const config = ok(await call('szyGetToken', { url: `${PAGE}#section` }, { token }));
    expect(config).toMatchObject({
      corpId: 'simulated-corp',
      jsApiList: ['scanQRCode', 'chooseImage', 'getLocalImgData'],
      renewed: null,
    });
    // the fragment is not part of what is signed
    expect(config.signature).toBe(
      signSdkConfig('simulated-jsapi-ticket', config.nonceStr, config.timestamp, PAGE),
    );
    expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(60);

    const foreign = await call('szyGetToken', { url: 'https://evil.example/page' }, { token });
    expect(foreign).toMatchObject({ status: 400, fields: { url: '只能为本服务的页面签名' } });
    expect(await call('szyGetToken', { url: PAGE }, { token: server.tokens.enterprise })).toMatchObject({
      status: 403,
    });
    expect(await call('szyGetToken', { url: PAGE })).toMatchObject({ status: 401 });
  });

  it('renews the session once less than half of its lifetime is left; the old token still works', async () => {
    const result = await signIn(await codeFor('szy-huanglei'));
    if (result.outcome !== 'signedIn') throw new Error('not signed in');
    const old = result.login.token;
    await server.database.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 5 * 3_600_000) })
      .where(eq(sessions.tokenHash, sha256(old)));
    const config = ok(await call('szyGetToken', { url: PAGE }, { token: old }));
    expect(config.renewed).not.toBeNull();
    expect(new Date(config.renewed!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    expect(ok(await call('getSession', {}, { token: config.renewed!.token }))).toMatchObject({
      name: '黄磊',
    });
    expect(ok(await call('getSession', {}, { token: old }))).toMatchObject({ name: '黄磊' });
  });

  it('prunes redeemed codes a day old', async () => {
    const { db } = server.database.handle;
    await db
      .insert(szyRedeemedCodes)
      .values({ codeHash: 'old', redeemedAt: new Date(time.now.getTime() - 25 * 3_600_000) });
    await signIn(await codeFor('szy-liming'));
    expect(await db.select().from(szyRedeemedCodes).where(eq(szyRedeemedCodes.codeHash, 'old'))).toEqual([]);
  });

  it('links by `npm run szy:link`: officers only, one platform user per account', async () => {
    const { db } = server.database.handle;
    await expect(linkSzyUser(db, 'szy-new', '13800000002')).rejects.toThrow(/not an officer/);
    await expect(linkSzyUser(db, 'szy-new', '13000000000')).rejects.toThrow(/no account/);
    await linkSzyUser(db, 'szy-zhaolei', '13900000003');
    expect((await signIn(await codeFor('szy-zhaolei'))).outcome).toBe('signedIn');
    // 何静 is now 赵雷's only: her old platform user is no longer linked
    expect(await db.select().from(szyUserLinks).where(eq(szyUserLinks.platformUserId, 'szy-hejing'))).toEqual(
      [],
    );
    expect(await signIn(await codeFor('szy-hejing'))).toEqual({ outcome: 'refused', reason: 'notEnabled' });
  });
});

describe('深政易 switched off in production without its settings', () => {
  const server = useTestApp({ config: { mode: 'production' } });
  it('answers 404 for the platform sign-in and the simulator', async () => {
    expect(await server.call('szyLogin', { param: 'anything' })).toMatchObject({ status: 404 });
    expect(await server.call('listSzySimulatorUsers', {})).toMatchObject({ status: 404 });
    expect(await server.call('getSzySimulatorCode', { platformUserId: 'szy-liming' })).toMatchObject({
      status: 404,
    });
  });
});

/** A stand-in for the platform's server API on loopback, answering as WeCom does. */
function fakePlatform() {
  const state = {
    tokenFetches: 0,
    ticketFetches: 0,
    down: false,
    staleOnce: false,
    users: new Map<string, { userid?: string; openid?: string }>(),
  };
  const answer = (url: URL): object => {
    if (url.pathname === '/cgi-bin/gettoken') {
      state.tokenFetches += 1;
      if (url.searchParams.get('corpsecret') !== 'platform-secret')
        return { errcode: 40001, errmsg: 'bad secret' };
      return { errcode: 0, access_token: `token-${state.tokenFetches}`, expires_in: 7200 };
    }
    const current = `token-${state.tokenFetches}`;
    if (url.searchParams.get('access_token') !== current || state.staleOnce) {
      state.staleOnce = false;
      return { errcode: 42001, errmsg: 'access_token expired' };
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      const user = state.users.get(url.searchParams.get('code') ?? '');
      state.users.delete(url.searchParams.get('code') ?? '');
      return user ? { errcode: 0, ...user } : { errcode: 40029, errmsg: 'invalid code' };
    }
    if (url.pathname === '/cgi-bin/get_jsapi_ticket') {
      state.ticketFetches += 1;
      return { errcode: 0, ticket: 'platform-ticket', expires_in: 7200 };
    }
    return { errcode: 404, errmsg: 'no such call' };
  };
  const http: Server = createServer((request, response) => {
    if (state.down) {
      response.writeHead(502).end('bad gateway');
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer(new URL(request.url ?? '/', 'http://platform'))));
  });
  return { state, http };
}

describe('深政易 over HTTP (the platform on loopback)', () => {
  const platform = fakePlatform();
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => platform.http.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(platform.http.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => platform.http.close(() => resolve())));

  const server = useTestApp({
    config: {
      get szy() {
        return { baseUrl, corpId: 'ww-corp', agentId: '1000007', secret: 'platform-secret' };
      },
    },
  });

  it('exchanges a code once, caches the access token and renews a stale one', async () => {
    platform.state.users.set('code-1', { userid: 'szy-liming' });
    platform.state.users.set('code-2', { userid: 'szy-wangfang' });
    const first = ok(await server.call('szyLogin', { param: 'code-1' }));
    const second = ok(await server.call('szyLogin', { param: 'code-2' }));
    expect([first.outcome, second.outcome]).toEqual(['signedIn', 'signedIn']);
    expect(platform.state.tokenFetches).toBe(1);

    platform.state.staleOnce = true;
    platform.state.users.set('code-3', { userid: 'szy-hejing' });
    expect(ok(await server.call('szyLogin', { param: 'code-3' })).outcome).toBe('signedIn');
    expect(platform.state.tokenFetches).toBe(2);

    expect(outcomeOf(await server.call('szyLogin', { param: 'unknown' }))).toEqual({
      outcome: 'refused',
      reason: 'codeInvalid',
    });
    // someone outside the organisation: an open id only
    platform.state.users.set('code-4', { openid: 'o-123' });
    expect(outcomeOf(await server.call('szyLogin', { param: 'code-4' }))).toEqual({
      outcome: 'refused',
      reason: 'notEnabled',
    });
  });

  it('an unreachable platform fails the call (503) and leaves the code usable', async () => {
    platform.state.users.set('code-5', { userid: 'szy-liming' });
    platform.state.down = true;
    expect(await server.call('szyLogin', { param: 'code-5' })).toMatchObject({ status: 503 });
    platform.state.down = false;
    expect(ok(await server.call('szyLogin', { param: 'code-5' })).outcome).toBe('signedIn');
  });

  it('signs with the platform ticket, fetched once for many pages', async () => {
    platform.state.users.set('code-6', { userid: 'szy-liming' });
    const login = ok(await server.call('szyLogin', { param: 'code-6' }));
    if (login.outcome !== 'signedIn') throw new Error('not signed in');
    const token = login.login.token;
    const configs = await Promise.all(
      [1, 2, 3].map(() => server.call('szyGetToken', { url: PAGE }, { token })),
    );
    expect(platform.state.ticketFetches).toBe(1);
    for (const result of configs) {
      const config = ok(result);
      expect(config).toMatchObject({ corpId: 'ww-corp', agentId: '1000007' });
      expect(config.signature).toBe(
        signSdkConfig('platform-ticket', config.nonceStr, config.timestamp, PAGE),
      );
    }
    // the platform's simulator is not there when the platform itself is
    expect(await server.call('getSzySimulatorCode', { platformUserId: 'szy-liming' })).toMatchObject({
      status: 404,
    });
  });
});

describe('WeCom JS-SDK signature', () => {
  it('matches the documented example', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(
      signSdkConfig(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});
