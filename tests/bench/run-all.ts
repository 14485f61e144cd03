/**
 * `npm run bench`: the client benchmarks (first-screen size, Lighthouse of the floor and the two entry pages, portal mount), then the server benchmarks when present:
 * hot reads, the message and notice lists at 1M rows, mixed load, kill -9 during writes, fsync per commit, two processes on one PostgreSQL.
 * Each runs in its own process, one after another, loopback only; figures land in tests/bench/results/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../e2e/test-stack';

const benches = [
  'tests/bench/first-screen-size.ts',
  'tests/bench/lighthouse.ts',
  'tests/bench/portal-mount.ts',
  'tests/bench/app-lifecycles.ts',
  'tests/bench/server-bench.ts',
  // Receipt size and generation time (zh, en), and a file call cold and warm.
  'tests/bench/document-generation.ts',
  // The message center and notice lists at 1,000,000 rows each (filled once into .data/bench-messages-pglite).
  'tests/bench/message-lists.ts',
  // The complaint lists at 1,000,000 complaints (filled once into .data/bench-complaints-pglite).
  'tests/bench/complaint-lists.ts',
  // Server under load, faults and two processes (real server processes, loopback, a throwaway PostgreSQL).
  'tests/bench/mixed-load.ts',
  'tests/bench/crash-writes.ts',
  'tests/bench/fsync-check.ts',
  'tests/bench/two-process.ts',
];
const failed: string[] = [];
for (const bench of benches) {
  if (!existsSync(resolve(PROJECT_ROOT, bench))) {
    console.log(`\n== ${bench}: not present, skipped`);
    continue;
  }
  console.log(`\n== ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', bench], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    timeout: 10 * 60 * 1000,
  });
  if (run.status !== 0) failed.push(`${bench} (exit ${run.status ?? run.signal})`);
}
if (failed.length) {
  console.error(`\nbenchmarks that did not finish: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nall benchmarks finished; results in tests/bench/results/');
