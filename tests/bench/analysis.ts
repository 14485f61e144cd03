/**
 * p50/p99 of the analysis endpoints, and of the lists their figures open, with 1,000 generated inspections and 100
 * complaints and then with 1,000,000 and 100,000, in the same run and database: a request must keep the same order
 * of time.
 *
 *   npx tsx tests/bench/analysis.ts                       (PGlite in .data/bench-analysis-pglite, refilled)
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/analysis.ts
 *   BENCH_ROWS=20000 BENCH_COMPLAINTS=2000 BENCH_DURATION_S=2 npx tsx tests/bench/analysis.ts   (a smoke run)
 *
 * The complaints (with their events: lodged, accepted or refused, replied and passed on, rated, some reopened, some
 * reported overdue, see lib/complaint-fill.ts) span the same days as the inspections at the large size, one every
 * 30 s × BENCH_ROWS / BENCH_COMPLAINTS (300 s by default) back from the inspections' newest, over the five
 * inspecting departments. Each scenario reports p50/p99 under BENCH_CONNECTIONS connections (null: no response
 * within the window) and `aloneMs`, a request on its own; `queryMs` times the endpoints' queries one by one
 * (lib/analysis-probes.ts; tests/bench/analysis-plans.ts prints their plans on the kept database).
 * Writes tests/bench/results/analysis.json (PostgreSQL) or analysis-pglite.json.
 */
import { rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { generateInspections } from './generate-inspections';
import { timeAnalysisQueries } from './lib/analysis-probes';
import { autocannon, type GetScenario } from './lib/autocannon';
import { scalar } from './lib/bench-fill';
import { fillComplaints } from './lib/complaint-fill';
import { loginToken } from './lib/server-process';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SMALL_COMPLAINTS = 100;
const LARGE_COMPLAINTS = Number(process.env.BENCH_COMPLAINTS ?? 100_000);
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
  // The lists the figures open (first page), for the officer's department and the year to the bench's now.
  ...(['late', 'frequencyWarned'] as const).map((flag) => ({
    name: `registrations, ${flag}`,
    who: 'officer' as const,
    path: `/app/registration/list?from=2026-01-01&to=2026-11-20&flag=${flag}&limit=20`,
  })),
  {
    name: 'registrations, routine',
    who: 'officer',
    path: '/app/registration/list?from=2026-01-01&to=2026-11-20&type=routine&limit=20',
  },
  {
    name: 'registrations, by number',
    who: 'officer',
    path: '/app/registration/list?from=2026-01-01&to=2026-11-20&registeredBy=number&limit=20',
  },
  {
    name: 'complaints lodged',
    who: 'officer',
    path: '/app/complaint/handling?view=lodged&from=2026-01-01&to=2026-11-20',
  },
  ...(['reopened', 'decided'] as const).map((facet) => ({
    name: `complaints lodged, ${facet}`,
    who: 'officer' as const,
    path: `/app/complaint/handling?view=lodged&from=2026-01-01&to=2026-11-20&facet=${facet}`,
  })),
];

/** The inspections' newest started at 2026-01-01 + 320 days; the complaints end there too. */
const fillComplaintsTo = (db: DatabaseHandle['db'], total: number) =>
  fillComplaints(db, {
    total,
    anchor: '2026-11-17 00:00:00+08',
    spacingSeconds: (30 * LARGE) / LARGE_COMPLAINTS,
    recent: 20,
    heavyEnterprise: 'ent-pengcheng-food',
    heavyUser: 'usr-13800000001',
    timeline: true,
  });

/** One GET of the scenario, checked for a successful envelope; its milliseconds. */
async function timedGet(url: string, token: string, name: string): Promise<number> {
  const started = performance.now();
  const body = (await (await fetch(url, { headers: { token } })).json()) as { code: number };
  if (body.code !== 20000) throw new Error(`${name}: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

/**
 * As lib/autocannon's measureScenarios (a one-second warm-up, then CONNECTIONS connections for DURATION_S), except
 * that the requests the warm-up left in flight are waited for before measuring (a request that takes seconds would
 * otherwise start the measured run behind ten of them), and that a scenario with no response in the window reports
 * null rather than 0 ms. Also the time of a request on its own: the median of three, one after another.
 */
async function measureScenario(base: string, token: string, s: GetScenario<string>) {
  const url = `${base}/api${s.path}`;
  const headers = { token };
  await timedGet(url, token, s.name);
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  await timedGet(url, token, s.name);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: 60, headers });
  const alone = [];
  for (let i = 0; i < 3; i++) alone.push(await timedGet(url, token, s.name));
  const answered = r.requests.total > 0;
  return {
    scenario: s.name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: answered ? r.latency.p50 : null,
    p99Ms: answered ? r.latency.p99 : null,
    aloneMs: Math.round(alone.sort((a, b) => a - b)[1]!),
    errors: r.non2xx + r.errors,
  };
}

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
  const results = [];
  for (const s of scenarios) results.push(await measureScenario(base, tokens[s.who], s));
  await app.close();
  // The same queries one at a time: which of them a slower endpoint waits on.
  const queryMs = await timeAnalysisQueries(database.db);
  const count = (query: ReturnType<typeof sql>) => scalar(database.db, query);
  return {
    registrations: await count(sql`select count(*) from registrations`),
    late: await count(sql`select count(*) from registrations where late`),
    frequencyWarned: await count(sql`select count(*) from registrations where frequency_warned`),
    statRows: await count(sql`select count(*) from inspection_stats`),
    complaints: await count(sql`select count(*) from complaints`),
    reopened: await count(sql`select count(*) from complaints where reopen_count > 0`),
    complaintEvents: await count(sql`select count(*) from complaint_events`),
    decided: await count(
      sql`select count(distinct complaint_id) from complaint_events where action in ('resolve', 'reject')`,
    ),
    overdueEvents: await count(sql`select count(*) from complaint_events where action = 'overdue'`),
    foldSeconds,
    results,
    queryMs,
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
    await fillComplaintsTo(database.db, SMALL_COMPLAINTS);
    const small = await measure(database);
    console.table(small.results);
    await generateInspections(database.db, LARGE);
    await fillComplaintsTo(database.db, LARGE_COMPLAINTS);
    const large = await measure(database);
    console.table(large.results);
    console.table(
      Object.fromEntries(
        Object.keys(large.queryMs).map((name) => [
          name,
          { smallMs: small.queryMs[name], largeMs: large.queryMs[name] },
        ]),
      ),
    );
    const counts = ({ results: _results, queryMs: _queryMs, ...rest }: typeof small) => rest;
    console.table({ small: counts(small), large: counts(large) });
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
