/**
 * The analysis queries one by one on the database tests/bench/analysis.ts filled (it keeps it): each one's time,
 * then its EXPLAIN (ANALYZE, BUFFERS). For finding which query a slower endpoint waits on, without refilling.
 *
 *   npx tsx tests/bench/analysis-plans.ts                 (PGlite in .data/bench-analysis-pglite)
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/analysis-plans.ts
 *   npx tsx tests/bench/analysis-plans.ts complaints      (only the queries whose name contains this)
 */
import { explainAnalysisQueries, timeAnalysisQueries } from './lib/analysis-probes';
import { openDatabase } from '../../server/db/client';

async function main() {
  const only = process.argv[2]?.toLowerCase();
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, maxConnections: 2 })
    : await openDatabase({
        kind: 'pglite',
        dataDir: process.env.PGLITE_DIR ?? '.data/bench-analysis-pglite',
      });
  try {
    console.table(await timeAnalysisQueries(database.db));
    const plans = await explainAnalysisQueries(database.db);
    for (const [name, statements] of Object.entries(plans)) {
      if (only && !name.toLowerCase().includes(only)) continue;
      for (const plan of statements) console.log(`\n== ${name}\n${plan}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
