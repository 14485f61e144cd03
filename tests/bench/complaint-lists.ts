/**
 * p50/p99 of the complaint lists at ~1,000,000 complaints, through the HTTP app (loopback, autocannon): the
 * enterprise's own list (a heavy enterprise with ~100k complaints: first page, a filter, a deep page), the
 * department's handling views and the supervisor's, and the unread counts that carry the awaiting-action badge.
 *
 *   npx tsx tests/bench/complaint-lists.ts                       (PGlite in .data/bench-complaints-pglite)
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/complaint-lists.ts
 *
 * The fill is set-based and done once: a second run measures only. Most complaints older than a week are closed
 * (as in a working office), the last 20,000 are open in every state, and one in a hundred older ones is overdue.
 * Writes tests/bench/results/complaint-lists.json (PostgreSQL) or complaint-lists-pglite.json.
 */
import { sql } from 'drizzle-orm';
import type { GetScenario } from './lib/autocannon';
import { scalar } from './lib/bench-fill';
import {
  keysetCursorAt,
  measureThroughApp,
  openBenchTarget,
  writeBenchResult,
  type BenchPersona,
} from './lib/bench-target';
import { fillComplaints } from './lib/complaint-fill';
import type { DatabaseHandle } from '../../server/db/client';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RECENT = 20_000;
const HEAVY_USER = 'usr-13800000001';
const HEAVY_ENTERPRISE = 'ent-pengcheng-food';
/** The bench's "now": every generated complaint is older. */
const NOW = new Date('2026-11-01T00:00:00+08:00');

async function measure(database: DatabaseHandle) {
  const db = database.db;
  const heavy = await scalar(
    db,
    sql`select count(*) from complaints where enterprise_id = ${HEAVY_ENTERPRISE}`,
  );
  const deepOwn = await keysetCursorAt(
    db,
    sql`select created_at as at, id from complaints where enterprise_id = ${HEAVY_ENTERPRISE}
        order by created_at desc, id desc offset ${Math.floor(heavy * 0.8)} limit 1`,
  );
  const scenarios: Array<GetScenario<BenchPersona>> = [
    { name: 'listComplaints, enterprise, first page', who: 'enterprise', path: '/app/complaint/list' },
    { name: 'listComplaints, enterprise, open', who: 'enterprise', path: '/app/complaint/list?filter=open' },
    {
      name: 'listComplaints, enterprise, closed',
      who: 'enterprise',
      path: '/app/complaint/list?filter=closed',
    },
    {
      name: 'listComplaints, enterprise, deep page (80%)',
      who: 'enterprise',
      path: `/app/complaint/list?cursor=${deepOwn}`,
    },
    { name: 'handling, department, todo', who: 'officer', path: '/app/complaint/handling?view=todo' },
    { name: 'handling, department, open', who: 'officer', path: '/app/complaint/handling?view=open' },
    { name: 'handling, department, overdue', who: 'officer', path: '/app/complaint/handling?view=overdue' },
    { name: 'handling, department, closed', who: 'officer', path: '/app/complaint/handling?view=closed' },
    { name: 'handling, supervisor, todo', who: 'supervisor', path: '/app/complaint/handling?view=todo' },
    {
      name: 'handling, supervisor, overdue',
      who: 'supervisor',
      path: '/app/complaint/handling?view=overdue',
    },
    { name: 'getUnreadCounts, enterprise', who: 'enterprise', path: '/app/message/unread' },
    { name: 'getUnreadCounts, officer', who: 'officer', path: '/app/message/unread' },
    { name: 'getUnreadCounts, supervisor', who: 'supervisor', path: '/app/message/unread' },
  ];
  const results = await measureThroughApp(database, scenarios, {
    connections: CONNECTIONS,
    duration: DURATION_S,
    now: () => NOW,
  });
  return { heavy, results };
}

async function main() {
  const database = await openBenchTarget('.data/bench-complaints-pglite');
  try {
    console.log(`filling ${ROWS} complaints into ${database.kind} at ${database.location}`);
    // Complaint g lodged g × 30 s before the bench's now (the newest first), as this bench has always measured.
    await fillComplaints(database.db, {
      total: ROWS,
      anchor: '2026-11-01 00:00:00+08',
      spacingSeconds: 30,
      recent: RECENT,
      heavyEnterprise: HEAVY_ENTERPRISE,
      heavyUser: HEAVY_USER,
    });
    const complaints = await scalar(database.db, sql`select count(*) from complaints`);
    const { heavy, results } = await measure(database);
    console.log(
      `\n${database.kind}: ${complaints} complaints (${heavy} of the heavy enterprise); ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.table(results);
    await writeBenchResult('complaint-lists', database.kind, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      complaints,
      heavyEnterprise: heavy,
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
