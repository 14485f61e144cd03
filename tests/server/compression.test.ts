import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICERS, PNG_1X1, pngOfSize, upload } from './loop-fixtures';
import { ok, openTestDatabase, useTestApp, type TestDatabase } from './test-app';
import { apiRoutes } from '../../contract/api-routes';
import { SUCCESS_CODE } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { API_COMPRESSION_THRESHOLD_BYTES } from '../../server/http/compression';
import {
  buildStaticServer,
  findStaticSite,
  pickEncoding,
  type StaticSite,
} from '../../server/http/static-site';
import { precompress } from '../../vite.config';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const PAGE = `<!doctype html><html lang="zh-CN"><head><title>${'监督码'.repeat(200)}</title></head><body><div id="app"></div></body></html>`;
const SMALL = 'export {};\n';

let siteDir: string;
let site: StaticSite;

/** The body as the client sees it after undoing the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'sv-compression-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), PAGE);
  const script = join(siteDir, 'assets', 'index-abc123.js');
  writeFileSync(script, SCRIPT);
  // as the build's precompress plugin leaves them
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(join(siteDir, 'assets', 'tiny-abc123.js'), SMALL);
  site = findStaticSite(siteDir)!;
});

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j picks %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the built site, served compressed', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: loadConfig({}), database: database.handle, site });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('answers a hashed asset to %j with its %s file, cached for a year', async (accept, encoding) => {
    const response = await get('/assets/index-abc123.js', accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(varies(response)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
    expect(decoded(response).toString()).toBe(SCRIPT);
  });

  it('answers the plain file to a client that accepts no compression, still saying it varies', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
    expect(varies(response)).toBe(true);
  });

  it('answers a file the build left uncompressed (too small) as is', async () => {
    const response = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL);
  });

  it.each(['/', '/index.html', '/home?host=simulator'])(
    'answers the page at %s compressed, with its policy and no caching',
    async (url) => {
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        [undefined, undefined],
      ] as const) {
        const response = await get(url, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
        expect(varies(response)).toBe(true);
        expect(decoded(response).toString()).toBe(PAGE);
      }
    },
  );

  it('serves the portal-demo build the same way', async () => {
    const portal = await buildStaticServer(site);
    try {
      const asset = await portal.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(asset.headers['content-encoding']).toBe('br');
      expect(varies(asset)).toBe(true);
      const page = await portal.inject({ url: '/guide', headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(decoded(page).toString()).toBe(PAGE);
    } finally {
      await portal.close();
    }
  });
});

describe('API answers', () => {
  const server = useTestApp();

  const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': acceptEncoding, 'accept-language': 'zh' },
    });

  it('compresses a JSON envelope above the threshold, by the client’s choice', async () => {
    const plain = await get(`/api${apiRoutes.getRegionCascade.path}`, 'identity');
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get(`/api${apiRoutes.getRegionCascade.path}`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(varies(response)).toBe(true);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response).toString())).toEqual(plain.json());
    }
  });

  it('sends a small body as is, still saying it varies', async () => {
    const response = await get('/api/health');
    expect(response.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(varies(response)).toBe(true);
    expect(response.json()).toMatchObject({ code: SUCCESS_CODE });
  });

  it('keeps the error envelope readable, compressed or not', async () => {
    // a 400 with a field list in the request's language, and an unknown call's 404
    const invalid = await server.app.inject({
      method: 'POST',
      url: `/api${apiRoutes.appLogin.path}`,
      headers: { 'accept-encoding': 'br', 'accept-language': 'en' },
      payload: { username: 'x'.repeat(2000), password: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(JSON.parse(decoded(invalid).toString())).toMatchObject({ code: 400, fields: expect.anything() });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/no/such/call',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(decoded(response).toString())).toMatchObject({ code: expect.any(Number) });
  });

  it('compresses the carousel media and leaves photos (already compressed images) untouched', async () => {
    const media = await get('/api/media/scan-first.svg');
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-encoding']).toBe('br');
    expect(decoded(media).toString()).toContain('<svg');

    // a highly compressible PNG well above the threshold: still sent byte for byte, with its length
    const png = pngOfSize(64 * 1024);
    const token = await server.login(OFFICERS.liMing);
    const photo = ok(await upload(server.app, token, png));
    const url = new URL(photo.url);
    const image = await get(`${url.pathname}${url.search}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-length']).toBe(String(png.length));
    expect(image.rawPayload.equals(png)).toBe(true);
  });
});

describe('the build step that writes the compressed files', () => {
  it('writes .br and .gz beside each text file worth compressing, and nothing for the rest', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'sv-precompress-'));
    try {
      mkdirSync(join(outDir, 'assets'));
      writeFileSync(join(outDir, 'assets', 'big.js'), SCRIPT);
      writeFileSync(join(outDir, 'assets', 'tiny.js'), SMALL);
      writeFileSync(join(outDir, 'assets', 'photo.png'), PNG_1X1);
      writeFileSync(join(outDir, 'index.html'), PAGE);
      const plugin = precompress() as unknown as {
        configResolved: (config: { root: string; build: { outDir: string } }) => void;
        closeBundle: () => Promise<void>;
      };
      plugin.configResolved({ root: outDir, build: { outDir: '.' } });
      await plugin.closeBundle();
      const script = join(outDir, 'assets', 'big.js');
      expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
      expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
      expect(existsSync(join(outDir, 'index.html.br'))).toBe(true);
      expect(existsSync(join(outDir, 'assets', 'tiny.js.br'))).toBe(false);
      expect(existsSync(join(outDir, 'assets', 'photo.png.br'))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
