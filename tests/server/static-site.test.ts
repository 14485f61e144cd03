import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './test-app';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { buildStaticServer, findStaticSite, type StaticSite } from '../../server/http/static-site';

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
/** One GET with the path exactly as given, over a real socket. */
function rawGet(server: FastifyInstance, path: string) {
  const { port } = server.server.address() as AddressInfo;
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((done, fail) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`,
      ),
    );
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', fail);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked')
        body = body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n$/, '');
      done({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: Buffer.from(body, 'latin1').toString('utf8'),
      });
    });
  });
}

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

describe('pages and paths (issue 12, hostile input and CSP)', () => {
  let qiankunDir: string;
  let qiankunSite: StaticSite;
  let database: TestDatabase;
  let app: FastifyInstance;
  let portal: FastifyInstance;
  const INLINE = "window.proxy && console.log('lifecycles')";
  const APP_ORIGIN = 'http://localhost:4100';

  beforeAll(async () => {
    // What vite-plugin-qiankun writes: absolute asset URLs of the app origin and inline scripts.
    qiankunDir = mkdtempSync(join(tmpdir(), 'sv-qiankun-'));
    mkdirSync(join(qiankunDir, 'assets'));
    writeFileSync(
      join(qiankunDir, 'index.html'),
      `<!doctype html><html><head><script crossorigin>import('${APP_ORIGIN}/assets/index-abc.js')</script>` +
        `<link rel="stylesheet" href="${APP_ORIGIN}/assets/style-abc.css"></head>` +
        `<body><div id="app"></div><script>${INLINE}</script></body></html>`,
    );
    writeFileSync(join(qiankunDir, 'assets', 'index-abc.js'), 'export {};');
    qiankunSite = findStaticSite(qiankunDir)!;
    database = await openTestDatabase();
    app = await buildApp({ config: loadConfig({}), database: database.handle, site: qiankunSite });
    portal = await buildStaticServer(site, false, [APP_ORIGIN]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await portal.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await portal?.close();
    await database?.dispose();
    rmSync(qiankunDir, { recursive: true, force: true });
  });

  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it('the app page: scripts only from its origins and its own inline scripts, by hash', async () => {
    for (const url of ['/', '/index.html', '/registrationDetail?id=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      // Before the fix: no Content-Security-Policy at all.
      const policy = String(response.headers['content-security-policy']);
      const scripts = directive(policy, 'script-src');
      const hash = createHash('sha256').update(INLINE).digest('base64');
      expect(scripts).toContain(`'sha256-${hash}'`);
      expect(scripts).toContain(APP_ORIGIN);
      expect(scripts).not.toContain('unsafe-inline');
      expect(scripts).not.toContain('unsafe-eval');
      expect(directive(policy, 'connect-src')).toContain(APP_ORIGIN);
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    }
  });

  it('the portal page: may fetch, evaluate and style the app from the app origin (qiankun), nothing else remote', async () => {
    const response = await portal.inject({ url: '/supervision/home' });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${APP_ORIGIN}`);
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'unsafe-eval' ${APP_ORIGIN}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'unsafe-inline' ${APP_ORIGIN}`);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  const HOSTILE_PATHS = [
    '/../../etc/passwd',
    '/assets/../server/config.ts',
    '//etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%5c..%5cindex.html',
    '/%00',
    '/%c0%ae',
    '/%c0%ae%c0%ae/etc/passwd',
    '/%ff',
    '/%',
  ];

  it.each(HOSTILE_PATHS)(
    '%s: our 400 envelope in the language, with the security headers, on both servers',
    async (path) => {
      for (const server of [app, portal]) {
        // Over a socket, as sent: an injected request would have its path normalised by the URL parser first.
        const response = await rawGet(server, path);
        // Before the fix: 500 (traversal) or the framework's own 400 without headers (`/%c0%ae`).
        expect(response.status, path).toBe(400);
        expect(JSON.parse(response.body)).toEqual({
          code: 400,
          message: 'The request address is malformed',
          data: null,
        });
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    },
  );

  it('files outside the site are never served, and API paths are untouched', async () => {
    const file = await app.inject({ url: '/assets/index-abc.js' });
    expect(file.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/../api/health' })).statusCode).toBeLessThan(500);
  });
});
