/**
 * p50/p99 of the message center and the notice list at ~1,000,000 messages and ~1,000,000 inspection notices,
 * through the HTTP app (loopback, autocannon): listMessages first page and a deep page (by cursor) for a heavy
 * user (~100k messages), getUnreadCounts, listNotices for the enterprise, the department and the supervisor.
 *
 *   npx tsx tests/bench/message-lists.ts                       (PGlite in .data/bench-messages-pglite)
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/message-lists.ts
 *
 * The fill is set-based (INSERT ... SELECT FROM generate_series, in chunks) and done once: a second run measures
 * only. Writes tests/bench/results/message-lists.json (PostgreSQL) or message-lists-pglite.json.
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
const USERS = 10_000;
const HEAVY_USER = 'usr-13800000001';
const HEAVY_ENTERPRISE = 'ent-pengcheng-food';

async function fill(db: Database): Promise<void> {
  await seedDemoData(db);
  await insertBenchEnterprises(db);
  await db.execute(sql`
    insert into users (id, phone, name, role, password_hash, enterprise_id, is_demo)
    select 'usr-bench-' || g, '170' || lpad(g::text, 8, '0'), '基准用户' || g, 'enterprise',
           (select password_hash from users where id = ${HEAVY_USER}), 'ent-bench-' || (1 + g % ${BENCH_ENTERPRISES}), true
    from generate_series(1, ${USERS}) as g
    on conflict do nothing`);

  const started = performance.now();
  const messagesNow = await scalar(db, sql`select count(*) from messages where id like 'bench-%'`);
  // Every 10th message is the heavy user's; one in 20 of each user's is unread; a quarter are system notices.
  for (let from = messagesNow + 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await db.execute(sql`
      insert into messages (id, user_id, kind, box, title_zh, title_en, body_zh, body_en, link, created_at, read_at)
      select 'bench-' || lpad(g::text, 8, '0'),
        case when g % 10 = 0 then ${HEAVY_USER} else 'usr-bench-' || (1 + g % ${USERS}) end,
        case when g % 4 = 0 then 'systemNotice' else 'registrationMade' end,
        case when g % 4 = 0 then 'system' else 'personal' end,
        '检查登记已完成 ' || g, 'Inspection registered ' || g,
        '市场监督管理局已对贵单位完成一次检查，请查看并评价。', 'The Market Supervision Administration inspected your business; see and rate it.',
        jsonb_build_object('path', 'registrationDetail', 'params', jsonb_build_object('id', 'reg-' || g)),
        t.at, case when (g / 10) % 20 = 0 then null else t.at + interval '1 hour' end
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select timestamptz '2026-11-01 00:00:00+08' - g * interval '30 seconds' as at) t`);
    console.log(`  messages ${from}-${to}`);
  }
  const noticesNow = await scalar(db, sql`select count(*) from inspection_notices where id like 'bench-%'`);
  // Every 10th notice is the heavy enterprise's; departments rotate; one in 50 is unread.
  for (let from = noticesNow + 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await db.execute(sql`
      insert into inspection_notices (id, kind, plan_id, department_code, enterprise_id, issued_by, title, legal_basis,
        item_codes, officers, period_from, period_to, issued_at, read_at)
      select 'bench-' || lpad(g::text, 8, '0'), 'door', 'plan-market-food-2026',
        (array['market', 'health', 'ecology', 'emergency', 'urban'])[1 + g % 5],
        case when g % 10 = 0 then ${HEAVY_ENTERPRISE} else 'ent-bench-' || (1 + g % ${BENCH_ENTERPRISES}) end,
        'usr-13900000001', '日常监督检查', '《中华人民共和国食品安全法》第一百一十条', '["MK-01", "MK-02"]'::jsonb,
        '[{"name": "李明", "certificateNumber": "44030012345"}]'::jsonb, date '2026-01-01', date '2026-12-31',
        t.at, case when (g / 10) % 50 = 0 then null else t.at + interval '1 day' end
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select timestamptz '2026-11-01 00:00:00+08' - g * interval '30 seconds' as at) t`);
    console.log(`  notices ${from}-${to}`);
  }
  await db.execute(sql`analyze messages`);
  await db.execute(sql`analyze inspection_notices`);
  console.log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function measure(database: DatabaseHandle) {
  const db = database.db;
  const heavyPersonal = await scalar(
    db,
    sql`select count(*) from messages where user_id = ${HEAVY_USER} and box = 'personal'`,
  );
  const deepMessages = await keysetCursorAt(
    db,
    sql`select created_at as at, id from messages where user_id = ${HEAVY_USER} and box = 'personal'
        order by created_at desc, id desc offset ${Math.floor(heavyPersonal * 0.8)} limit 1`,
  );
  const deepNotices = await keysetCursorAt(
    db,
    sql`select issued_at as at, id from inspection_notices where enterprise_id = ${HEAVY_ENTERPRISE} and read_at is not null
        order by issued_at desc, id desc offset ${Math.floor((ROWS / 10) * 0.8)} limit 1`,
    false,
  );
  const deepDepartment = await keysetCursorAt(
    db,
    sql`select issued_at as at, id from inspection_notices where department_code = 'market'
        order by issued_at desc, id desc offset ${Math.floor((ROWS / 5) * 0.8)} limit 1`,
  );

  const scenarios: Array<GetScenario<BenchPersona>> = [
    { name: 'listMessages, first page', who: 'enterprise', path: '/app/message/list?box=personal' },
    {
      name: 'listMessages, deep page (80%)',
      who: 'enterprise',
      path: `/app/message/list?box=personal&cursor=${deepMessages}`,
    },
    { name: 'listMessages, system box', who: 'enterprise', path: '/app/message/list?box=system' },
    { name: 'getUnreadCounts, enterprise', who: 'enterprise', path: '/app/message/unread' },
    { name: 'getUnreadCounts, officer', who: 'officer', path: '/app/message/unread' },
    { name: 'listNotices, enterprise, first page', who: 'enterprise', path: '/app/notice/list' },
    {
      name: 'listNotices, enterprise, deep page',
      who: 'enterprise',
      path: `/app/notice/list?cursor=${deepNotices}`,
    },
    { name: 'listNotices, department, first page', who: 'officer', path: '/app/notice/list' },
    {
      name: 'listNotices, department, deep page',
      who: 'officer',
      path: `/app/notice/list?cursor=${deepDepartment}`,
    },
    { name: 'listNotices, supervisor, first page', who: 'supervisor', path: '/app/notice/list' },
  ];
  const results = await measureThroughApp(database, scenarios, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  return { heavyPersonal, results };
}

async function main() {
  const database = await openBenchTarget('.data/bench-messages-pglite');
  try {
    console.log(`filling ${ROWS} messages and ${ROWS} notices into ${database.kind} at ${database.location}`);
    await fill(database.db);
    const counts = {
      messages: await scalar(database.db, sql`select count(*) from messages`),
      notices: await scalar(database.db, sql`select count(*) from inspection_notices`),
    };
    const { heavyPersonal, results } = await measure(database);
    console.log(
      `\n${database.kind}: ${counts.messages} messages (${heavyPersonal} in the heavy user's personal box), ${counts.notices} notices; ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.table(results);
    await writeBenchResult('message-lists', database.kind, {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      ...counts,
      heavyPersonal,
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
