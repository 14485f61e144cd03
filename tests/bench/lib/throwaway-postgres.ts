/**
 * A throwaway PostgreSQL cluster for the benchmarks (loopback, trust auth, a free port), removed on stop.
 * Unlike the test pass it keeps fsync on, so commit costs are real. BENCH_DATABASE_URL uses a given server instead.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server-process';
import { planPostgresPass, probeMachine } from '../../../scripts/test-prerequisites';

export interface BenchPostgres {
  /** An admin URL; `createDatabase` makes a fresh database on it. */
  adminUrl: string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export async function startPostgres(): Promise<BenchPostgres | null> {
  const plan = planPostgresPass(
    probeMachine({ ...process.env, TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  );
  if (plan.kind === 'skip') {
    console.log(plan.note);
    return null;
  }
  if (plan.kind === 'given') return withDatabases(plan.url, () => {});

  const asPostgres = plan.runAs === 'postgres';
  const run = (program: string, args: string[], options: SpawnSyncOptions = {}) => {
    const full = join(plan.bin, program);
    const result = asPostgres
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe', ...options })
      : spawnSync(full, args, { stdio: 'pipe', ...options });
    if (result.status !== 0) throw new Error(`${program} failed: ${String(result.stderr).trim()}`);
  };
  const dir = mkdtempSync(join(tmpdir(), 'sv-bench-pg-'));
  if (asPostgres) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  return withDatabases(`postgres://postgres@127.0.0.1:${port}/postgres`, stop);
}

function withDatabases(adminUrl: string, stop: () => void): BenchPostgres {
  return {
    adminUrl,
    stop,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}
