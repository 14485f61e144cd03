import { mkdir, writeFile } from 'node:fs/promises';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';

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
