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
});
