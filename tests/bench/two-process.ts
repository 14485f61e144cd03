/**
 * Two real server processes on one PostgreSQL behind a round-robin client (TRUST_PROXY on, addresses from
 * X-Forwarded-For as a reverse proxy would send them). Checks that they behave as one service:
 *   1. 200 wrong passwords for one account from 10 addresses, alternating processes, then the right one;
 *   2. logout on one process: how long the other still accepts the token;
 *   3. reference data changed in the database: how long until both serve it;
 *   4. 20 connections creating registrations on both for a few seconds: numbers unique, creates per second.
 * Run: npx tsx tests/bench/two-process.ts   (about 30 s; writes tests/bench/results/two-process.json)
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import pg from 'pg';
import {
  api,
  BENCH_ROOT,
  loginToken,
  OFFICER_LI_MING,
  registrationBody,
  startServer,
  SUCCESS,
  type ServerProcess,
} from './lib/server-process';
import { startPostgres } from './lib/throwaway-postgres';

const CREATE_SECONDS = Number(process.env.BENCH_DURATION_S ?? 5);

async function main() {
  const postgres = await startPostgres();
  if (!postgres) return;
  const url = await postgres.createDatabase('sv_two');
  const env = { DATABASE_URL: url, TRUST_PROXY: 'true', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' };
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the second finds the migrations applied (they also take a lock when started together).
    servers.push(await startServer({ env }));
    servers.push(await startServer({ env }));
    let turn = 0;
    const next = () => servers[turn++ % servers.length]!.url;

    // 1. Guessing one account's password from 10 addresses over both processes.
    const account = '13800000002';
    let refusedGuesses = 0;
    for (let i = 0; i < 200; i += 1) {
      const { status } = await api(
        next(),
        '/appLogin',
        { username: account, password: `guess-${i}` },
        {
          'x-forwarded-for': `198.51.100.${i % 10}`,
        },
      );
      if (status === 429) refusedGuesses += 1;
    }
    const right = await api(
      next(),
      '/appLogin',
      { username: account, password: 'Demo@2026' },
      {
        'x-forwarded-for': '198.51.100.77',
      },
    );
    const signedInAfterGuesses = right.body.code === SUCCESS;

    // 2. Logout on one process, the token on the other.
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await loginToken(a.url, '13800000001');
    await api(b.url, '/app/session', undefined, { token }); // cached on b
    await api(a.url, '/app/logout', {}, { token });
    const loggedOutAt = Date.now();
    let acceptedAfterLogoutMs = 0;
    let acceptedRequests = 0;
    while (Date.now() - loggedOutAt < 6_000) {
      const { status } = await api(b.url, '/app/session', undefined, { token });
      if (status === 401) break;
      acceptedRequests += 1;
      acceptedAfterLogoutMs = Date.now() - loggedOutAt;
    }

    // 3. Reference data changed directly in the database.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const renamed = `市场监督管理局-${randomUUID().slice(0, 4)}`;
    const dict = async (server: ServerProcess) =>
      (
        await api<Array<{ value: string; label: string }>>(server.url, '/app/queryDict?dictType=department')
      ).body.data.find((d) => d.value === 'market')?.label;
    await Promise.all(servers.map(dict)); // both cached
    await client.query(`update departments set name_zh = $1 where code = 'market'`, [renamed]);
    const changedAt = Date.now();
    let staleForMs = 0;
    while (Date.now() - changedAt < 65_000) {
      const labels = await Promise.all(servers.map(dict));
      if (labels.every((l) => l === renamed)) break;
      staleForMs = Date.now() - changedAt;
      await new Promise((r) => setTimeout(r, 2));
    }
    await client.end();

    // 4. Creates on both processes at once.
    const officer = await loginToken(a.url, OFFICER_LI_MING);
    const numbers: string[] = [];
    let failed = 0;
    const until = Date.now() + CREATE_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (Date.now() < until) {
          const { body } = await api<{ registrationNumber: string }>(
            next(),
            '/app/registration/create',
            registrationBody(randomUUID()),
            { token: officer },
          );
          if (body.code === SUCCESS) numbers.push(body.data.registrationNumber);
          else failed += 1;
        }
      }),
    );

    const result = {
      wrongPasswords: { guesses: 200, refused: refusedGuesses, signedInAfterGuesses },
      logout: { otherProcessAcceptedForMs: acceptedAfterLogoutMs, acceptedRequests },
      referenceData: { staleForMs },
      creates: {
        perSecond: Math.round(numbers.length / CREATE_SECONDS),
        created: numbers.length,
        failed,
        duplicateNumbers: numbers.length - new Set(numbers).size,
      },
    };
    console.log(`root ${BENCH_ROOT}`);
    console.log(JSON.stringify(result, null, 2));
    const out = new URL(`./results/${process.env.BENCH_RESULT_NAME ?? 'two-process'}.json`, import.meta.url);
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), root: BENCH_ROOT, ...result }, null, 2)}\n`,
    );
    console.log(`written ${out.pathname}`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
