/**
 * A client that sends slowly (a body trickling in, headers never finished) cannot hold a connection open, on the API
 * server and on the portal's static server alike (one set of timeouts, server/http/server-timeouts.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, type TestDatabase } from './test-app';
import { buildApp } from '../../server/app';
import { buildStaticServer, findStaticSite } from '../../server/http/static-site';

const TIMEOUTS = { requestTimeoutMs: 2_000, headersTimeoutMs: 1_000, keepAliveTimeoutMs: 1_000 };

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let portal: FastifyInstance;
let portalPort: number;
let portalDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    config: testConfig(TIMEOUTS),
    database: database.handle,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  portalDir = mkdtempSync(join(tmpdir(), 'sv-portal-'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="portal"></div>');
  portal = await buildStaticServer(findStaticSite(portalDir)!, false, [], TIMEOUTS);
  await portal.listen({ port: 0, host: '127.0.0.1' });
  portalPort = (portal.server.address() as { port: number }).port;
});

afterAll(async () => {
  await portal?.close();
  rmSync(portalDir, { recursive: true, force: true });
  await app?.close();
  await database?.dispose();
});

/** Opens a connection, writes `head`, then one more byte every `everyMs`; resolves when the server closes it. */
function trickle(head: string, everyMs: number, giveUpMs: number, to = () => port) {
  return new Promise<{ closedAfterMs: number; response: string }>((resolve) => {
    const started = Date.now();
    let response = '';
    const socket: Socket = connect(to(), '127.0.0.1', () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedAfterMs: Date.now() - started, response });
    });
  });
}

describe('request timeouts', () => {
  it('closes a POST whose body trickles in, with 408, once the request timeout has passed', async () => {
    const { closedAfterMs, response } = await trickle(
      'POST /api/appLogin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      250,
      10_000,
    );
    expect(closedAfterMs).toBeLessThan(4_500);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('the portal server too closes a trickling body with 408 once its request timeout has passed', async () => {
    const { closedAfterMs, response } = await trickle(
      'POST /index.html HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      250,
      10_000,
      () => portalPort,
    );
    expect(closedAfterMs).toBeLessThan(4_500);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_900);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never finish', async () => {
    const { closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
      200,
      10_000,
    );
    expect(closedAfterMs).toBeLessThan(3_500);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const { closedAfterMs, response } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
      60_000,
      10_000,
    );
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('answers a normal request as before', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
