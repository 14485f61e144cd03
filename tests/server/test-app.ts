import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on real PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, seeded database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await seedDemoData(handle.db);
    return { handle, dispose: () => handle.close() };
  }
  const name = `sv_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  await seedDemoData(handle.db);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), loginRateLimitPerMinute: 10_000, ...overrides };
}

export async function buildTestApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database: database.handle });
  await app.ready();
  return app;
}

export const DEMO_PASSWORD = 'Demo@2026';

export async function login(app: FastifyInstance, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/appLogin',
    payload: { username: phone, password },
  });
  const body = response.json();
  if (body.code !== 20000) throw new Error(`login of ${phone} failed: ${response.body}`);
  return body.data.token as string;
}
