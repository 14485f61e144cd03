/**
 * p50/p99 of the warnings at ~1M registrations: the officer's warnings desk (every enterprise the department
 * inspected in the last 12 months), the supervision office's (the whole city's), each whole (`/app/warning/list`)
 * and as the desk page shows it (`/app/warning/desk`, a kind's first page), and the busiest enterprise's (a tenth of
 * the rows) as the officer and as the enterprise see them, one request at a time (what one user waits), with the
 * answer's size. Loopback, bounded in time.
 *
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/warnings-bench.ts
 *   PGLITE_DIR=.data/bench-pglite npx tsx tests/bench/warnings-bench.ts
 *
 * Fill the database first with generate-inspections.ts. Writes tests/bench/results/warnings.json (PostgreSQL) or
 * warnings-pglite.json.
 */
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './generate-inspections';
import { scalar } from './lib/bench-fill';
import { measureThroughApp, writeBenchResult } from './lib/bench-target';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const LIST = '/app/warning/list';
const DESK = '/app/warning/desk';

async function main() {
  const database = await openBenchDatabase();
  try {
    const registrations = await scalar(database.db, sql`select count(*) as n from registrations`);
    // A running server folds the counts' changes every 2 s; the generator's are folded here first.
    await database.db.execute(sql`select fold_inspection_stats()`);
    const results = await measureThroughApp(
      database,
      [
        { name: 'officer, warnings desk', who: 'officer', path: LIST },
        { name: 'supervision office, the whole city', who: 'supervisor', path: LIST },
        { name: "officer, the desk's first page", who: 'officer', path: DESK },
        { name: "supervision office, the desk's first page", who: 'supervisor', path: DESK },
        {
          name: 'officer, the busiest enterprise',
          who: 'officer',
          path: `${LIST}?enterpriseNumber=SZ440305000123`,
        },
        { name: 'enterprise, its own warnings', who: 'enterprise', path: LIST },
      ],
      { connections: CONNECTIONS, duration: DURATION_S },
    );
    console.log(
      `\n${database.kind}: ${registrations} registrations; ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.table(results);
    await writeBenchResult('warnings', database.kind, {
      registrations,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      results,
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
