/** What the set-based fills of the large benchmarks share: generated enterprises and a count. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';

/** Generated enterprises `ent-bench-1` … `ent-bench-2000`, beside the demo ones. */
export const BENCH_ENTERPRISES = 2_000;

export async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return Number(Object.values(result.rows[0] ?? { n: 0 })[0] ?? 0);
}

export async function insertBenchEnterprises(db: Database): Promise<void> {
  await db.execute(sql`
    insert into enterprises (id, enterprise_number, name, credit_code, address, region_code, legal_representative, phone)
    select 'ent-bench-' || g, 'SZ440399' || lpad(g::text, 6, '0'), '基准测试企业' || g, 'BENCH' || lpad(g::text, 13, '0'),
           '深圳市大鹏新区基准路' || g || '号', streets.codes[1 + g % array_length(streets.codes, 1)],
           '法人' || g, '0755-' || lpad(g::text, 8, '0')
    -- Spread over every street of the city, so that a district holds its share of the registrations.
    from generate_series(1, ${BENCH_ENTERPRISES}) as g,
      (select array_agg(code order by code) as codes from regions where level = 'street') as streets
    on conflict do nothing`);
}
