import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as content from './schema/content';
import * as enterprises from './schema/enterprises';
import * as meta from './schema/meta';
import * as officers from './schema/officers';
import * as plans from './schema/plans';
import * as registrations from './schema/registrations';
import * as session from './schema/session';
import * as shop from './schema/shop';
import * as supervisionCodes from './schema/supervision-codes';
import * as visits from './schema/visits';
import * as warnings from './schema/warnings';

/** Every table of every module, as drizzle and drizzle-kit's schema comparison take them. */
export const schema = {
  ...meta,
  ...content,
  ...officers,
  ...enterprises,
  ...session,
  ...shop,
  ...supervisionCodes,
  ...plans,
  ...registrations,
  ...warnings,
  ...visits,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner; never includes a password. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; maxConnections?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database (embedded PGlite in a folder or in memory, or a PostgreSQL pool) and applies pending migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
    const client = target.dataDir ? await PGlite.create(target.dataDir) : await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      location: target.dataDir ?? 'memory',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  await migrateNodePg(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    location: redactUrl(target.url),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
