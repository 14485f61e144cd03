/**
 * p50/p99 of the warnings at ~1M registrations: the officer's warnings desk (every enterprise the department
 * inspected in the last 12 months), the supervision office's (the whole city's), and the busiest enterprise's (a
 * tenth of the rows) as the officer and as the enterprise see them, one request at a time (what one user waits).
 * Loopback, bounded in time.
 *
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/warnings-bench.ts
 *   PGLITE_DIR=.data/bench-pglite npx tsx tests/bench/warnings-bench.ts
 *
 * Fill the database first with generate-inspections.ts. Writes tests/bench/results/warnings.json (PostgreSQL) or
 * warnings-pglite.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './generate-inspections';
import { measureGet } from './lib/autocannon';
import { scalar } from './lib/bench-fill';
import { loginToken } from './lib/server-process';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const BUSIEST = 'SZ440305000123';

const SCENARIOS = [
  { name: 'officer, warnings desk', who: 'officer', query: '' },
  { name: 'supervision office, the whole city', who: 'supervisor', query: '' },
  { name: 'officer, the busiest enterprise', who: 'officer', query: `?enterpriseNumber=${BUSIEST}` },
  { name: 'enterprise, its own warnings', who: 'enterprise', query: '' },
] as const;

async function main() {
  const database = await openBenchDatabase();
  const app = await buildApp({ config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 }, database });
  try {
    const registrations = await scalar(database.db, sql`select count(*) as n from registrations`);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens = {
      officer: await loginToken(base, '13900000001'),
      enterprise: await loginToken(base, '13800000001'),
      supervisor: await loginToken(base, '13700000001'),
    };
    const results = [];
    for (const s of SCENARIOS) {
      const url = `${base}/api/app/warning/list${s.query}`;
      const check = await fetch(url, { headers: { token: tokens[s.who] } });
      const body = (await check.json()) as { code: number; data: unknown[] };
      if (body.code !== 20000) throw new Error(`${s.name}: ${JSON.stringify(body)}`);
      const figures = await measureGet(
        url,
        { token: tokens[s.who] },
        { connections: CONNECTIONS, duration: DURATION_S },
      );
      results.push({ scenario: s.name, warnings: body.data.length, ...figures });
    }
    console.log(
      `\n${database.kind}: ${registrations} registrations; ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.table(results);
    const out = new URL(
      database.kind === 'postgres' ? './results/warnings.json' : './results/warnings-pglite.json',
      import.meta.url,
    );
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, engine: database.kind, registrations, connections: CONNECTIONS, durationSeconds: DURATION_S, results }, null, 2)}\n`,
    );
    console.log(`written ${out.pathname}`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
