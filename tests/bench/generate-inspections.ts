/**
 * Fills the registrations table with N generated inspections (default 1,000,000) for the history benchmark.
 * Set-based: INSERT ... SELECT FROM generate_series in chunks, no rows cross the wire.
 *
 *   DATABASE_URL=postgres://... npx tsx tests/bench/generate-inspections.ts [N]
 *   PGLITE_DIR=.data/bench npx tsx tests/bench/generate-inspections.ts [N]
 *
 * 10 % of the rows go to the demo enterprise SZ440305000123 (the enterprise user of the benchmark), the rest
 * spread over 2,000 generated enterprises on every street of the city; departments rotate, so the market officer sees a fifth of them.
 * 2 % are late (all of them the market department's, a tenth of its rows) and 1 % frequency-warned (every department),
 * for the analysis lists on the partial indexes of those flags.
 * Re-running with the same N does nothing; a larger N adds the missing rows.
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { BENCH_ENTERPRISES, insertBenchEnterprises, scalar } from './lib/bench-fill';
import { openBenchTarget } from './lib/bench-target';
import type { Database, DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

const CHUNK = 100_000;

export async function generateInspections(
  db: Database,
  total: number,
  log: (line: string) => void = console.log,
): Promise<void> {
  await seedDemoData(db);
  await insertBenchEnterprises(db);

  const existing = await scalar(db, sql`select count(*) from registrations where id like 'bench-%'`);
  if (existing >= total) {
    log(`already ${existing} generated registrations, nothing to do`);
    return;
  }
  const started = performance.now();
  for (let from = existing + 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    const chunkStarted = performance.now();
    // Newest first by g: row g started g * 30 s before the anchor, so 1M rows cover about a year.
    await db.execute(sql`
      insert into registrations (
        id, registration_number, enterprise_id, department_code, created_by, client_request_id, platform, type,
        trigger_reason, case_reason, legal_basis, officers, started_at, ended_at, registered_at, late,
        frequency_warned, problem_count, no_findings, version)
      select
        'bench-' || lpad(g::text, 8, '0'),
        'JB' || lpad(g::text, 14, '0'),
        case when (g / 5) % 10 = 0 then 'ent-pengcheng-food' else 'ent-bench-' || (1 + (g / 5) % ${BENCH_ENTERPRISES}) end,
        d.code,
        d.officer,
        'bench-' || g,
        'main',
        (array['routine', 'triggered', 'case'])[1 + g % 3],
        case when g % 3 = 1 then '投诉举报' end,
        case when g % 3 = 2 then 'complaint' end,
        '《中华人民共和国行政处罚法》',
        jsonb_build_array(jsonb_build_object('name', d.officer_name, 'certificateNumber', d.certificate),
                          jsonb_build_object('name', '同事', 'certificateNumber', '44030099999')),
        t.started_at,
        t.started_at + interval '45 minutes',
        date_trunc('milliseconds', t.started_at + interval '50 minutes'),
        g % 50 = 0,
        (g / 5) % 100 = 7,
        g % 3,
        g % 3 = 0,
        1
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select timestamptz '2026-01-01 00:00:00+08' + interval '320 days' - g * interval '30 seconds' as started_at) t
      cross join lateral (
        select * from (values
          ('market', 'usr-13900000001', '李明', '44030012345'),
          ('health', 'usr-13900000002', '王芳', '44030023456'),
          ('ecology', 'usr-13900000031', '郑涛', '44030034561'),
          ('emergency', 'usr-13900000041', '褚磊', '44030045671'),
          ('urban', 'usr-13900000051', '沈阳', '44030056781')
        ) as v(code, officer, officer_name, certificate)
        offset (g % 5) limit 1
      ) d`);
    log(`  rows ${from}-${to}: ${((performance.now() - chunkStarted) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`analyze registrations`);
  log(
    `generated ${total - existing} registrations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

export const openBenchDatabase = (): Promise<DatabaseHandle> => openBenchTarget('.data/bench-pglite');

async function main() {
  const total = Number(process.argv[2] ?? process.env.BENCH_ROWS ?? 1_000_000);
  const database = await openBenchDatabase();
  console.log(`generating ${total} registrations into ${database.kind} at ${database.location}`);
  try {
    await generateInspections(database.db, total);
    console.log(
      `registrations in table: ${await scalar(database.db, sql`select count(*) from registrations`)}`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
