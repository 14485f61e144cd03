import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from './postgres-admin';
import { openTestDatabase, type TestDatabase } from './test-app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

/** Every table's columns, every index and every applied migration: what a database copied from the template must share with a fresh one. */
async function shape(handle: DatabaseHandle): Promise<unknown[]> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return [
    await rows(sql`
      select table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, column_name`),
    await rows(
      sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
    ),
    await rows(sql`select hash from drizzle.__drizzle_migrations order by created_at`),
  ];
}

describe('the server suite’s template database', () => {
  const opened: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of opened) await close();
  });

  async function fresh(): Promise<DatabaseHandle> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      const handle = await openDatabase({ kind: 'pglite', dataDir: null });
      opened.push(() => handle.close());
      return handle;
    }
    const name = `sv_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, name),
      maxConnections: 2,
    });
    opened.push(async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
    return handle;
  }

  it('is made for this run and used by openTestDatabase', () => {
    const template = process.env.TEST_DATABASE_URL ? inject('postgresTemplate') : inject('pgliteTemplate');
    expect(template).not.toBe('');
  });

  it('gives each file a database of the same tables, indexes and migrations as one migrated from nothing', async () => {
    const copied: TestDatabase = await openTestDatabase();
    opened.push(() => copied.dispose());
    expect(await shape(copied.handle)).toEqual(await shape(await fresh()));
  });
});
