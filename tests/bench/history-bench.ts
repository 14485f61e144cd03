/**
 * p50/p99 of the history list (listRegistrations) at ~1M registrations against the same engine at ~100,
 * first page and a deep page (by cursor), for an enterprise user, an officer and the supervision office (the
 * whole city's list, its late registrations, one district's). Loopback, bounded in time.
 *
 *   DATABASE_URL=postgres://.../sv_bench npx tsx tests/bench/history-bench.ts
 *   PGLITE_DIR=.data/bench-pglite npx tsx tests/bench/history-bench.ts
 *
 * Fill the large database first with generate-inspections.ts. The 100-row comparison database is made here:
 * a `<name>_small` database on the same PostgreSQL server, or an in-memory PGlite.
 * Writes tests/bench/results/history.json (PostgreSQL) or history-pglite.json, with EXPLAIN ANALYZE plans of the page queries.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { generateInspections, openBenchDatabase } from './generate-inspections';
import { measureGet } from './lib/autocannon';
import { scalar } from './lib/bench-fill';
import { loginToken } from './lib/server-process';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { enterprises } from '../../server/db/schema/enterprises';
import { registrations } from '../../server/db/schema/registrations';
import { decodeKeysetCursor, encodeKeysetCursor, rowsAfter } from '../../server/http/keyset-cursor';
import { enterpriseInRegion } from '../../server/modules/enterprises/enterprises-queries';
import { selectSummaries } from '../../server/modules/registrations/registrations-queries';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SMALL_ROWS = 100;
const ENTERPRISE_ID = 'ent-pengcheng-food';
/** 南山区: the demo enterprise's district and one of ten the bench enterprises are spread over. */
const DISTRICT = '440305';

interface Scenario {
  name: string;
  who: 'enterprise' | 'officer' | 'supervisor';
  query: Record<string, string>;
  /** The condition the endpoint builds, for EXPLAIN. */
  where: SQL;
  /** Rows to skip for the deep page's cursor. */
  depth: number;
}

function scenarios(db: Database, deepEnterprise: number, deepOfficer: number, deepCity: number): Scenario[] {
  const ent = eq(registrations.enterpriseId, ENTERPRISE_ID);
  const dept = eq(registrations.departmentCode, 'market');
  const city = sql`true`;
  const district = inArray(
    registrations.enterpriseId,
    db.select({ id: enterprises.id }).from(enterprises).where(enterpriseInRegion(DISTRICT)),
  );
  return [
    { name: 'enterprise, first page', who: 'enterprise', query: {}, where: ent, depth: 0 },
    { name: 'enterprise, deep page', who: 'enterprise', query: {}, where: ent, depth: deepEnterprise },
    {
      name: 'enterprise, department filter',
      who: 'enterprise',
      query: { departmentCode: 'health' },
      where: and(ent, eq(registrations.departmentCode, 'health'))!,
      depth: 0,
    },
    { name: 'officer, own department, first page', who: 'officer', query: {}, where: dept, depth: 0 },
    {
      name: 'officer, own department, deep page',
      who: 'officer',
      query: {},
      where: dept,
      depth: deepOfficer,
    },
    {
      name: 'officer, history check of one enterprise',
      who: 'officer',
      query: { enterpriseNumber: 'SZ440305000123' },
      where: ent,
      depth: 0,
    },
    // The supervision office: the whole city's list and the lists the city's figures open.
    { name: 'supervisor, whole city, first page', who: 'supervisor', query: {}, where: city, depth: 0 },
    { name: 'supervisor, whole city, deep page', who: 'supervisor', query: {}, where: city, depth: deepCity },
    {
      name: 'supervisor, late registrations of the city',
      who: 'supervisor',
      query: { flag: 'late' },
      where: eq(registrations.late, true),
      depth: 0,
    },
    {
      name: 'supervisor, one district',
      who: 'supervisor',
      query: { regionCode: DISTRICT },
      where: district,
      depth: 0,
    },
  ];
}

async function cursorAt(db: Database, where: SQL, depth: number): Promise<string | undefined> {
  if (depth === 0) return undefined;
  const [row] = await db
    .select({ id: registrations.id, registeredAt: registrations.registeredAt })
    .from(registrations)
    .where(where)
    .orderBy(desc(registrations.registeredAt), desc(registrations.id))
    .offset(depth - 1)
    .limit(1);
  return row && encodeKeysetCursor({ at: row.registeredAt.toISOString(), id: row.id });
}

