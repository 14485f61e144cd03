import {
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  AxiosError,
  CanceledError,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  HTTP_TIMEOUT_MS,
  http,
  installHttpClient,
  isCancelledRequest,
  request,
  type HttpHooks,
} from './client';
import { NOT_LOGGED_IN_MESSAGES } from '../../../contract/envelope';

type Reply = (config: InternalAxiosRequestConfig) => Partial<AxiosResponse> | Error;

function useServer(reply: Reply) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const result = reply(config);
    if (result instanceof Error) throw result;
    const response = {
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
      data: null,
      ...result,
    } as AxiosResponse;
    if (response.status >= 400)
      throw new AxiosError('HTTP error', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

function makeHooks(overrides: Partial<HttpHooks> = {}): HttpHooks {
  return {
    apiBase: 'http://api.test/api',
    getToken: () => 'token-1',
    getLocale: () => 'zh',
    onNotLoggedIn: vi.fn(),
    onForbidden: vi.fn(),
    reauthenticate: vi.fn(async () => false),
    showError: vi.fn(),
    clearToasts: vi.fn(),
    onPendingChange: vi.fn(),
    ...overrides,
  };
}

const ok = (data: unknown) => ({ data: { code: 20000, message: 'ok', data } });

describe('HTTP client and the error catalogue', () => {
  let uninstall: () => void;
  let hooks: HttpHooks;

  beforeEach(() => {
    hooks = makeHooks();
    uninstall = installHttpClient(hooks);
  });
  afterEach(() => uninstall());

  it('sends the token header and language, never the token in the URL', async () => {
    const calls = useServer(() => ok(3));
    await expect(request('getGoodsNum')).resolves.toBe(3);
    expect(calls[0]?.headers.get('token')).toBe('token-1');
    expect(calls[0]?.headers.get('accept-language')).toBe('zh');
    expect(calls[0]?.url).toBe('/getGoodsNum');
    expect(calls[0]?.baseURL).toBe('http://api.test/api');
  });

  it('sends GET payloads as query parameters', async () => {
    const calls = useServer(() => ok([]));
    await request('queryDict', { dictType: 'department' });
    expect(calls[0]?.params).toEqual({ dictType: 'department' });
  });

  it('posts FORM calls urlencoded', async () => {
    const calls = useServer(() => ok({ token: 't' }));
    await request('appLogin', { username: '13800000001', password: 'p w' });
    expect(calls[0]?.method).toBe('post');
    expect(String(calls[0]?.data)).toBe('username=13800000001&password=p+w');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('rejects body code 500 (error path) and shows its message as a red toast', async () => {
    useServer(() => ({ data: { code: 500, message: '账号或密码错误', data: null } }));
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(500);
    expect(hooks.showError).toHaveBeenCalledWith('账号或密码错误');
  });

  it('resolves any other body at the transport level (success path)', async () => {
    useServer(() => ({ data: { code: 40001, message: '', data: 1 } }));
    await expect(http.get('/x')).resolves.toMatchObject({ data: { code: 40001 } });
  });

  it.each([NOT_LOGGED_IN_MESSAGES.zh, NOT_LOGGED_IN_MESSAGES.en])(
    'sends the user to /login on "%s"',
    async (message) => {
      useServer(() => ({ status: 401, data: { code: 401, message, data: null } }));
      await expect(request('getSession')).rejects.toBeInstanceOf(ApiError);
      expect(hooks.onNotLoggedIn).toHaveBeenCalledTimes(1);
    },
  );

  it('handles HTTP 403 by asking for a login with the current place as target', async () => {
    useServer(() => ({ status: 403, data: { code: 403, message: '无权访问', data: null } }));
    const error = (await request('getSession').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(hooks.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('on 50005 toasts, re-authenticates and retries once without losing the request', async () => {
    uninstall();
    let token = 'old';
    hooks = makeHooks({
      getToken: () => token,
      reauthenticate: vi.fn(async () => {
        token = 'new';
        return true;
      }),
    });
    uninstall = installHttpClient(hooks);
    const calls = useServer((config) =>
      config.headers.get('token') === 'old'
        ? { status: 401, data: { code: 50005, message: 'expired', data: null } }
        : ok(7),
    );
    await expect(request('getGoodsNum')).resolves.toBe(7);
    expect(hooks.showError).toHaveBeenCalledWith('登录凭证已过期，正在重新登录');
    expect(hooks.reauthenticate).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.get('token'))).toEqual(['old', 'new']);
  });

  it('rejects 50005 when re-authentication is not possible', async () => {
    useServer(() => ({ data: { code: 50005, message: 'expired', data: null } }));
    await expect(request('getGoodsNum')).rejects.toMatchObject({ code: 50005 });
  });

  it('rejects with code -1 and the network message when there is no response', async () => {
    useServer(() => new AxiosError('Network Error', 'ERR_NETWORK'));
    await expect(request('getCarousel')).rejects.toMatchObject({
      code: -1,
      message: '网络已断开，请检查网络状态',
    });
  });

  it('rejects other HTTP errors with the response body', async () => {
    const body = { code: 400, message: '手机号格式不正确', data: null, fields: { username: '格式不正确' } };
    useServer(() => ({ status: 400, data: body }));
    const error = (await request('appLogin', { username: '1', password: 'x' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.body).toEqual(body);
    expect(error.fields).toEqual({ username: '格式不正确' });
  });

  it('logs an invalid request method to the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useServer(() => ok(null));
    await http.request({ method: 'FETCH' as never, url: '/x' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('invalid request method'));
    log.mockRestore();
  });

  it('clears toasts when a request cannot be sent', async () => {
    uninstall();
    hooks = makeHooks();
    uninstall = installHttpClient(hooks);
    const failing = http.interceptors.request.use(() => {
      throw new Error('cannot send');
    });
    useServer(() => ok(null));
    const outcome = await http.get('/x').catch((e: unknown) => e);
    http.interceptors.request.eject(failing);
    expect(outcome).toMatchObject({ message: 'cannot send' });
    expect(hooks.clearToasts).toHaveBeenCalled();
  });

  it('uses one 5000 ms timeout and reports pending requests', async () => {
    expect(http.defaults.timeout).toBe(HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUT_MS).toBe(5000);
    useServer(() => ok(1));
    await request('getGoodsNum');
    expect(hooks.onPendingChange).toHaveBeenCalledWith(1);
    expect(hooks.onPendingChange).toHaveBeenLastCalledWith(0);
  });

  it('ejects its interceptors on uninstall', async () => {
    const next = installHttpClient(makeHooks({ getToken: () => null, apiBase: 'http://next.test/api' }));
    uninstall();
    uninstall = next;
    const calls = useServer(() => ok(1));
    await http.get('/x');
    expect(calls[0]?.headers.get('token')).toBeUndefined();
    expect(calls[0]?.baseURL).toBe('http://next.test/api');
  });
});

describe('HTTP client across unmount', () => {
  it('aborts the requests of a mount when it unmounts, and sends none while no app is mounted', async () => {
    let release = () => {};
    const calls: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = (config) => {
      calls.push(config);
      return new Promise((resolve, reject) => {
        config.signal?.addEventListener?.('abort', () => reject(new CanceledError('aborted')));
        release = () => resolve({ status: 200, statusText: 'OK', headers: {}, config, data: ok(1).data });
      });
    };
    const hooks = makeHooks();
    const uninstall = installHttpClient(hooks);
    const inFlight = request('getGoodsNum').catch((error: unknown) => error);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    uninstall();
    expect(isCancelledRequest(await inFlight)).toBe(true);
    release();

    const late = await request('getLanguage').catch((error: unknown) => error);
    expect(isCancelledRequest(late), 'a request after unmount is refused').toBe(true);
    expect(calls, 'and never sent (it would go to the host page without the API base)').toHaveLength(1);
    expect(hooks.showError).not.toHaveBeenCalled();
  });
});
