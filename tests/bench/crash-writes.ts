/**
 * kill -9 during writes: a real server process takes registrations from 10 concurrent writers, is killed without
 * warning, and is started again on the same data; every registration it acknowledged must be there, with its number.
 * Three kills per database, on embedded PGlite (a folder) and on PostgreSQL. Loopback only, about 1-2 min.
 * Run: npx tsx tests/bench/crash-writes.ts   (writes tests/bench/results/crash-writes.json; exit 1 if a write is lost)
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  BENCH_ROOT,
  loginToken,
  OFFICER_LI_MING,
  registrationBody,
  startServer,
  SUCCESS,
} from './lib/server-process';
import { startPostgres } from './lib/throwaway-postgres';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const WRITERS = 10;

interface Acknowledged {
  id: string;
  registrationNumber: string;
}

async function writeUntilKilled(
  url: string,
  token: string,
  killAfterMs: number,
  kill: () => Promise<unknown>,
) {
  const acknowledged: Acknowledged[] = [];
  let stop = false;
  const writer = async () => {
    while (!stop) {
      try {
        const { body } = await api<Acknowledged>(
          url,
          '/app/registration/create',
          registrationBody(randomUUID()),
          {
            token,
          },
        );
        if (body.code === SUCCESS) acknowledged.push(body.data);
      } catch {
        return; // connection refused or reset: the process is gone
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await new Promise((r) => setTimeout(r, killAfterMs));
  await kill();
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}

async function crashRounds(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const server = await startServer({ env });
    const token = await loginToken(server.url, OFFICER_LI_MING);
    const acknowledged = await writeUntilKilled(server.url, token, 1_500 + Math.random() * 1_500, () =>
      server.kill9(),
    );
    const restarted = await startServer({ env });
    const reader = await loginToken(restarted.url, OFFICER_LI_MING);
    let lost = 0;
    let wrongNumber = 0;
    for (const ack of acknowledged) {
      const { body } = await api<Acknowledged>(
        restarted.url,
        `/app/registration/detail?id=${ack.id}`,
        undefined,
        {
          token: reader,
        },
      );
      if (body.code !== SUCCESS) lost += 1;
      else if (body.data.registrationNumber !== ack.registrationNumber) wrongNumber += 1;
    }
    const numbers = new Set(acknowledged.map((a) => a.registrationNumber));
    await restarted.stop();
    rounds.push({
      round,
      acknowledged: acknowledged.length,
      lost,
      wrongNumber,
      duplicateNumbers: acknowledged.length - numbers.size,
    });
    console.log(
      `${kind} round ${round}: ${acknowledged.length} acknowledged, ${lost} lost, ${wrongNumber} changed`,
    );
  }
  return { database: kind, rounds, lost: rounds.reduce((n, r) => n + r.lost + r.wrongNumber, 0) };
}

async function main() {
  const results = [];
  const folder = await mkdtemp(join(tmpdir(), 'sv-crash-'));
  try {
    results.push(await crashRounds('pglite', { DATA_DIR: join(folder, 'pglite') }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const postgres = await startPostgres();
  if (postgres) {
    try {
      results.push(
        await crashRounds('postgres', { DATABASE_URL: await postgres.createDatabase('sv_crash') }),
      );
    } finally {
      postgres.stop();
    }
  }
  console.table(
    results.map((r) => ({
      database: r.database,
      kills: r.rounds.length,
      acknowledged: r.rounds.reduce((n, x) => n + x.acknowledged, 0),
      lost: r.lost,
    })),
  );
  const out = new URL(`./results/${process.env.BENCH_RESULT_NAME ?? 'crash-writes'}.json`, import.meta.url);
  await mkdir(new URL('./results/', import.meta.url), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), root: BENCH_ROOT, writers: WRITERS, results }, null, 2)}\n`,
  );
  console.log(`written ${out.pathname}`);
  if (results.some((r) => r.lost > 0)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
