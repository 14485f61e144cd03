import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from './api';
import { runHostStartup } from './startup';
import type { MessagingHost } from '../../lib/host-sdk/host-sdk';
import { emptySession, type Session } from '../../lib/session/session-state';

vi.mock('./api', () => ({
  getHostConfig: vi.fn(),
  getHostCredentials: vi.fn(),
  loginWithAuthCode: vi.fn(),
  getAuthorizations: vi.fn(),
}));

const login = {
  token: 'tok',
  expiresAt: '2026-11-23T00:00:00.000Z',
  phonenumber: '13800000001',
  userId: 'u1',
  enterpriseNumber: 'SZ440305000123',
  user: {
    userId: 'u1',
    orgId: 'o1',
    name: '张三',
    phonenumber: '13800000001',
    role: 'enterprise' as const,
    enterpriseNumber: 'SZ440305000123',
    enterpriseName: '鹏程食品',
    departmentCode: null,
    departmentName: null,
  },
};

function fakeHost(overrides: Partial<MessagingHost> = {}): MessagingHost & { calls: string[] } {
  const calls: string[] = [];
  return {
    platform: 'messaging',
    kind: 'simulator',
    calls,
    config: vi.fn(async () => void calls.push('config')),
    ready: vi.fn(async () => void calls.push('ready')),
    setTitle: vi.fn((title: string) => void calls.push(`title:${title}`)),
    getAuthCode: vi.fn(async () => {
      calls.push('code');
      return 'auth-code';
    }),
    scan: vi.fn(),
    chooseImages: vi.fn(),
    toast: vi.fn(),
    ...overrides,
  };
}

describe('host start-up flow (SPEC.md section 4)', () => {
  let session: Session;
  const deps = (host: MessagingHost) => ({
    host,
    title: '深圳市行政执法监督码',
    getSession: () => session,
    updateSession: (patch: Partial<Session>) => {
      session = { ...session, ...patch };
    },
    log: vi.fn(),
  });

  beforeEach(() => {
    session = { ...emptySession };
    vi.mocked(api.getHostConfig).mockResolvedValue({
      access_key: 'k',
      nonce: '123456',
      timestamp: '1700000000000',
      signature: 'f'.repeat(40),
    });
    vi.mocked(api.loginWithAuthCode).mockResolvedValue(login);
    vi.mocked(api.getAuthorizations).mockResolvedValue([
      {
        enterpriseNumber: 'SZ440305000999',
        enterpriseName: '授权企业',
        merchantTel: '13800000001',
        role: 'owner',
      },
    ]);
  });

  it('configures, waits for ready, sets the title, exchanges the code and stores the login', async () => {
    const host = fakeHost();
    await expect(runHostStartup(deps(host))).resolves.toBe(true);
    expect(host.calls).toEqual(['config', 'ready', 'title:深圳市行政执法监督码', 'code']);
    expect(api.loginWithAuthCode).toHaveBeenCalledWith('auth-code');
    expect(session.token).toBe('tok');
    expect(session.userId).toBe('u1');
    expect(session.phonenumber).toBe('13800000001');
    // step 8: the first authorization's enterprise number wins
    expect(session.enterpriseNumber).toBe('SZ440305000999');
  });

  it('does not ask for the merchant authorization of an officer', async () => {
    vi.mocked(api.loginWithAuthCode).mockResolvedValue({
      ...login,
      enterpriseNumber: null,
      user: { ...login.user, role: 'officer', enterpriseNumber: null, enterpriseName: null },
    });
    vi.mocked(api.getAuthorizations).mockClear();
    await expect(runHostStartup(deps(fakeHost()))).resolves.toBe(true);
    expect(api.getAuthorizations).not.toHaveBeenCalled();
  });

  it('signs the config on the client when the server only gives key and secret', async () => {
    vi.mocked(api.getHostConfig).mockRejectedValue(new Error('404'));
    vi.mocked(api.getHostCredentials).mockResolvedValue({
      success: true,
      data: { accessKey: 'key', accessSecret: 's3cr3t' },
    });
    const host = fakeHost();
    await runHostStartup(deps(host));
    const config = vi.mocked(host.config).mock.calls[0]?.[0];
    expect(config?.access_key).toBe('key');
    expect(Number(config?.nonce)).toBeGreaterThanOrEqual(100000);
    expect(Number(config?.nonce)).toBeLessThanOrEqual(999999);
    expect(config?.timestamp).toMatch(/^\d{13}$/);
    expect(config?.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  it('on config failure fetches the authorization with the stored enterprise number and phone, and logs', async () => {
    session = {
      ...session,
      token: 'kept',
      role: 'enterprise',
      enterpriseNumber: 'SZ1',
      phonenumber: '13800000001',
    };
    const host = fakeHost({ config: vi.fn(async () => Promise.reject(new Error('bad signature'))) });
    const d = deps(host);
    await expect(runHostStartup(d)).resolves.toBe(false);
    expect(api.getAuthorizations).toHaveBeenCalledWith({
      enterpriseNumber: 'SZ1',
      merchantTel: '13800000001',
    });
    expect(d.log).toHaveBeenCalledWith('config', expect.any(Error));
    expect(host.getAuthCode).not.toHaveBeenCalled();
  });

  it('never throws: a failed code exchange is logged and reported as not signed in', async () => {
    vi.mocked(api.loginWithAuthCode).mockRejectedValue(new Error('code invalid'));
    const d = deps(fakeHost());
    await expect(runHostStartup(d)).resolves.toBe(false);
    expect(d.log).toHaveBeenCalledWith('login', expect.any(Error));
    expect(session.token).toBe('');
  });
});
