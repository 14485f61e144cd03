/**
 * Mixed load against a real server process, on embedded PGlite and on PostgreSQL (loopback only):
 *   1. cached reads alone (queryDict, 10 connections),
 *   2. the same reads beside 20 connections creating registrations,
 *   3. creates alone (20 connections), all at one enterprise,
 *   4. creates alone, spread over 200 enterprises (each create's warnings read that enterprise's own history,
 *      which phase 3 makes one busy enterprise's).
 * Run: npx tsx tests/bench/mixed-load.ts   (about 1.5 min with BENCH_DURATION_S=8; writes tests/bench/results/mixed-load.json)
 * BENCH_ROOT=<checkout> measures another checkout with the same script; BENCH_DATABASES=pglite limits the databases;
 * BENCH_CPU_PROF=<folder> writes the server's CPU profile there (node --cpu-prof) when it stops.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { autocannon, type AutocannonResult } from './lib/autocannon';
import { insertBenchEnterprises } from './lib/bench-fill';
import { BENCH_ROOT, loginToken, OFFICER_LI_MING, registrationBody, startServer } from './lib/server-process';
import { startPostgres } from './lib/throwaway-postgres';
import type * as ThisClient from '../../server/db/client';
import type * as ThisSeed from '../../server/db/seed';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const READERS = 10;
const WRITERS = 20;
const READ_PATH = '/api/app/queryDict?dictType=department';

interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

function figures(result: AutocannonResult): Figures {
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function reads(url: string) {
  return autocannon({ url: `${url}${READ_PATH}`, connections: READERS, duration: DURATION_S, timeout: 30 });
}

/** Generated enterprises the spread phase registers at, in turn (see `insertBenchEnterprises`). */
const SPREAD_ENTERPRISES = 200;

function creates(url: string, token: string, spread = false) {
  let next = 0;
  const enterpriseNumber = () => `SZ440399${String(1 + (next++ % SPREAD_ENTERPRISES)).padStart(6, '0')}`;
  return autocannon({
    url,
    connections: WRITERS,
    duration: DURATION_S,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/app/registration/create',
        headers: { 'content-type': 'application/json', token },
        setupRequest: (request) => {
          const body = registrationBody(randomUUID());
          if (spread) body.enterpriseNumber = enterpriseNumber();
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  });
}

/**
 * Migrates and seeds the database with the measured checkout's own code, then adds the generated enterprises, each
 * with a user of its own: a create there notifies someone, as one at the demo enterprise does.
 */
async function addEnterprises(env: Record<string, string>) {
  const client = (await import(join(BENCH_ROOT, 'server/db/client.ts'))) as typeof ThisClient;
  const seed = (await import(join(BENCH_ROOT, 'server/db/seed.ts'))) as typeof ThisSeed;
  const handle = env.DATABASE_URL
    ? await client.openDatabase({ kind: 'postgres', url: env.DATABASE_URL, maxConnections: 2 })
    : await client.openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR! });
  try {
    await seed.seedDemoData(handle.db);
    await insertBenchEnterprises(handle.db);
    await handle.db.execute(sql`
      insert into users (id, phone, name, role, password_hash, enterprise_id)
      select 'usr-' || id, '1990' || lpad(substr(id, 12), 7, '0'), name || '负责人', 'enterprise', 'no-sign-in', id
      from enterprises where id like 'ent-bench-%'
      on conflict do nothing`);
  } finally {
    await handle.close();
  }
}

async function measure(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  await addEnterprises(env);
  const server = await startServer({
    env,
    nodeArgs: process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [],
  });
  try {
    const token = await loginToken(server.url, OFFICER_LI_MING);
    // Warm the caches and the JIT.
    await autocannon({ url: `${server.url}${READ_PATH}`, connections: 2, duration: 1 });
    const readsAlone = figures(await reads(server.url));
    const [mixedReads, mixedCreates] = await Promise.all([reads(server.url), creates(server.url, token)]);
    const createsAlone = figures(await creates(server.url, token));
    const createsSpread = figures(await creates(server.url, token, true));
    const readsMixed = figures(mixedReads);
    const createsMixed = figures(mixedCreates);
    return {
      database: kind,
      readsAlone,
      mixed: {
        reads: readsMixed,
        creates: createsMixed,
        totalRequestsPerSecond: readsMixed.requestsPerSecond + createsMixed.requestsPerSecond,
      },
      createsAlone,
      createsSpread,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const results = [];
  if (wanted.includes('pglite')) {
    const dataDir = await mkdtemp(join(tmpdir(), 'sv-mixed-'));
    try {
      results.push(await measure('pglite', { DATA_DIR: join(dataDir, 'pglite') }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (wanted.includes('postgres')) {
    const postgres = await startPostgres();
    if (postgres) {
      try {
        const url = await postgres.createDatabase('sv_mixed');
        results.push(await measure('postgres', { DATABASE_URL: url }));
      } finally {
        postgres.stop();
      }
    }
  }

  console.log(
    `\nroot ${BENCH_ROOT}; ${DURATION_S} s per phase; ${READERS} readers of ${READ_PATH}, ${WRITERS} creating registrations\n`,
  );
  console.table(
    results.flatMap((r) => [
      { database: r.database, phase: 'reads alone', ...r.readsAlone },
      { database: r.database, phase: 'reads beside creates', ...r.mixed.reads },
      { database: r.database, phase: 'creates beside reads', ...r.mixed.creates },
      { database: r.database, phase: 'creates alone, one enterprise', ...r.createsAlone },
      { database: r.database, phase: `creates alone, ${SPREAD_ENTERPRISES} enterprises`, ...r.createsSpread },
    ]),
  );
  const out = new URL(`./results/${process.env.BENCH_RESULT_NAME ?? 'mixed-load'}.json`, import.meta.url);
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), root: BENCH_ROOT, node: process.version, durationSeconds: DURATION_S, readers: READERS, writers: WRITERS, results }, null, 2)}\n`,
  );
  console.log(`written ${out.pathname}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
