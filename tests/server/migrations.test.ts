import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, schema, type Database, type DatabaseHandle } from '../../server/db/client';

const migrations = new URL('../../server/db/migrations/', import.meta.url);

type Snapshot = Parameters<typeof generateMigration>[0];

function readLastSnapshot(): Snapshot {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', migrations), 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  const last = journal.entries[journal.entries.length - 1]!;
  return JSON.parse(
    readFileSync(new URL(`meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, migrations), 'utf8'),
  ) as Snapshot;
}

/**
 * The functions the schema's index expressions call (`sv_bigrams`): drizzle defines tables, not functions, so a
 * database built from the schema takes them from the migrations that define them.
 */
function indexFunctions(): string[] {
  const text = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(new URL(file, migrations), 'utf8'))
    .join('\n');
  return [...text.matchAll(/CREATE FUNCTION sv_bigrams\b[\s\S]*?\$\$;/g)].map(([statement]) => statement);
}

/** Table -> column names. Compared first, so a renamed table or column fails at once instead of reaching drizzle-kit's interactive rename question. */
function shapeOf(snapshot: Snapshot) {
  const tables = snapshot.tables as Record<string, { name: string; columns: Record<string, unknown> }>;
  return Object.fromEntries(
    Object.values(tables)
      .map((t) => [t.name, Object.keys(t.columns).sort()] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Everything the schema decides about a database, as the catalog reports it. */
async function describeCatalog(db: Database) {
  const columns = await rowsOf(
    db,
    sql`select table_name, column_name, data_type, is_nullable, column_default, is_identity, identity_generation
        from information_schema.columns where table_schema = 'public' order by table_name, column_name`,
  );
  // NOT NULL is in the columns; PostgreSQL 17 also lists it here under table-derived names, 15 does not.
  const constraints = await rowsOf(
    db,
    sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
        from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n' order by 1, 2`,
  );
  const indexes = await rowsOf(
    db,
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`,
  );
  const sequences = await rowsOf(
    db,
    sql`select sequence_name from information_schema.sequences where sequence_schema = 'public' order by 1`,
  );
  return { columns, constraints, indexes, sequences };
}

describe('schema and migrations agree', () => {
  let migrated: DatabaseHandle;
  let empty: PGlite;
  let fromSchema: Database;

  beforeAll(async () => {
    migrated = await openDatabase({ kind: 'pglite', dataDir: null });
    // A second, empty database gets the schema's tables created directly from the drizzle definitions.
    empty = await PGlite.create();
    fromSchema = drizzle({ client: empty }) as unknown as Database;
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    for (const statement of indexFunctions()) await fromSchema.execute(sql.raw(statement));
    for (const statement of statements) await fromSchema.execute(sql.raw(statement));
  });

  afterAll(async () => {
    await migrated?.close();
    await empty?.close();
  });

  it('the latest migration snapshot is the drizzle schema (run `npm run db:generate` after changing a table)', async () => {
    const last = readLastSnapshot();
    const current = generateDrizzleJson(schema, last.id);
    expect(shapeOf(current)).toEqual(shapeOf(last));
    expect(await generateMigration(last, current)).toEqual([]);
  });

  it('applying every migration builds the same tables, columns, constraints and indexes as the schema', async () => {
    const byMigrations = await describeCatalog(migrated.db);
    const bySchema = await describeCatalog(fromSchema);
    expect(byMigrations.columns).toEqual(bySchema.columns);
    expect(byMigrations.constraints).toEqual(bySchema.constraints);
    expect(byMigrations.indexes).toEqual(bySchema.indexes);
    expect(byMigrations.sequences).toEqual(bySchema.sequences);
  });
});
