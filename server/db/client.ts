import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { CHANGE_CHANNELS, ChangeFeed, listenOnPostgres } from './change-feed';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { RemotePGlite } from './pglite/remote';
import * as analysis from './schema/analysis';
import * as appointments from './schema/appointments';
import * as complaints from './schema/complaints';
import * as content from './schema/content';
import * as documents from './schema/documents';
import * as enterprises from './schema/enterprises';
import * as messages from './schema/messages';
import * as meta from './schema/meta';
import * as notices from './schema/notices';
import * as officers from './schema/officers';
import * as plans from './schema/plans';
import * as providers from './schema/providers';
import * as registrations from './schema/registrations';
import * as session from './schema/session';
import * as shop from './schema/shop';
import * as supervisionCodes from './schema/supervision-codes';
import * as szyPlatform from './schema/szy-platform';
import * as throttle from './schema/throttle';
import * as visits from './schema/visits';
import * as warnings from './schema/warnings';

/** Every table of every module, as drizzle and drizzle-kit's schema comparison take them. */
export const schema = {
  ...analysis,
  ...appointments,
  ...complaints,
  ...documents,
  ...meta,
  ...content,
  ...officers,
  ...enterprises,
  ...session,
  ...providers,
  ...shop,
  ...supervisionCodes,
  ...szyPlatform,
  ...plans,
  ...registrations,
  ...warnings,
  ...visits,
  ...notices,
  ...messages,
  ...throttle,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner; never includes a password. */
  location: string;
  /** Changes made by any process on this database (sessions revoked, users and reference data changed). */
  changes: ChangeFeed;
  /** Rejects when the database becomes unusable for good (the embedded database's thread died). */
  failed: Promise<never>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** In memory only: start from this dump of a migrated database (the tests' template) instead of initdb. */
      template?: string;
    }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Serialises migrations of processes starting together on one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_250_412_001;

/**
 * Opens the database and applies pending migrations: embedded PGlite (in a folder, locked to this process, durable:
 * fsync on commit; or in memory) running in its own thread, or a PostgreSQL pool.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') return openEmbedded(target.dataDir, target.template ?? null);

  const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzleNodePg({ client: pool, schema });
  const migrator = await pool.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: migrator, schema }), { migrationsFolder });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    migrator.release();
  }
  const changes = new ChangeFeed();
  let stopListening: () => Promise<void>;
  try {
    stopListening = await listenOnPostgres(target.url, changes);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    location: redactUrl(target.url),
    changes,
    failed: new Promise<never>(() => {}),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await stopListening();
      await pool.end();
    },
  };
}

async function openEmbedded(dataDir: string | null, template: string | null): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  let folder: string | null = null;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    folder = realpathSync(dataDir);
    lock = lockDataDir(folder);
  }
  let client: RemotePGlite;
  try {
    client = await RemotePGlite.start({
      dataDir: folder,
      template: dataDir ? null : template,
      migrationsFolder,
      channels: [...CHANGE_CHANNELS],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const changes = new ChangeFeed();
  changes.live = true; // one process, one thread: every notification arrives
  client.on('notification', (channel: string, payload: string) => changes.deliver(channel, payload));
  const failed = new Promise<never>((_, reject) => client.once('failed', reject));
  failed.catch(() => lock?.release());
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    location: folder ?? 'memory',
    changes,
    failed,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
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
