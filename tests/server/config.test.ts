import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('config', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      portalPort: 4001,
      host: '127.0.0.1',
      mode: 'development',
      sessionTtlHours: 12,
    });
    expect(config.allowedOrigins).toContain('http://localhost:4001');
    expect(config.hostCredentialsCompat).toBe(false);
  });

  it('names every bad value with what it should be', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        PORTAL_PORT: '70000',
        DATABASE_URL: 'mysql://x',
        ALLOWED_ORIGINS: 'not a url',
        HOST_CREDENTIALS_COMPAT: 'maybe',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be a number (got "abc")');
    expect(message).toContain('PORTAL_PORT must be between 1 and 65535');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('ALLOWED_ORIGINS');
    expect(message).toContain('HOST_CREDENTIALS_COMPAT must be true or false');
  });

  it('requires host SDK credentials in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /HOST_ACCESS_KEY is required in production mode/,
    );
    const config = loadConfig({
      APP_MODE: 'production',
      HOST_ACCESS_KEY: 'k',
      HOST_ACCESS_SECRET: 'secret-123',
      CODE_SIGNING_SECRET: 'a-production-code-signing-secret-0123456789',
    });
    expect(config.mode).toBe('production');
    expect(() =>
      loadConfig({ APP_MODE: 'production', HOST_ACCESS_KEY: 'k', HOST_ACCESS_SECRET: 'secret-123' }),
    ).toThrow(/CODE_SIGNING_SECRET is required in production mode/);
  });
  it('connects 深政易 by all four SZY_* settings or none', () => {
    expect(loadConfig({}).szy).toBeNull();
    const full = {
      SZY_BASE_URL: 'https://szy.example.gov.cn/',
      SZY_CORP_ID: 'ww-corp',
      SZY_AGENT_ID: '1000007',
      SZY_SECRET: 'platform-secret',
    };
    expect(loadConfig(full).szy).toEqual({
      baseUrl: 'https://szy.example.gov.cn',
      corpId: 'ww-corp',
      agentId: '1000007',
      secret: 'platform-secret',
    });
    expect(() => loadConfig({ SZY_BASE_URL: full.SZY_BASE_URL, SZY_CORP_ID: 'ww-corp' })).toThrow(
      /SZY_AGENT_ID is required with the other 深政易 settings[\s\S]*SZY_SECRET is required/,
    );
  });

  it('seeds demo accounts in development only, unless told otherwise', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    const production = {
      APP_MODE: 'production',
      HOST_ACCESS_KEY: 'key',
      HOST_ACCESS_SECRET: 'a-long-secret',
      CODE_SIGNING_SECRET: 'a-production-code-signing-secret-0123456789',
    };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA must be true or false/);
  });

  it('moves no clock in production and reads complaint deadlines', () => {
    const production = {
      APP_MODE: 'production',
      HOST_ACCESS_KEY: 'key',
      HOST_ACCESS_SECRET: 'a-long-secret',
      CODE_SIGNING_SECRET: 'a-production-code-signing-secret-0123456789',
    };
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK is refused in production mode/,
    );
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: '1', TEST_CLOCK_OFFSET_MS: '5400000' }).testClockOffsetMs).toBe(
      5_400_000,
    );
    expect(() => loadConfig({ TEST_CLOCK_OFFSET_MS: '5400000' })).toThrow(
      /TEST_CLOCK_OFFSET_MS needs TEST_CLOCK/,
    );
    expect(loadConfig({}).complaintDeadlines.replyWorkingDays).toBe(15);
    expect(loadConfig({ COMPLAINT_REPLY_WORKING_DAYS: '10' }).complaintDeadlines.replyWorkingDays).toBe(10);
    expect(() => loadConfig({ COMPLAINT_RATE_DAYS: '0' })).toThrow(/COMPLAINT_RATE_DAYS/);
    // the contract refuses a longer extension before any setting is read
    expect(() => loadConfig({ COMPLAINT_EXTENSION_MAX_WORKING_DAYS: '30' })).toThrow(/at most 20/);
    expect(
      loadConfig({ COMPLAINT_EXTENSION_MAX_WORKING_DAYS: '10' }).complaintDeadlines.extensionMaxWorkingDays,
    ).toBe(10);
  });

  it('never prints a rejected secret (issue 12, 12)', () => {
    let message = '';
    try {
      loadConfig({
        HOST_ACCESS_SECRET: 'short7!',
        CODE_SIGNING_SECRET: 'too-short-signing-secret',
        DATABASE_URL: 'mysql://admin:hunter2@db.internal/app',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    // Before the fix: `(got "short7!")`, `(got "too-short-signing-secret")`, the database password.
    expect(message).toContain(
      'HOST_ACCESS_SECRET must be at least 8 characters (value hidden, 7 characters)',
    );
    expect(message).toContain(
      'CODE_SIGNING_SECRET must be at least 32 characters (value hidden, 24 characters)',
    );
    expect(message).toContain('DATABASE_URL');
    for (const secret of ['short7!', 'too-short-signing-secret', 'hunter2'])
      expect(message).not.toContain(secret);
  });
});
