/**
 * Hot read endpoints against a bare Fastify hello endpoint, same process, loopback only.
 * Run: npx tsx tests/bench/server-bench.ts   (about 35 s; writes tests/bench/results/server.json)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { autocannon } from './lib/autocannon';
import { loginToken } from './lib/server-process';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 10;

interface Result {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  ratioToHello?: number;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function measure(
  name: string,
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

async function main() {
  const hello = Fastify();
  hello.get('/hello', async () => ({ hello: 'world' }));
  const helloBase = await listen(hello);

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await seedDemoData(database.db);
  const app = await buildApp({ config: { ...loadConfig({}), loginRateLimitPerMinute: 1000 }, database });
  const base = await listen(app);

  const token = await loginToken(base, '13800000001');

  const results: Result[] = [];
  results.push(await measure('hello (bare Fastify)', helloBase, '/hello'));
  results.push(await measure('getCarousel', base, '/api/getCarousel'));
  results.push(await measure('getLanguage', base, '/api/getLanguage'));
  results.push(await measure('queryDict', base, '/api/app/queryDict?dictType=department'));
  results.push(await measure('getGoodsNum (token)', base, '/api/getGoodsNum', { token }));
  results.push(await measure('getRegionCascade', base, '/api/app/code/item/getRegionCascade'));

  const helloRps = results[0]!.requestsPerSecond;
  for (const r of results) r.ratioToHello = Number((r.requestsPerSecond / helloRps).toFixed(3));

  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, loopback, in-memory PGlite\n`);
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p99 ms': r.p99Ms,
      'vs hello': r.ratioToHello,
      errors: r.non2xx,
    })),
  );

  const out = new URL('./results/server.json', import.meta.url);
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, connections: CONNECTIONS, durationSeconds: DURATION_S, results }, null, 2)}\n`,
  );
  console.log(`written ${out.pathname}`);

  await Promise.all([app.close(), hello.close()]);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
