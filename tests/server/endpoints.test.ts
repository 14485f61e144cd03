import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSchemas } from '../../contract/api-schemas';
import { messageSets } from '../../server/db/schema';
import { buildTestApp, login, openTestDatabase, type TestDatabase } from './test-app';

const INJECTION = "Robert'); DROP TABLE users; -- <script>alert(1)</script>";

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  // Stored before the first read so the message-set cache picks it up.
  await database.handle.db
    .insert(messageSets)
    .values({ locale: 'en', key: 'test.injection', value: INJECTION });
  app = await buildTestApp(database, { publicUrl: 'https://code.example.test' });
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

const en = { 'accept-language': 'en' };

async function data(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.code).toBe(20000);
  expect(body.message).toBe('ok');
  return body.data;
}

describe('public content', () => {
  it('getLanguage returns zh and en message sets', async () => {
    const sets = apiSchemas.getLanguage.output.parse(await data('/api/getLanguage'));
    expect(sets.zh?.['app.title']).toBe('深圳市行政执法监督码');
    expect(sets.zh?.['home.logoCaption']).toBe('扫码入企 · 无事不扰');
    expect(sets.en?.['home.footer']).toBe(
      'Shenzhen Municipal Bureau of Justice · Enforcement Supervision Code Service',
    );
  });

  it('stores and returns injection strings verbatim', async () => {
    const sets = await data('/api/getLanguage');
    expect(sets.en['test.injection']).toBe(INJECTION);
    const accounts = await data('/api/app/thirdLogin/testAccounts');
    expect(accounts).toHaveLength(5);
  });

  it('getCarousel gives localized titles and absolute image URLs that resolve', async () => {
    const zh = await data('/api/getCarousel');
    const english = await data('/api/getCarousel', en);
    expect(zh.length).toBeGreaterThanOrEqual(3);
    expect(zh[0].title).toBe('扫码入企 · 无事不扰');
    expect(english[0].title).toBe('Scan before inspecting · No disturbance without cause');
    for (const item of zh) {
      expect(item.img).toMatch(/^https:\/\/code\.example\.test\/api\/media\/[a-z-]+\.svg$/);
      const image = await app.inject({ url: new URL(item.img).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toContain('max-age=');
      expect(image.body).toContain('<svg');
    }
    const missing = await app.inject({ url: '/api/media/..%2Fapp.ts' });
    expect(missing.statusCode).toBe(404);
  });

  it('queryDict returns localized labels for every dictionary', async () => {
    const departments = await data('/api/app/queryDict?dictType=department');
    expect(departments.map((d: { value: string }) => d.value)).toEqual([
      'market',
      'health',
      'ecology',
      'emergency',
      'urban',
    ]);
    expect(departments[0].label).toBe('市场监督管理局');
    const departmentsEn = await data('/api/app/queryDict?dictType=department', en);
    expect(departmentsEn[1].label).toBe('Health Commission');
    expect(
      (await data('/api/app/queryDict?dictType=inspection_type')).map((d: { value: string }) => d.value),
    ).toEqual(['routine', 'triggered', 'case']);
    expect(await data('/api/app/queryDict?dictType=inspection_result', en)).toEqual([
      { value: 'compliant', label: 'Compliant', sort: 4 },
      { value: 'non_compliant', label: 'Non-compliant', sort: 5 },
    ]);
    const levels = await data('/api/app/queryDict?dictType=evaluation_level');
    expect(levels.map((l: { label: string }) => l.label)).toEqual([
      '非常满意',
      '满意',
      '基本满意',
      '不满意',
      '非常不满意',
    ]);
  });

  it('getRegionCascade returns Shenzhen districts with their streets', async () => {
    const tree = await data('/api/app/code/item/getRegionCascade');
    expect(tree).toHaveLength(10);
    expect(tree.map((d: { name: string }) => d.name)).toContain('大鹏新区');
    const nanshan = tree.find((d: { code: string }) => d.code === '440305');
    expect(nanshan.name).toBe('南山区');
    expect(nanshan.children.map((s: { name: string }) => s.name)).toContain('粤海街道');
    expect(nanshan.children[0].code).toMatch(/^440305\d{3}$/);
    const streets = tree.reduce((n: number, d: { children: unknown[] }) => n + d.children.length, 0);
    expect(streets).toBe(74);
    const english = await data('/api/app/code/item/getRegionCascade', en);
    expect(english.find((d: { code: string }) => d.code === '440304').name).toBe('Futian District');
  });

  it('getHostConfig is signed on the server and never carries the secret', async () => {
    const config = apiSchemas.getHostConfig.output.parse(await data('/api/app/thirdLogin/hostConfig'));
    expect(config.access_key).toBe('dev-access-key');
    expect(JSON.stringify(config)).not.toContain('dev-access-secret');
  });

  it('getHostCredentials is 404 unless the compatibility setting is on', async () => {
    const off = await app.inject({ url: '/api/app/thirdLogin/accessCredentials' });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ code: 404, data: null });

    const compat = await buildTestApp(database, { hostCredentialsCompat: true });
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

  it('health pings the database', async () => {
    expect(await data('/api/health')).toMatchObject({ status: 'ok' });
  });
});

describe('login and session', () => {
  it('appLogin accepts JSON and urlencoded bodies and returns login data', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=13800000001&password=Demo%402026',
    });
    const loginData = apiSchemas.appLogin.output.parse(form.json().data);
    expect(loginData).toMatchObject({
      phonenumber: '13800000001',
      enterpriseNumber: 'SZ440305000123',
      user: { role: 'enterprise', name: '张伟', enterpriseName: '深圳市鹏程食品有限公司' },
    });
    expect(loginData.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(loginData.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);

    const json = await app.inject({
      method: 'POST',
      url: '/api/appLogin',
      payload: { username: '+8613900000001', password: 'Demo@2026' },
    });
    expect(json.json().data.user).toMatchObject({
      role: 'officer',
      departmentCode: 'market',
      departmentName: '市场监督管理局',
      enterpriseNumber: null,
    });
  });

  it('getSession returns the user; logout revokes the token', async () => {
    const token = await login(app, '13800000003');
    const user = await data('/api/app/session', { token });
    expect(user).toMatchObject({ phonenumber: '13800000003', enterpriseNumber: null, role: 'enterprise' });

    const logout = await app.inject({ method: 'POST', url: '/api/app/logout', headers: { token } });
    expect(logout.json()).toEqual({ code: 20000, message: 'ok', data: null });
    const after = await app.inject({ url: '/api/app/session', headers: { token } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(401);
  });

  it('development: lists test accounts and logs in as one', async () => {
    const accounts = await data('/api/app/thirdLogin/testAccounts', en);
    expect(accounts.map((a: { account: string }) => a.account)).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13900000001',
      '13900000002',
    ]);
    expect(accounts[0].description).toContain('Shenzhen Pengcheng Food');
    const response = await app.inject({
      method: 'POST',
      url: '/api/app/thirdLogin/testLogin',
      payload: { account: '13900000002' },
    });
    expect(response.json().data.user).toMatchObject({ name: '王芳', departmentCode: 'health' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/app/thirdLogin/testLogin',
      payload: { account: '13700000000' },
    });
    expect(unknown.json()).toEqual({ code: 500, message: '测试账号不存在', data: null });
  });

  it('auth code: issued by the simulator, exchanged once, then invalid', async () => {
    const { code } = await data('/api/app/thirdLogin/getSiqCode?account=13800000002');
    const exchange = () =>
      app.inject({ method: 'POST', url: '/api/app/thirdLogin/siqLogin', headers: en, payload: { code } });
    const first = (await exchange()).json();
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
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/app/thirdLogin/siqLogin',
      payload: { code: 'never-issued' },
    });
    expect(unknown.json()).toEqual({ code: 500, message: '授权码无效或已过期', data: null });
  });

  it('production mode hides every development endpoint behind a 404 envelope', async () => {
    const production = await buildTestApp(database, { mode: 'production' });
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

describe('enterprise data', () => {
  it('getGoodsNum sums the cart of the logged-in user', async () => {
    expect(await data('/api/getGoodsNum', { token: await login(app, '13800000001') })).toBe(3);
    expect(await data('/api/getGoodsNum', { token: await login(app, '13800000002') })).toBe(0);
  });

  it('queryAuthorizationList returns the own enterprise rows, filtered by tel', async () => {
    const token = await login(app, '13800000001');
    const all = await data('/api/app/code/authorization/queryList', { token });
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
    const filtered = await data(
      '/api/app/code/authorization/queryList?enterpriseNumber=SZ440305000123&merchantTel=13800000011',
      { token },
    );
    expect(filtered).toHaveLength(1);
    const merchant = await data('/api/app/code/authorization/queryList', {
      token: await login(app, '13800000003'),
    });
    expect(merchant).toEqual([]);
  });

  it("enterprise A asking for enterprise B's authorizations gets 403 and learns nothing", async () => {
    const token = await login(app, '13800000001');
    const other = await app.inject({
      url: '/api/app/code/authorization/queryList?enterpriseNumber=SZ440305000456',
      headers: { token },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 403, message: '无权限访问', data: null });
    expect(other.body).not.toMatch(/13800000022|南山精密|SZ440305000456/);
    // A number that does not exist answers exactly the same.
    const ghost = await app.inject({
      url: '/api/app/code/authorization/queryList?enterpriseNumber=SZ000000000000',
      headers: { token },
    });
    expect(ghost.statusCode).toBe(403);
    expect(ghost.body).toBe(other.body);
    const merchant = await app.inject({
      url: '/api/app/code/authorization/queryList?enterpriseNumber=SZ440305000456',
      headers: { token: await login(app, '13800000003') },
    });
    expect(merchant.statusCode).toBe(403);
  });
});
