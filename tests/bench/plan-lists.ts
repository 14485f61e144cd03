/**
 * p50/p99 of the plan list (listPlans) at ~1,000,000 plans, through the HTTP app (loopback, autocannon): an officer's
 * department (first page, a deep page by cursor, each shown status, a title search) and the supervision office's
 * whole city. Each plan has two targets; a fifth of the approved ones had both inspected (the progress "x / y").
 *
 *   npx tsx tests/bench/plan-lists.ts                       (PGlite in .data/bench-plans-pglite)
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/plan-lists.ts
 *   BENCH_ROWS=20000 BENCH_DURATION_S=1 PGLITE_DIR=/tmp/plans npx tsx tests/bench/plan-lists.ts   (a smoke run)
 *
 * The fill is set-based and done once: a second run measures only. Writes tests/bench/results/plan-lists.json
 * (PostgreSQL) or plan-lists-pglite.json, with the EXPLAIN ANALYZE of each page query.
 */
import { sql } from 'drizzle-orm';
import type { GetScenario } from './lib/autocannon';
import { BENCH_ENTERPRISES, insertBenchEnterprises, scalar } from './lib/bench-fill';
import {
  keysetCursorAt,
  measureThroughApp,
  openBenchTarget,
  writeBenchResult,
  type BenchPersona,
} from './lib/bench-target';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CHUNK = 100_000;

async function fill(db: Database): Promise<void> {
  await seedDemoData(db);
  await insertBenchEnterprises(db);
  const started = performance.now();
  const existing = await scalar(db, sql`select count(*) from plans where id like 'bench-%'`);
  // Departments rotate; states rotate over draft, submitted, returned, approved (two in five) and cancelled; the
  // periods run through 2026, so approved plans are upcoming, in progress or past on the bench's day.
  for (let from = existing + 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await db.execute(sql`
      insert into plans (id, department_code, title, type, legal_basis, item_codes, period_from, period_to, status,
        created_by, version, created_at, updated_at)
      select 'bench-' || lpad(g::text, 8, '0'), (array['market', 'health', 'ecology', 'emergency', 'urban'])[1 + g % 5],
        '基准检查计划 ' || g, 'routine', '《中华人民共和国食品安全法》第一百一十条', '["MK-01"]'::jsonb,
        date '2026-01-01' + (g % 300), date '2026-01-01' + (g % 300) + 30,
        (array['draft', 'submitted', 'returned', 'approved', 'approved', 'cancelled'])[1 + (g / 5) % 6],
        'usr-13900000001', 1, t.at, t.at
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select timestamptz '2026-11-01 00:00:00+08' - g * interval '30 seconds' as at) t`);
    await db.execute(sql`
      insert into plan_departments (plan_id, department_code, lead)
      select 'bench-' || lpad(g::text, 8, '0'), (array['market', 'health', 'ecology', 'emergency', 'urban'])[1 + g % 5], true
      from generate_series(${from}::int, ${to}::int) as g`);
    await db.execute(sql`
      insert into plan_targets (plan_id, enterprise_id, drawn)
      select 'bench-' || lpad(g::text, 8, '0'), 'ent-bench-' || (1 + (g + k) % ${BENCH_ENTERPRISES}), false
      from generate_series(${from}::int, ${to}::int) as g, generate_series(0, 1) as k`);
    console.log(`  plans ${from}-${to}`);
  }
  await db.execute(sql`analyze plans`);
  await db.execute(sql`analyze plan_departments`);
  await db.execute(sql`analyze plan_targets`);
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(database: DatabaseHandle) {
  const db = database.db;
  const departmentRows = await scalar(db, sql`select count(*) from plans where department_code = 'market'`);
  const deep = await keysetCursorAt(
    db,
    sql`select updated_at as at, id from plans where department_code = 'market'
        order by updated_at desc, id desc offset ${Math.floor(departmentRows * 0.8)} limit 1`,
  );
  const list = '/app/plan/list';
  const scenarios: Array<GetScenario<BenchPersona>> = [
    { name: 'department, first page', who: 'officer', path: list },
    {
      name: 'department, deep page (80%)',
      who: 'officer',
      path: `${list}?cursor=${encodeURIComponent(deep)}`,
    },
    { name: 'department, drafts', who: 'officer', path: `${list}?status=draft` },
    { name: 'department, in progress', who: 'officer', path: `${list}?status=in_progress` },
    { name: 'department, completed', who: 'officer', path: `${list}?status=completed` },
    {
      name: 'department, title search',
      who: 'officer',
      path: `${list}?query=${encodeURIComponent('计划 4242')}`,
    },
    { name: 'supervision office, whole city', who: 'supervisor', path: list },
  ];
  const results = await measureThroughApp(database, scenarios, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { departmentRows, results };
}

async function main() {
  const database = await openBenchTarget('.data/bench-plans-pglite');
  try {
    console.log(`filling ${ROWS} plans into ${database.kind} at ${database.location}`);
    await fill(database.db);
    const plans = await scalar(database.db, sql`select count(*) from plans`);
    const { departmentRows, results } = await measure(database);
    console.log(
      `\n${database.kind}: ${plans} plans (${departmentRows} of the market department); ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.table(results);
    await writeBenchResult('plan-lists', database.kind, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      plans,
      departmentRows,
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
