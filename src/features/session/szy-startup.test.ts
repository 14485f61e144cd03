import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api';
import { runSzyStartup } from './szy-startup';
import { FAILURE_CODE } from '../../../contract/envelope';
import type { SzyHost } from '../../lib/host-sdk/host-sdk';
import { ApiError } from '../../lib/http/client';
import { emptySession, type Session } from '../../lib/session/session-state';

vi.mock('./api', () => ({
  loginWithSzyCode: vi.fn(),
  getSzySdkConfig: vi.fn(),
  getSessionUser: vi.fn(),
}));

const officer = {
  userId: 'u-officer',
  orgId: 'market',
  name: '李明',
  phonenumber: '13900000001',
  role: 'officer' as const,
  enterpriseNumber: null,
  enterpriseName: null,
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  capabilities: [],
};
const login = {
  token: 'tok-1',
  expiresAt: '2026-11-23T12:00:00.000Z',
  phonenumber: officer.phonenumber,
  userId: officer.userId,
  enterpriseNumber: null,
  user: officer,
};
const sdkConfig = {
  corpId: 'corp',
  agentId: '1000001',
  timestamp: 1_795_000_000,
  nonceStr: 'abc',
  signature: 'a'.repeat(40),
  jsApiList: ['scanQRCode'],
  renewed: null,
};

function fakeHost(code: string | null): SzyHost & { configured: unknown[] } {
  const configured: unknown[] = [];
  return {
    platform: 'szy',
    kind: 'szy-simulator',
    configured,
    takeCode: vi.fn(async () => code),
    config: vi.fn(async (config) => void configured.push(config)),
    setTitle: vi.fn(),
    scan: vi.fn(),
    chooseImages: vi.fn(),
    toast: vi.fn(),
  };
}

describe('signing in inside 深政易', () => {
  let session: Session;
  const deps = (host: SzyHost) => ({
    host,
    title: '深圳市行政执法监督码',
    getSession: () => session,
    updateSession: (patch: Partial<Session>) => {
      session = { ...session, ...patch };
    },
    log: vi.fn(),
  });

  beforeEach(() => {
    vi.clearAllMocks();
    session = { ...emptySession };
    vi.mocked(api.loginWithSzyCode).mockResolvedValue({ outcome: 'signedIn', login });
    vi.mocked(api.getSzySdkConfig).mockResolvedValue(sdkConfig);
    vi.mocked(api.getSessionUser).mockResolvedValue(officer);
  });

  it('exchanges the code, keeps the session, then configures the SDK with the signed config', async () => {
    const host = fakeHost('code-1');
    await expect(runSzyStartup(deps(host))).resolves.toEqual({ ok: true });
    expect(api.loginWithSzyCode).toHaveBeenCalledWith('code-1');
    expect(session).toMatchObject({ token: 'tok-1', role: 'officer', userId: 'u-officer' });
    expect(host.configured).toEqual([sdkConfig]);
  });

  it('takes the renewed token the config call brings', async () => {
    vi.mocked(api.getSzySdkConfig).mockResolvedValue({
      ...sdkConfig,
      renewed: { token: 'tok-2', expiresAt: '2026-11-24T00:00:00.000Z' },
    });
    await runSzyStartup(deps(fakeHost('code-1')));
    expect(session.token).toBe('tok-2');
  });

  it.each(['codeInvalid', 'notEnabled', 'officersOnly'] as const)(
    'passes the refusal %s on, signed out and without configuring',
    async (reason) => {
      const body = { code: FAILURE_CODE, message: '深政易登录链接已失效', data: null, reason };
      vi.mocked(api.loginWithSzyCode).mockRejectedValue(new ApiError(FAILURE_CODE, body.message, { body }));
      session = { ...session, token: 'old' };
      const host = fakeHost('code-1');
      await expect(runSzyStartup(deps(host))).resolves.toEqual({ ok: false, problem: reason });
      expect(session.token).toBe('');
      expect(host.configured).toEqual([]);
    },
  );

  it('takes a failure without a known reason for an unreachable service, not for a refusal', async () => {
    const body = { code: FAILURE_CODE, message: '服务器繁忙', data: null, reason: 'somethingNew' };
    vi.mocked(api.loginWithSzyCode).mockRejectedValue(new ApiError(FAILURE_CODE, body.message, { body }));
    await expect(runSzyStartup(deps(fakeHost('code-1')))).resolves.toEqual({
      ok: false,
      problem: 'unavailable',
    });
  });

  it('carries on with the session of this visit when reopened without a code (a reload)', async () => {
    session = { ...session, token: 'tok-kept' };
    await expect(runSzyStartup(deps(fakeHost(null)))).resolves.toEqual({ ok: true });
    expect(api.loginWithSzyCode).not.toHaveBeenCalled();
    expect(session).toMatchObject({ token: 'tok-kept', role: 'officer' });
  });

  it('without a code or a session, asks to open it again from the platform', async () => {
    await expect(runSzyStartup(deps(fakeHost(null)))).resolves.toEqual({ ok: false, problem: 'codeInvalid' });
  });

  it('says the platform is unavailable when the exchange fails, and still signs in when only the SDK fails', async () => {
    vi.mocked(api.loginWithSzyCode).mockRejectedValueOnce(new Error('network'));
    await expect(runSzyStartup(deps(fakeHost('code-1')))).resolves.toEqual({
      ok: false,
      problem: 'unavailable',
    });
    vi.mocked(api.getSzySdkConfig).mockRejectedValueOnce(new Error('network'));
    await expect(runSzyStartup(deps(fakeHost('code-2')))).resolves.toEqual({ ok: true });
    expect(session.token).toBe('tok-1');
  });

  it('refuses a session kept from an enterprise account', async () => {
    session = { ...session, token: 'tok-enterprise' };
    vi.mocked(api.getSessionUser).mockResolvedValue({ ...officer, role: 'enterprise' });
    await expect(runSzyStartup(deps(fakeHost(null)))).resolves.toEqual({
      ok: false,
      problem: 'officersOnly',
    });
  });
});
