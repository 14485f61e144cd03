/**
 * Are acknowledged writes on the disk? Runs the server on embedded PGlite under `strace -f -e trace=fsync,fdatasync`
 * and counts the flushes issued while 100 registrations are created one after another (at least one per create).
 * Needs strace (`apt-get install strace`); skipped without it.
 * Run: npx tsx tests/bench/fsync-check.ts   (writes tests/bench/results/fsync-check.json)
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

const CREATES = 100;

async function main() {
  if (spawnSync('strace', ['-V']).status !== 0) {
    console.log('fsync check skipped: strace is not installed (apt-get install strace)');
    return;
  }
  const folder = await mkdtemp(join(tmpdir(), 'sv-fsync-'));
  const trace = join(folder, 'strace.log');
  const server = await startServer({
    env: { DATA_DIR: join(folder, 'pglite') },
    wrap: ['strace', '-f', '-qq', '-e', 'trace=fsync,fdatasync', '-o', trace],
    readyTimeoutMs: 180_000,
  });
  const flushes = async () =>
    (await readFile(trace, 'utf8')).split('\n').filter((l) => /\b(fsync|fdatasync)\(/.test(l)).length;
  try {
    const token = await loginToken(server.url, OFFICER_LI_MING);
    const before = await flushes();
    let created = 0;
    for (let i = 0; i < CREATES; i += 1) {
      const { body } = await api(server.url, '/app/registration/create', registrationBody(randomUUID()), {
        token,
      });
      if (body.code === SUCCESS) created += 1;
    }
    const during = (await flushes()) - before;
    const result = {
      created,
      flushes: during,
      flushesPerCreate: Number((during / Math.max(created, 1)).toFixed(2)),
    };
    console.log(
      `root ${BENCH_ROOT}: ${created} creates acknowledged, ${during} fsync/fdatasync calls meanwhile`,
    );
    const out = new URL(`./results/${process.env.BENCH_RESULT_NAME ?? 'fsync-check'}.json`, import.meta.url);
    await mkdir(new URL('./results/', import.meta.url), { recursive: true });
    await writeFile(
      out,
      `${JSON.stringify({ date: new Date().toISOString(), root: BENCH_ROOT, ...result }, null, 2)}\n`,
    );
    if (during < created) {
      console.error('fewer flushes than acknowledged creates: writes are not durable');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
