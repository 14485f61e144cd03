import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { buildStaticServer, findStaticSite, type StaticSite } from '../../server/http/static-site';
import { openTestDatabase, type TestDatabase } from './test-app';

let siteDir: string;
let site: StaticSite;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'sv-static-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'export {};');
  site = findStaticSite(siteDir)!;
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

// The build addresses assets by http://localhost:<port>/; the printed address is http://127.0.0.1:<port>/.
const PAGE_AT_LOOPBACK_IP = 'http://127.0.0.1:4000';
const SOME_OTHER_ORIGIN = 'https://intranet.example.test';

describe('the app server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ ALLOWED_ORIGINS: 'https://portal.example.test' });
    app = await buildApp({ config, database: database.handle, site });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it.each(['/', '/assets/index-abc123.js', '/home'])('serves %s to any origin', async (url) => {
    for (const origin of [PAGE_AT_LOOPBACK_IP, SOME_OTHER_ORIGIN]) {
      const response = await app.inject({ method: 'GET', url, headers: { origin } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('lets its API be called from the allow-list and from its own addresses only', async () => {
    const callFrom = (origin: string) =>
      app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect((await callFrom('https://portal.example.test')).headers['access-control-allow-origin']).toBe(
      'https://portal.example.test',
    );
    expect((await callFrom(PAGE_AT_LOOPBACK_IP)).headers['access-control-allow-origin']).toBe(
      PAGE_AT_LOOPBACK_IP,
    );
    expect((await callFrom('http://localhost:4000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:4000',
    );
    expect((await callFrom(SOME_OTHER_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/appLogin',
      headers: {
        origin: PAGE_AT_LOOPBACK_IP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PAGE_AT_LOOPBACK_IP);
  });
});

describe('the portal-demo server', () => {
  it('serves its pages and assets to any origin', async () => {
    const portal = await buildStaticServer(site);
    try {
      for (const url of ['/', '/assets/index-abc123.js', '/supervision/home']) {
        const response = await portal.inject({ method: 'GET', url, headers: { origin: SOME_OTHER_ORIGIN } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
    } finally {
      await portal.close();
    }
  });
});

describe('the origins the API allows by default', () => {
  it('follow the ports, so every address the server prints works', () => {
    const config = loadConfig({ PORT: '4700', PORTAL_PORT: '4701' });
    for (const origin of [
      'http://localhost:4701',
      'http://127.0.0.1:4701',
      'http://localhost:4700',
      'http://127.0.0.1:4700',
    ]) {
      expect(config.allowedOrigins).toContain(origin);
    }
    expect(config.publicUrl).toBe('http://localhost:4700');
  });

  it('keep an explicit ALLOWED_ORIGINS as the only other origins', () => {
    const config = loadConfig({
      ALLOWED_ORIGINS: 'https://portal.example.test',
      PUBLIC_URL: 'https://code.example.test',
    });
    expect(config.allowedOrigins).toContain('https://portal.example.test');
    expect(config.allowedOrigins).toContain('https://code.example.test');
    expect(config.allowedOrigins).not.toContain('http://localhost:4001');
    expect(config.allowedOrigins).not.toContain('http://localhost:5173');
  });
});