async function explain(db: Database, where: SQL, cursor: string | undefined): Promise<string> {
  const after = cursor ? decodeKeysetCursor(cursor) : null;
  const condition = after
    ? and(where, rowsAfter(registrations.registeredAt, registrations.id, after))!
    : where;
  const query = selectSummaries(db)
    .where(condition)
    .orderBy(desc(registrations.registeredAt), desc(registrations.id))
    .limit(21);
  const result = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

async function runAgainst(database: DatabaseHandle, label: string) {
  const db = database.db;
  const count = await scalar(db, sql`select count(*) as n from registrations`);
  const entRows = await scalar(
    db,
    sql`select count(*) as n from registrations where enterprise_id = ${ENTERPRISE_ID}`,
  );
  const deptRows = await scalar(
    db,
    sql`select count(*) as n from registrations where department_code = 'market'`,
  );
  const app = await buildApp({ config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = {
    enterprise: await loginToken(base, '13800000001'),
    officer: await loginToken(base, '13900000001'),
    supervisor: await loginToken(base, '13700000001'),
  };
  console.log(
    `\n${label}: ${count} registrations (${entRows} of the enterprise, ${deptRows} of the market department)`,
  );
  const results = [];
  const rowsSeen = { enterprise: entRows, officer: deptRows, supervisor: count };
  for (const s of scenarios(
    db,
    Math.floor(entRows * 0.8),
    Math.floor(deptRows * 0.8),
    Math.floor(count * 0.8),
  )) {
    const depth = Math.min(s.depth, Math.max(0, rowsSeen[s.who] - 20));
    const cursor = await cursorAt(db, s.where, depth);
    const params = new URLSearchParams({ ...s.query, limit: '20', ...(cursor ? { cursor } : {}) });
    const url = `${base}/api/app/registration/list?${params}`;
    const check = await fetch(url, { headers: { token: tokens[s.who] } });
    const body = (await check.json()) as { code: number; data: { items: unknown[] } };
    if (body.code !== 20000) throw new Error(`${s.name}: ${JSON.stringify(body)}`);
    const figures = await measureGet(
      url,
      { token: tokens[s.who] },
      { connections: CONNECTIONS, duration: DURATION_S },
    );
    const plan = await explain(db, s.where, cursor);
    results.push({ scenario: s.name, depth, itemsOnPage: body.data.items.length, ...figures, plan });
  }
  console.table(results.map(({ plan: _plan, ...r }) => r));
  await app.close();
  return {
    label,
    engine: database.kind,
    registrations: count,
    enterpriseRows: entRows,
    departmentRows: deptRows,
    results,
  };
}

async function smallDatabase(
  large: DatabaseHandle,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (large.kind === 'pglite' || !url) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    return { handle, drop: async () => undefined };
  }
  const admin = new URL(url);
  const name = `${admin.pathname.slice(1) || 'postgres'}_small`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await run(`CREATE DATABASE ${name}`);
  const smallUrl = new URL(url);
  smallUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: smallUrl.toString(), maxConnections: 20 });
  return { handle, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function main() {
  const large = await openBenchDatabase();
  const small = await smallDatabase(large);
  try {
    await generateInspections(small.handle.db, SMALL_ROWS, () => undefined);
    const big = await runAgainst(large, 'large');
    const tiny = await runAgainst(small.handle, 'small');
    const comparison = big.results.map((r, i) => ({
      scenario: r.scenario,
      p99LargeMs: r.p99Ms,
      p99SmallMs: tiny.results[i]!.p99Ms,
      p50LargeMs: r.p50Ms,
      p50SmallMs: tiny.results[i]!.p50Ms,
    }));
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per scenario, loopback`);
    console.table(comparison);
    const out = new URL(
      large.kind === 'postgres' ? './results/history.json' : './results/history-pglite.json',
      import.meta.url,
    );
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), node: process.version, connections: CONNECTIONS, durationSeconds: DURATION_S, comparison, runs: [big, tiny] }, null, 2)}\n`,
    );
    console.log(`written ${out.pathname}`);
  } finally {
    await small.handle.close();
    await large.close();
    await small.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
