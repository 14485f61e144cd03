/**
 * p50/p99 of the analysis endpoints with 1,000 generated inspections and then with 1,000,000, in the same run
 * and database: the rollup must keep a request at the same order of time.
 *
 *   npx tsx tests/bench/analysis.ts                       (PGlite in .data/bench-analysis-pglite, refilled)
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/analysis.ts
 *
 * Writes tests/bench/results/analysis.json (PostgreSQL) or analysis-pglite.json.
 */
import { rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { generateInspections } from './generate-inspections';
import { measureScenarios, type GetScenario } from './lib/autocannon';
import { scalar } from './lib/bench-fill';
import { loginToken } from './lib/server-process';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The generated inspections end in November 2026: the bench reads the year as of then. */
const NOW = new Date('2026-11-20T10:00:00+08:00');

const scenarios: Array<GetScenario<'officer' | 'supervisor'>> = [
  { name: 'department, this year', who: 'officer', path: '/app/analysis/department?period=year' },
  { name: 'department, this month', who: 'officer', path: '/app/analysis/department?period=month' },
  {
    name: 'department, custom 2 years',
    who: 'officer',
    path: '/app/analysis/department?period=custom&from=2025-01-01&to=2026-11-20',
  },
  { name: 'city, this year', who: 'supervisor', path: '/app/analysis/city?period=year' },
  { name: 'city, this quarter', who: 'supervisor', path: '/app/analysis/city?period=quarter' },
];

async function measure(database: DatabaseHandle) {
  // What the minute sweep does in the server: the bench's bulk insert folded before measuring.
  const started = performance.now();
  await database.db.execute(sql`select fold_inspection_stats()`);
  const foldSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  const app = await buildApp({
    config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 },
    database,
    now: () => NOW,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = {
    officer: await loginToken(base, '13900000001'),
    supervisor: await loginToken(base, '13700000001'),
  };
  const results = await measureScenarios(base, tokens, scenarios, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  await app.close();
  return {
    registrations: await scalar(database.db, sql`select count(*) from registrations`),
    statRows: await scalar(database.db, sql`select count(*) from inspection_stats`),
    foldSeconds,
    results,
  };
}

async function main() {
  const dataDir = process.env.PGLITE_DIR ?? '.data/bench-analysis-pglite';
  if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, maxConnections: 20 })
    : await openDatabase({ kind: 'pglite', dataDir });
  try {
    await generateInspections(database.db, SMALL);
    const small = await measure(database);
    console.table(small.results);
    await generateInspections(database.db, LARGE);
    const large = await measure(database);
    console.table(large.results);
    const out = new URL(
      database.kind === 'postgres' ? './results/analysis.json' : './results/analysis-pglite.json',
      import.meta.url,
    );
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, engine: database.kind, connections: CONNECTIONS, durationSeconds: DURATION_S, small, large }, null, 2)}\n`,
    );
    console.log(`written ${out.pathname}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
