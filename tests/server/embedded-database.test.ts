/**
 * The embedded database (PGlite in a folder): one process per folder, durable commits, and SQL off the event loop.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

let root: string;
let dataDir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sv-embedded-'));
  dataDir = join(root, 'pglite');
  database = await openDatabase({ kind: 'pglite', dataDir });
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('one server process per data directory', () => {
  it('refuses a second open of the same folder while the first holds it', async () => {
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /DATA_DIR .* is in use by another server process/,
    );
    await expect(openDatabase({ kind: 'pglite', dataDir: `${dataDir}/` })).rejects.toThrow(/in use/);
  });

  it('a second server process exits non-zero with a clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '45991',
        PORTAL_PORT: '45992',
        LOG_FILE: '-',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', (c) => done(c)));
    expect(code).not.toBe(0);
    expect(output).toMatch(/is in use by another server process \(pid \d+/);
    expect(output).toMatch(/DATABASE_URL/);
  }, 30_000);

  it('takes over the lock a killed process left behind', async () => {
    const folder = join(root, 'stale');
    // A process that existed and is gone: its pid is free (or at least not ours to honour).
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const bootId = spawnSync('cat', ['/proc/sys/kernel/random/boot_id'], { encoding: 'utf8' }).stdout.trim();
    const { hostname } = await import('node:os');
    await writeFile(
      `${folder}.lock`,
      JSON.stringify({
        pid: Number(dead.stdout),
        host: hostname(),
        bootId,
        startedAt: '2026-01-01T00:00:00Z',
      }),
    );
    const opened = await openDatabase({ kind: 'pglite', dataDir: folder });
    await opened.close();
  }, 60_000);
});

describe('durable commits', () => {
  it('runs PostgreSQL with fsync on and a sync method that reaches the disk', async () => {
    const [fsync] = rowsOf<{ fsync: string }>(await database.db.execute(sql`show fsync`));
    const [method] = rowsOf<{ wal_sync_method: string }>(
      await database.db.execute(sql`show wal_sync_method`),
    );
    expect(fsync?.fsync).toBe('on');
    expect(method?.wal_sync_method).toBe('fsync');
  });
});

describe('the event loop stays free', () => {
  it('a slow query does not delay timers or other requests', async () => {
    const queryStarted = performance.now();
    // CPU-bound SQL: inside PGlite it runs synchronously wherever PGlite runs.
    const slow = database.db.execute(sql`select count(*) from generate_series(1, 2000000)`).then((r) => r);
    const started = performance.now();
    await new Promise((r) => setTimeout(r, 20));
    const timerLateness = performance.now() - started - 20;
    await slow;
    expect(performance.now() - queryStarted).toBeGreaterThan(200);
    expect(timerLateness).toBeLessThan(100);
  });

  it('keeps transactions apart: a rolled back one leaves nothing, a failed statement reports its SQLSTATE', async () => {
    await database.db.execute(sql`create table if not exists t_probe (id int primary key)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t_probe values (1)`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(rowsOf(await database.db.execute(sql`select * from t_probe`))).toHaveLength(0);
    await database.db.execute(sql`insert into t_probe values (2)`);
    const duplicate = await database.db.execute(sql`insert into t_probe values (2)`).catch((e: unknown) => e);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });
});
