import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, getData, useTestApp } from './test-app';
import { apiSchemas, hostConfigSchema, type LoginData } from '../../contract/api-schemas';
import type { Envelope } from '../../contract/envelope';
import { sessions, users } from '../../server/db/schema/session';
import { createHostConfig, signHostConfig } from '../../server/modules/session/host-signature';

const server = useTestApp();
const { login } = server;

const en = { 'accept-language': 'en' };

describe('login and session', () => {
  it('appLogin accepts JSON and urlencoded bodies and returns login data', async () => {
    const form = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=13800000001&password=Demo%402026',
    });
    const loginData = apiSchemas.appLogin.output.parse(form.json<Envelope>().data);
    expect(loginData).toMatchObject({
      phonenumber: '13800000001',
      enterpriseNumber: 'SZ440305000123',
      user: { role: 'enterprise', name: '张伟', enterpriseName: '深圳市鹏程食品有限公司' },
    });
    expect(loginData.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(loginData.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);

    const json = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      payload: { username: '+8613900000001', password: 'Demo@2026' },
    });
    expect(json.json<Envelope<LoginData>>().data.user).toMatchObject({
      role: 'officer',
      departmentCode: 'market',
      departmentName: '市场监督管理局',
      enterpriseNumber: null,
    });
  });

  it('getSession returns the user; logout revokes the token', async () => {
    const token = await login('13800000003');
    const user = await getData(server.app, 'getSession', '/api/app/session', { token });
    expect(user).toMatchObject({ phonenumber: '13800000003', enterpriseNumber: null, role: 'enterprise' });

    const logout = await server.app.inject({ method: 'POST', url: '/api/app/logout', headers: { token } });
    expect(logout.json()).toEqual({ code: 20000, message: 'ok', data: null });
    const after = await server.app.inject({ url: '/api/app/session', headers: { token } });
    expect(after.statusCode).toBe(401);
    expect(after.json<Envelope>().code).toBe(401);
  });

  it('development: lists test accounts and logs in as one', async () => {
    const accounts = await getData(server.app, 'listTestAccounts', '/api/app/thirdLogin/testAccounts', en);
    expect(accounts.map((a: { account: string }) => a.account)).toEqual([
      '13700000001',
      '13700000002',
      '13800000001',
      '13800000002',
      '13800000003',
      '13900000001',
      '13900000002',
      '13900000003',
      '13900000004',
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `1360000000${n}`),
    ]);
    expect(accounts[9]?.description).toBe('Service provider · Anxin Fire Equipment Co.');
    expect(accounts[2]?.description).toContain('Shenzhen Pengcheng Food');
    expect(accounts[1]?.description).toContain('department head');
    expect(accounts[0]?.description).toContain('supervisor');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/app/thirdLogin/testLogin',
      payload: { account: '13900000002' },
    });
    expect(response.json<Envelope<LoginData>>().data.user).toMatchObject({
      name: '王芳',
      departmentCode: 'health',
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/app/thirdLogin/testLogin',
      payload: { account: '13700000000' },
    });
    expect(unknown.json()).toEqual({ code: 500, message: '测试账号不存在', data: null });
  });

  it('auth code: issued by the simulator, exchanged once, then invalid', async () => {
    const { code } = await getData(
      server.app,
      'getSiqCode',
      '/api/app/thirdLogin/getSiqCode?account=13800000002',
    );
    const exchange = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/app/thirdLogin/siqLogin',
        headers: en,
        payload: { code },
      });
    const first = (await exchange()).json<Envelope<LoginData>>();
    expect(first.code).toBe(20000);
    expect(first.data).toMatchObject({
      phonenumber: '13800000002',
      userId: 'usr-13800000002',
      enterpriseNumber: 'SZ440305000456',
    });
    expect(typeof first.data.token).toBe('string');
    expect((await exchange()).json()).toEqual({
      code: 500,
      message: 'The auth code is invalid or has expired',
      data: null,
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/app/thirdLogin/siqLogin',
      payload: { code: 'never-issued' },
    });
    expect(unknown.json()).toEqual({ code: 500, message: '授权码无效或已过期', data: null });
  });

  it('production mode hides every development endpoint behind a 404 envelope', async () => {
    const production = await buildTestApp(server.database, { mode: 'production' });
    try {
      for (const [method, url, payload] of [
        ['GET', '/api/app/thirdLogin/testAccounts', undefined],
        ['GET', '/api/app/thirdLogin/getSiqCode?account=13800000001', undefined],
        ['POST', '/api/app/thirdLogin/testLogin', { account: '13800000001' }],
      ] as const) {
        const response = await production.inject({ method, url, payload });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 404, data: null });
      }
      expect((await production.inject({ url: '/api/getCarousel' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('demo accounts (issue 12, 3 and 12)', () => {
  it('a development data directory started in production: no demo account signs in or keeps a session', async () => {
    const developmentToken = await login('13900000001');
    const colleagueToken = await login('13900000011');
    const production = await buildTestApp(server.database, { mode: 'production' });
    try {
      for (const phone of ['13800000001', '13900000001', '13900000011']) {
        const response = await production.inject({
          method: 'POST',
          url: '/api/appLogin',
          headers: en,
          payload: { username: phone, password: 'Demo@2026' },
        });
        // Before the fix: code 20000 and a token.
        expect(response.json(), phone).toEqual({
          code: 500,
          message: 'Account or password is wrong',
          data: null,
        });
      }
      for (const token of [developmentToken, colleagueToken]) {
        const response = await production.inject({ url: '/api/app/session', headers: { token } });
        expect(response.statusCode).toBe(401);
      }
      const [issued] = await server.database.handle.db
        .select({ n: sql<number>`count(*)` })
        .from(sessions)
        .where(and(eq(sessions.userId, 'usr-13800000001'), isNull(sessions.revokedAt)));
      // Refused sign-ins leave no live session behind (the one of this file's own logins aside).
      expect(Number(issued?.n)).toBeLessThanOrEqual(1);
    } finally {
      await production.close();
    }
    // The same data in development still has its demo accounts.
    expect(
      (await server.app.inject({ url: '/api/app/session', headers: { token: developmentToken } })).statusCode,
    ).toBe(200);
  });

  it('every demo account has its own salt', async () => {
    const rows = await server.database.handle.db
      .select({ phone: users.phone, hash: users.passwordHash })
      .from(users)
      .where(eq(users.isDemo, true));
    expect(rows.length).toBeGreaterThanOrEqual(18);
    const salts = rows.map((r) => r.hash.split('$')[4]);
    // Before the fix: the 13 colleagues shared one hash and salt (and were not marked as demo accounts).
    expect(new Set(salts).size).toBe(rows.length);
  });
});

describe('host app configuration', () => {
  it('getHostConfig is signed on the server and never carries the secret', async () => {
    const config = await getData(server.app, 'getHostConfig', '/api/app/thirdLogin/hostConfig');
    expect(config.access_key).toBe('dev-access-key');
    expect(JSON.stringify(config)).not.toContain('dev-access-secret');
  });

  it('getHostCredentials is 404 unless the compatibility setting is on', async () => {
    const off = await server.app.inject({ url: '/api/app/thirdLogin/accessCredentials' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ code: 404, data: null });

    const compat = await buildTestApp(server.database, { hostCredentialsCompat: true });
    try {
      const on = await compat.inject({ url: '/api/app/thirdLogin/accessCredentials' });
      expect(on.json()).toEqual({
        code: 20000,
        message: 'ok',
        data: {
          success: true,
          data: { accessKey: 'dev-access-key', accessSecret: 'dev-access-secret-not-for-production' },
        },
      });
    } finally {
      await compat.close();
    }
  });
});

describe('merchant authorizations', () => {
  it('queryAuthorizationList returns the own enterprise rows, filtered by tel', async () => {
    const token = await login('13800000001');
    const all = await getData(server.app, 'queryAuthorizationList', '/api/app/code/authorization/queryList', {
      token,
    });
    expect(all).toEqual([
      {
        enterpriseNumber: 'SZ440305000123',
        enterpriseName: '深圳市鹏程食品有限公司',
        merchantTel: '13800000001',
        role: 'owner',
      },
      {
        enterpriseNumber: 'SZ440305000123',
        enterpriseName: '深圳市鹏程食品有限公司',
        merchantTel: '13800000011',
        role: 'staff',
      },
    ]);
    const filtered = await getData(
      server.app,
      'queryAuthorizationList',
      '/api/app/code/authorization/queryList?enterpriseNumber=SZ440305000123&merchantTel=13800000011',
      { token },
    );
    expect(filtered).toHaveLength(1);
    const merchant = await getData(
      server.app,
      'queryAuthorizationList',
      '/api/app/code/authorization/queryList',
      {
        token: await login('13800000003'),
      },
    );
    expect(merchant).toEqual([]);
  });

  it("enterprise A asking for enterprise B's authorizations gets 404 and learns nothing", async () => {
    const token = await login('13800000001');
    const other = await server.app.inject({
      url: '/api/app/code/authorization/queryList?enterpriseNumber=SZ440305000456',
      headers: { token },
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 404, message: '请求的接口不存在', data: null });
    expect(other.body).not.toMatch(/13800000022|南山精密|SZ440305000456/);
    // A number that does not exist answers exactly the same.
    const ghost = await server.app.inject({
      url: '/api/app/code/authorization/queryList?enterpriseNumber=SZ000000000000',
      headers: { token },
    });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.body).toBe(other.body);
    const merchant = await server.app.inject({
      url: '/api/app/code/authorization/queryList?enterpriseNumber=SZ440305000456',
      headers: { token: await login('13800000003') },
    });
    expect(merchant.statusCode).toBe(404);
    expect(merchant.body).toBe(other.body);
  });
});

describe('host SDK config signature', () => {
  it('matches the known answer from HOST_SDK.md', () => {
    expect(signHostConfig('s3cr3t', '123456', '1700000000000')).toBe(
      'f962fcdd0ca75cbff8450c37d21c159edd0c5cd2',
    );
  });

  it('signs a fresh 6-digit nonce and millisecond timestamp', () => {
    const config = createHostConfig('key', 's3cr3t', 1700000000000);
    expect(hostConfigSchema.parse(config)).toEqual(config);
    expect(Number(config.nonce)).toBeGreaterThanOrEqual(100000);
    expect(Number(config.nonce)).toBeLessThanOrEqual(999999);
    expect(config.signature).toBe(signHostConfig('s3cr3t', config.nonce, '1700000000000'));
  });
});
