import { mkdir, writeFile } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import { measureScenarios, type GetScenario } from './autocannon';
import { loginToken } from './server-process';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client';
import { encodeKeysetCursor } from '../../../server/http/keyset-cursor';

/** The database a bench measures: PostgreSQL at DATABASE_URL, else PGlite at PGLITE_DIR or the bench's own folder. */
export function openBenchTarget(pgliteDir: string): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL)
    return openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, maxConnections: 20 });
  return openDatabase({ kind: 'pglite', dataDir: process.env.PGLITE_DIR ?? pgliteDir });
}

/** Writes tests/bench/results/<name>.json (PostgreSQL) or <name>-pglite.json, dated, with the engine and Node. */
export async function writeBenchResult(
  name: string,
  engine: DatabaseHandle['kind'],
  figures: Record<string, unknown>,
): Promise<void> {
  const folder = new URL('../results/', import.meta.url);
  const out = new URL(engine === 'postgres' ? `${name}.json` : `${name}-pglite.json`, folder);
  await mkdir(folder, { recursive: true });
  const run = { date: new Date().toISOString(), node: process.version, engine, ...figures };
  await writeFile(out, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`written ${out.pathname}`);
}

/** The demo accounts the list benches sign in as. */
export const BENCH_PERSONAS = {
  enterprise: '13800000001',
  officer: '13900000001',
  supervisor: '13700000001',
} as const;
export type BenchPersona = keyof typeof BENCH_PERSONAS;

/** The cursor a keyset list answers after the row `query` selects (`at`, `id`): a deep page's. */
export async function keysetCursorAt(db: Database, query: SQL, flag?: boolean): Promise<string> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ at: string | Date; id: string }> };
  const row = result.rows[0]!;
  return encodeKeysetCursor({ at: new Date(row.at).toISOString(), id: row.id, flag });
}

/**
 * Starts the app on the database (loopback, a free port, `now` if given), signs in the personas the scenarios
 * name, measures each scenario through HTTP and stops the app.
 */
export async function measureThroughApp<Who extends BenchPersona>(
  database: DatabaseHandle,
  scenarios: Array<GetScenario<Who>>,
  load: { connections: number; duration: number; now?: () => Date },
) {
  const app = await buildApp({
    config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 },
    database,
    ...(load.now ? { now: load.now } : {}),
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens = {} as Record<Who, string>;
    for (const who of new Set(scenarios.map((s) => s.who)))
      tokens[who] = await loginToken(base, BENCH_PERSONAS[who]);
    return await measureScenarios(base, tokens, scenarios, load);
  } finally {
    await app.close();
  }
}
