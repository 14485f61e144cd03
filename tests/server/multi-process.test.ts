/**
 * Two server processes on one database behave as one service: login limits, logout and caches are shared.
 * Two apps in this test process stand for the two processes (each with its own pool, listener and caches);
 * on PGlite (one process by design) both apps share the one embedded database. tests/bench/two-process.ts runs
 * the same checks against two real server processes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationInput } from './loop-fixtures';
import { adminQuery, databaseUrl } from './postgres-admin';
import { login, testConfig } from './test-app';
import type { Envelope } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `sv_test_${randomBytes(6).toString('hex')}`;
let first: DatabaseHandle;
let second: DatabaseHandle;
let appA: FastifyInstance;
let appB: FastifyInstance;

beforeAll(async () => {
  if (adminUrl) {
    await adminQuery(adminUrl, `CREATE DATABASE ${dbName}`);
    const url = databaseUrl(adminUrl, dbName);
    first = await openDatabase({ kind: 'postgres', url, maxConnections: 8 });
    second = await openDatabase({ kind: 'postgres', url, maxConnections: 8 });
  } else {
    first = second = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await seedDemoData(first.db);
  // Trust X-Forwarded-For as behind a proxy, so one test can speak from many addresses.
  const config = testConfig({
    trustProxy: true,
    loginFailuresPerAccount: 10,
    loginRateLimitPerMinute: 10_000,
  });
  appA = await buildApp({ config, database: first });
  appB = await buildApp({ config, database: second });
  await Promise.all([appA.ready(), appB.ready()]);
});

afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await first?.close();
  if (second !== first) await second?.close();
  if (adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

function appLogin(app: FastifyInstance, username: string, password: string, address: string) {
  return app.inject({
    method: 'POST',
    url: '/api/appLogin',
    headers: { 'x-forwarded-for': address },
    payload: { username, password },
  });
}

describe('login limits shared by every process', () => {
  it('locks an account after its failed sign-ins from many addresses on both processes, then refuses the right password', async () => {
    const account = '13800000002';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const app = i % 2 === 0 ? appA : appB;
      statuses.push((await appLogin(app, account, `wrong-${i}`, `10.0.0.${i % 10}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true); // business failure: wrong password
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const right = await appLogin(appB, account, 'Demo@2026', '10.9.9.9');
    expect(right.statusCode).toBe(429);
    expect(right.json<Envelope>().code).toBe(429);
    // Another account is not affected.
    expect((await appLogin(appA, '13800000001', 'Demo@2026', '10.9.9.9')).json<Envelope>().code).toBe(20000);
  });

  it('counts attempts per address across processes', async () => {
    const config = testConfig({ trustProxy: true, loginRateLimitPerMinute: 5 });
    const [limitedA, limitedB] = [
      await buildApp({ config, database: first }),
      await buildApp({ config, database: second }),
    ];
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const app = i % 2 === 0 ? limitedA : limitedB;
        statuses.push(
          (await appLogin(app, `1390000${String(i).padStart(4, '0')}`, 'x', '10.1.2.3')).statusCode,
        );
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await limitedA.close();
      await limitedB.close();
    }
  });
});

describe('sessions and caches across processes', () => {
  async function untilStatus(app: FastifyInstance, token: string, status: number, withinMs: number) {
    const started = Date.now();
    for (;;) {
      const response = await app.inject({ url: '/api/app/session', headers: { token } });
      if (response.statusCode === status) return Date.now() - started;
      if (Date.now() - started > withinMs) return Infinity;
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  it('a logout on one process is refused by the other at once', async () => {
    const token = await login(appA, '13800000001');
    // Both processes have the session cached.
    expect((await appA.inject({ url: '/api/app/session', headers: { token } })).statusCode).toBe(200);
    expect((await appB.inject({ url: '/api/app/session', headers: { token } })).statusCode).toBe(200);
    const logout = await appA.inject({ method: 'POST', url: '/api/app/logout', headers: { token } });
    expect(logout.statusCode).toBe(200);
    expect(await untilStatus(appB, token, 401, 250)).toBeLessThan(250);
  });

  it('a session revoked in the database directly is refused by both', async () => {
    const token = await login(appB, '13800000001');
    expect((await appA.inject({ url: '/api/app/session', headers: { token } })).statusCode).toBe(200);
    await first.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`);
    expect(await untilStatus(appA, token, 401, 250)).toBeLessThan(250);
    expect(await untilStatus(appB, token, 401, 250)).toBeLessThan(250);
  });

  it('reference data changed by one process shows on the other without waiting for the cache to expire', async () => {
    const read = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/app/queryDict?dictType=department' })).json<
        Envelope<Array<{ value: string; label: string }>>
      >().data;
    const label = (await read(appB)).find((d) => d.value === 'market')!.label;
    await read(appA);
    const renamed = `${label}-${randomUUID().slice(0, 4)}`;
    await first.db.execute(sql`update departments set name_zh = ${renamed} where code = 'market'`);
    const started = Date.now();
    let seen = '';
    while (Date.now() - started < 250) {
      seen = (await read(appB)).find((d) => d.value === 'market')!.label;
      if (seen === renamed) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(seen).toBe(renamed);
    await first.db.execute(sql`update departments set name_zh = ${label} where code = 'market'`);
  });

  it('warning rules changed by one process apply on the other at once', async () => {
    const token = await login(appB, '13900000001');
    const capOfMarket = async () =>
      (
        await appB.inject({
          url: '/api/app/warning/quota?enterpriseNumber=SZ440305000123&year=2026',
          headers: { token },
        })
      )
        .json<Envelope<Array<{ departmentCode: string; cap: number }>>>()
        .data.find((q) => q.departmentCode === 'market')!.cap;
    const before = await capOfMarket();
    await first.db.execute(sql`insert into warning_rules (key, value) values ('cap:market', ${before + 5})`);
    try {
      const started = Date.now();
      let seen = before;
      while (Date.now() - started < 250 && seen === before) {
        seen = await capOfMarket();
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(seen).toBe(before + 5);
    } finally {
      await first.db.execute(sql`delete from warning_rules where key = 'cap:market'`);
    }
  });
});

describe.skipIf(!adminUrl)('registration numbers (PostgreSQL)', () => {
  it('a create waiting inside its transaction does not hold the day counter: the next create still gets its number', async () => {
    const officer = await login(appA, '13900000001');
    const blocker = new pg.Client({ connectionString: databaseUrl(adminUrl!, dbName) });
    await blocker.connect();
    const counter = async () =>
      Number(
        (
          await blocker.query<{ value: number }>(
            `select coalesce(sum(value), 0) as value from counters where name like 'registration:%'`,
          )
        ).rows[0]!.value,
      );
    try {
      const before = await counter();
      // Every create now waits inside its transaction (on the items table) until the blocker lets go.
      await blocker.query('begin');
      await blocker.query('lock table registration_items in exclusive mode');
      const creates = [appA, appB].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/app/registration/create',
          headers: { token: officer },
          payload: registrationInput(),
        }),
      );
      const deadline = Date.now() + 5_000;
      while ((await counter()) < before + 2 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      // Both numbers were taken while both transactions were still open.
      expect(await counter()).toBe(before + 2);
      await blocker.query('commit');
      const numbers = (await Promise.all(creates)).map(
        (r) => r.json<Envelope<{ registrationNumber: string }>>().data.registrationNumber,
      );
      expect(new Set(numbers).size).toBe(2);
    } finally {
      await blocker.query('rollback').catch(() => undefined);
      await blocker.end();
    }
  });
});
