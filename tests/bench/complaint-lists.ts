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
import { mkdir, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { measureScenarios, type GetScenario } from './lib/autocannon';
import { BENCH_ENTERPRISES, insertBenchEnterprises, scalar } from './lib/bench-fill';
import { loginToken } from './lib/server-process';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { encodeKeysetCursor } from '../../server/http/keyset-cursor';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CHUNK = 100_000;
const RECENT = 20_000;
const HEAVY_USER = 'usr-13800000001';
const HEAVY_ENTERPRISE = 'ent-pengcheng-food';
/** The bench's "now": every generated complaint is older. */
const NOW = new Date('2026-11-01T00:00:00+08:00');

async function fill(db: Database): Promise<void> {
  await seedDemoData(db);
  await insertBenchEnterprises(db);
  const started = performance.now();
  const existing = await scalar(db, sql`select count(*) from complaints where id like 'bench-%'`);
  for (let from = existing + 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await db.execute(sql`
      insert into complaints (id, complaint_number, enterprise_id, created_by, client_request_id, kind, category,
        description, contact_phone, contact_allowed, subject_type, concerned_department_code,
        assigned_department_code, state, step, due_at, reopen_count, created_at, updated_at)
      select 'bench-' || lpad(g::text, 8, '0'), 'TB' || lpad(g::text, 12, '0'),
        case when g % 10 = 0 then ${HEAVY_ENTERPRISE} else 'ent-bench-' || (1 + g % ${BENCH_ENTERPRISES}) end,
        case when g % 10 = 0 then ${HEAVY_USER} else 'usr-13800000002' end,
        'bench-' || g, case when g % 7 = 0 then 'opinion' else 'complaint' end,
        (array['noScan', 'outsideList', 'tooFrequent', 'misconduct', 'feesOrGifts', 'other'])[1 + g % 6],
        '检查人员未出示执法监督码即开始检查，且检查事项超出公布的清单。', '13800000001', g % 3 <> 0, 'none', d.code,
        case when s.state in ('submitted', 'notAccepted', 'duplicate', 'withdrawn') then null else d.code end,
        s.state, s.step,
        case when s.step is null then null
             when g <= ${RECENT} then t.at + interval '3 days'
             else t.at + interval '2 days' end,
        0, t.at, t.at
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select timestamptz '2026-11-01 00:00:00+08' - g * interval '30 seconds' as at) t
      cross join lateral (select (array['market', 'health', 'ecology', 'emergency', 'urban'])[1 + g % 5] as code) d
      cross join lateral (
        select case
          when g <= ${RECENT} then (array['submitted', 'assigned', 'handling', 'handling', 'reviewing', 'replied', 'resolved', 'withdrawn'])[1 + g % 8]
          when g % 100 = 1 then 'handling'
          else (array['resolved', 'resolved', 'resolved', 'resolved', 'resolved', 'resolved', 'notAccepted', 'duplicate', 'withdrawn', 'resolved'])[1 + g % 10]
        end as state) s0
      cross join lateral (
        select s0.state,
          case s0.state when 'submitted' then 'accept' when 'assigned' then 'sign' when 'handling' then 'reply'
                        when 'reviewing' then 'review' when 'replied' then 'rate' end as step) s`);
    console.log(`  complaints ${from}-${to}`);
  }
  await db.execute(sql`analyze complaints`);
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function cursorAt(db: Database, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ at: string | Date; id: string }> };
  const row = result.rows[0]!;
  return encodeKeysetCursor({ at: new Date(row.at).toISOString(), id: row.id });
}

async function measure(database: DatabaseHandle) {
  const db = database.db;
  const heavy = await scalar(
    db,
    sql`select count(*) from complaints where enterprise_id = ${HEAVY_ENTERPRISE}`,
  );
  const deepOwn = await cursorAt(
    db,
    sql`select created_at as at, id from complaints where enterprise_id = ${HEAVY_ENTERPRISE}
        order by created_at desc, id desc offset ${Math.floor(heavy * 0.8)} limit 1`,
  );
  const app = await buildApp({
    config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 },
    database,
    now: () => NOW,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = {
    enterprise: await loginToken(base, '13800000001'),
    officer: await loginToken(base, '13900000001'),
    supervisor: await loginToken(base, '13700000001'),
  };
  const scenarios: Array<GetScenario<keyof typeof tokens>> = [
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
  const results = await measureScenarios(base, tokens, scenarios, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  await app.close();
  return { heavy, results };
}

async function main() {
  const database = process.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, maxConnections: 20 })
    : await openDatabase({
        kind: 'pglite',
        dataDir: process.env.PGLITE_DIR ?? '.data/bench-complaints-pglite',
      });
  try {
    console.log(`filling ${ROWS} complaints into ${database.kind} at ${database.location}`);
    await fill(database.db);
    const complaints = await scalar(database.db, sql`select count(*) from complaints`);
    const { heavy, results } = await measure(database);
    console.log(
      `\n${database.kind}: ${complaints} complaints (${heavy} of the heavy enterprise); ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.table(results);
    const out = new URL(
      database.kind === 'postgres'
        ? './results/complaint-lists.json'
        : './results/complaint-lists-pglite.json',
      import.meta.url,
    );
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, engine: database.kind, connections: CONNECTIONS, durationSeconds: DURATION_S, complaints, heavyEnterprise: heavy, results }, null, 2)}\n`,
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
