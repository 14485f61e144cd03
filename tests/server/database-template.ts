/**
 * The server suite's global setup: one migrated, empty database made once per run, from which every test file's
 * database is copied (openTestDatabase). A fresh in-memory PGlite spends about 2 s in initdb and 0.5 s in the
 * migrations; a copy of a dump takes about 0.35 s. On PostgreSQL the copy is `CREATE DATABASE ... TEMPLATE`.
 * The demo data is still seeded per file, at the time the file starts: it is dated relative to its seeding.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { adminQuery, databaseUrl } from './postgres-admin';
import { migrationsFolder, openDatabase } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of a dump of a migrated PGlite database (PGlite pass), or ''. */
    pgliteTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server to create each file's from (PostgreSQL pass), or ''. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sv_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(adminUrl, name),
      maxConnections: 1,
    });
    await handle.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'sv-test-template-'));
  const file = join(dir, 'migrated.tar');
  const pg = await PGlite.create();
  try {
    await migrate(drizzle({ client: pg }), { migrationsFolder });
    writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await pg.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
