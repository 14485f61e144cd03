/**
 * Runs a command (the server suite) against PostgreSQL: TEST_DATABASE_URL when set, else a throwaway cluster
 * (trust auth, 127.0.0.1 only, a free port, fsync off) removed afterwards; skipped with a note when no
 * PostgreSQL server is installed. Usage: with-test-postgres.ts <command> [args...]
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planPostgresPass, probeMachine } from './test-prerequisites';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-test-postgres.ts <command> [args...]');
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no free port')),
      );
    });
  });
}

function runCommand(env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command!, args, { stdio: 'inherit', env });
    // Ctrl-C reaches the child through the terminal; wait for it so the cluster is removed afterwards.
    const ignore = () => {};
    const forward = () => child.kill('SIGTERM');
    process.on('SIGINT', ignore);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

const plan = planPostgresPass(probeMachine());
if (plan.kind === 'skip') {
  console.log(plan.note);
  process.exit(0);
}
if (plan.kind === 'given') {
  console.log('PostgreSQL pass on TEST_DATABASE_URL');
  process.exit(await runCommand({ ...process.env, TEST_DATABASE_URL: plan.url }));
}

// initdb refuses to run as root: as root the cluster belongs to the postgres system user.
const asPostgres = plan.runAs === 'postgres';
const pg = (program: string, pgArgs: string[], options: SpawnSyncOptions = {}) => {
  const full = join(plan.bin, program);
  const result = asPostgres
    ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...pgArgs], { stdio: 'pipe', ...options })
    : spawnSync(full, pgArgs, { stdio: 'pipe', ...options });
  if (result.status !== 0)
    throw new Error(`${program} failed: ${result.error?.message ?? String(result.stderr).trim()}`);
  return String(result.stdout ?? '');
};

const dir = mkdtempSync(join(tmpdir(), 'sv-test-pg-'));
const data = join(dir, 'data');
let started = false;
const removeCluster = () => {
  if (started) {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already gone
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', removeCluster);

let code = 1;
try {
  if (asPostgres) {
    if (spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
      const made = spawnSync(
        'useradd',
        ['--system', '--home-dir', '/var/lib/postgresql', '--shell', '/usr/sbin/nologin', 'postgres'],
        { stdio: 'inherit' },
      );
      if (made.status !== 0) throw new Error('could not create the postgres system user');
    }
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const port = await freePort();
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  started = true;
  pg('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'postgres.log'),
    '-w',
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const version = /\d+(\.\d+)+/.exec(pg('postgres', ['--version']))?.[0] ?? '';
  console.log(`PostgreSQL pass on a throwaway PostgreSQL ${version} at ${url}`);
  code = await runCommand({ ...process.env, TEST_DATABASE_URL: url });
} catch (error) {
  console.error(`PostgreSQL pass: ${(error as Error).message}`);
} finally {
  removeCluster();
}
process.exit(code);
