import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_LOG_FILE, loadConfig } from '../../server/config';
import { createLogOutput, readableLogLine } from '../../server/http/log-output';

const PRODUCTION = {
  APP_MODE: 'production',
  HOST_ACCESS_KEY: 'k',
  HOST_ACCESS_SECRET: 'secret-12345',
  CODE_SIGNING_SECRET: 'x'.repeat(32),
};

describe('log configuration', () => {
  it('in development writes JSON lines to .data/server.log at info level', () => {
    expect(loadConfig({})).toMatchObject({ logLevel: 'info', logFile: DEV_LOG_FILE });
  });

  it('in production keeps JSON lines on stdout', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ logLevel: 'info', logFile: undefined });
    expect(loadConfig({ ...PRODUCTION, LOG_FILE: '/var/log/sv.log' }).logFile).toBe('/var/log/sv.log');
  });

  it('takes LOG_LEVEL and LOG_FILE, where - means stdout', () => {
    expect(loadConfig({ LOG_LEVEL: 'debug', LOG_FILE: '-' })).toMatchObject({
      logLevel: 'debug',
      logFile: undefined,
    });
    expect(loadConfig({ LOG_FILE: 'logs/dev.log' }).logFile).toBe('logs/dev.log');
  });

  it('names a bad LOG_LEVEL with the levels it accepts', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });
});

describe('log output', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sv-log-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('with a log file: every request goes to the file, the terminal gets one readable line per warning or error', async () => {
    const terminal = new PassThrough();
    let shown = '';
    terminal.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    const logFile = join(dir, 'nested', 'server.log');
    const output = createLogOutput({ logLevel: 'info', logFile }, terminal);
    const app = Fastify({ logger: output.loggerFor() });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('database unreachable');
    });
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: '/ok' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.close();
    await output.close();

    const lines = readFileSync(logFile, 'utf8').trim().split('\n');
    expect(lines.filter((line) => JSON.parse(line).msg === 'request completed')).toHaveLength(21);
    const terminalLines = shown.trim().split('\n');
    expect(terminalLines).toHaveLength(1);
    expect(terminalLines[0]).toMatch(
      /^\d\d:\d\d:\d\d ERROR GET \/broken -> 500 .*database unreachable {2}\(details in .*server\.log\)$/,
    );
  });

  it('without a log file: pino JSON on stdout, as before', () => {
    expect(createLogOutput({ logLevel: 'warn', logFile: undefined }).loggerFor()).toEqual({ level: 'warn' });
  });

  it('turns a JSON line into one short line, and keeps quiet below warnings', () => {
    const time = new Date(2026, 0, 5, 9, 7, 3).getTime();
    expect(readableLogLine(JSON.stringify({ level: 30, time, msg: 'request completed' }))).toBeUndefined();
    expect(readableLogLine(JSON.stringify({ level: 40, time, msg: 'slow query' }))).toBe(
      '09:07:03 WARN slow query',
    );
    expect(
      readableLogLine(
        JSON.stringify({
          level: 50,
          time,
          msg: 'database ping failed',
          req: { method: 'GET', url: '/api/health' },
          err: { message: 'ECONNREFUSED' },
        }),
      ),
    ).toBe('09:07:03 ERROR GET /api/health database ping failed: ECONNREFUSED');
    expect(readableLogLine('plain text\n')).toBe('plain text');
  });
});
