import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from './test-app';
import { NOT_LOGGED_IN_MESSAGES, type Envelope } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { sessions } from '../../server/db/schema/session';
import { rateLimits } from '../../server/db/schema/throttle';
import { sha256 } from '../../server/http/auth';

const server = useTestApp();
const { login } = server;

const en = { 'accept-language': 'en-US,en;q=0.9' };

describe('error envelopes', () => {
  it('failed operation: HTTP 200, code 500, localized reason, same for unknown user', async () => {
    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      payload: { username: '13800000001', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ code: 500, message: '账号或密码错误', data: null });

    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: en,
      payload: { username: '13812345678', password: 'Demo@2026' },
    });
    expect(unknown.json()).toEqual({ code: 500, message: 'Account or password is wrong', data: null });
  });

  it('no token: 401 with the not-logged-in message in zh and en', async () => {
    const zh = await server.app.inject({ url: '/api/getGoodsNum' });
    expect(zh.statusCode).toBe(401);
    expect(zh.json()).toEqual({ code: 401, message: NOT_LOGGED_IN_MESSAGES.zh, data: null });

    const english = await server.app.inject({
      url: '/api/getGoodsNum',
      headers: { ...en, token: 'made-up-token' },
    });
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ code: 401, message: NOT_LOGGED_IN_MESSAGES.en, data: null });
  });

  it('expired token: 401 with code 50005', async () => {
    const token = await login('13800000002');
    await server.database.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const response = await server.app.inject({ url: '/api/app/session', headers: { token } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 50005, message: '登录已过期，请重新登录', data: null });
    const english = await server.app.inject({ url: '/api/app/session', headers: { token, ...en } });
    expect(english.json<Envelope>().message).toBe('Your login has expired, please log in again');
  });

  it('forbidden: 403 for an officer asking for authorizations', async () => {
    const token = await login('13900000001');
    const response = await server.app.inject({
      url: '/api/app/code/authorization/queryList',
      headers: { token, ...en },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: 'No permission', data: null });
  });

  it('validation: wrong type names the field and the reason', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      payload: { username: 13800000001, password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Envelope>();
    expect(body).toMatchObject({ code: 400, data: null, fields: { username: '类型错误，应为字符串' } });
    expect(body.message).toBe('参数校验失败：username 类型错误，应为字符串');
  });

  it('validation: missing field and bad format, in English', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: en,
      payload: { username: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().fields).toEqual({
      username: 'must be a valid mobile number',
      password: 'is required',
    });
    expect(response.json<Envelope>().message).toBe('Invalid request: username must be a valid mobile number');
  });

  it('validation: unknown fields are rejected', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: en,
      payload: { username: '13800000001', password: 'x', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().fields).toEqual({ isAdmin: 'is not an allowed field' });

    const query = await server.app.inject({ url: '/api/getCarousel?debug=1' });
    expect(query.statusCode).toBe(400);
    expect(query.json<Envelope>().fields).toEqual({ debug: '是不支持的字段' });
  });

  it('validation: oversize strings and invalid enum values', async () => {
    const token = await login('13800000001');
    const long = await server.app.inject({
      url: `/api/app/code/authorization/queryList?enterpriseNumber=${'9'.repeat(33)}`,
      headers: { token, ...en },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<Envelope>().fields).toEqual({ enterpriseNumber: 'must be at most 32 characters' });

    const password = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      payload: { username: '13800000001', password: 'x'.repeat(129) },
    });
    expect(password.json<Envelope>().fields).toEqual({ password: '长度不能超过 128 个字符' });

    const dict = await server.app.inject({ url: '/api/app/queryDict?dictType=planets', headers: en });
    expect(dict.statusCode).toBe(400);
    expect(dict.json<Envelope>().fields?.dictType).toMatch(/^must be one of: department, inspection_type/);
  });

  it('malformed JSON: 400 envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: '请求内容格式错误', data: null });
  });

  it('body too large: 413 envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: { 'content-type': 'application/json', ...en },
      payload: JSON.stringify({ username: '13800000001', password: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: 'The request body is too large', data: null });
  });

  it('unsupported content type: 415 envelope', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: '不支持的请求内容类型', data: null });
    // Plain text parses as a string, which is not the object the call expects.
    const text = await server.app.inject({
      method: 'POST',
      url: '/api/appLogin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<Envelope>().fields).toEqual({ body: '类型错误，应为对象' });
  });

  it('unknown route: 404 envelope', async () => {
    const response = await server.app.inject({ url: '/api/nope', headers: en });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      message: 'The requested resource does not exist',
      data: null,
    });
    const wrongMethod = await server.app.inject({ method: 'DELETE', url: '/api/getCarousel' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json<Envelope>().code).toBe(404);
  });

  it('login rate limit: 429 envelope after LOGIN_RATE_LIMIT_PER_MINUTE attempts', async () => {
    // Attempts are counted in the database (shared by every process); start from none.
    await server.database.handle.db.delete(rateLimits);
    const limited = await buildApp({
      config: testConfig({ loginRateLimitPerMinute: 3 }),
      database: server.database.handle,
    });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/appLogin',
          headers: en,
          payload: { username: '13800000001', password: 'wrong' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).json<Envelope>().code).toBe(500);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        code: 429,
        message: 'Too many requests, please try again later',
        data: null,
      });
      const exchange = await limited.inject({
        method: 'POST',
        url: '/api/app/thirdLogin/siqLogin',
        payload: { code: 'x' },
      });
      expect(exchange.json<Envelope>().code).toBe(500);
      // Reads are not rate limited.
      expect((await limited.inject({ url: '/api/getCarousel' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('unexpected error: 500 "server busy" without stack or SQL', async () => {
    const broken = await buildApp({ config: testConfig(), database: server.database.handle });
    broken.get('/boom', async () => {
      throw new Error('relation "users" does not exist: SELECT * FROM users');
    });
    try {
      const response = await broken.inject({ url: '/boom', headers: en });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 500,
        message: 'The server is busy, please try again later',
        data: null,
      });
      expect(response.body).not.toMatch(/SELECT|stack|users/);
    } finally {
      await broken.close();
    }
  });
});

describe('health', () => {
  it('pings the database', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 20000, message: 'ok', data: { status: 'ok' } });
  });
});

describe('cross-cutting headers', () => {
  it('answers CORS only for allowed origins and allows the token header', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/getGoodsNum',
      headers: {
        origin: 'http://localhost:4001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4001');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('token');

    const evil = await server.app.inject({
      url: '/api/getCarousel',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers that still let the portal load resources', async () => {
    const response = await server.app.inject({ url: '/api/getCarousel' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
