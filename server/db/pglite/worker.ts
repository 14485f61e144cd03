/**
 * The embedded database's own thread: opens PGlite (durable in a folder, or in memory), applies the migrations,
 * then answers queries and transactions posted by the main thread, so SQL and fsync never block the event loop.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DurableNodeFS, durableStartParams, fsyncTree } from './durable-node-fs';
import { serializeError, type WorkerMessage, type WorkerOptions, type WorkerRequest } from './protocol';

const port = parentPort!;
const options = workerData as WorkerOptions;
const post = (message: WorkerMessage) => port.postMessage(message);

interface OpenTransaction {
  /** The transaction once BEGIN has run; rejects if it could not begin. */
  started: Promise<Transaction>;
  decide: (commit: boolean) => void;
  /** Settles when the transaction has committed or rolled back, with the error if it failed. */
  ended: Promise<{ error: unknown } | null>;
}
const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();

async function open(): Promise<PGlite> {
  const { dataDir, template } = options;
  if (!dataDir)
    return template ? PGlite.create({ loadDataDir: new Blob([readFileSync(template)]) }) : PGlite.create();
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const pg = await PGlite.create({ fs: new DurableNodeFS(dataDir), startParams: durableStartParams() });
  if (fresh) {
    await pg.exec('CHECKPOINT');
    fsyncTree(dataDir);
  }
  return pg;
}

function identityParsers(types: number[]) {
  return Object.fromEntries(types.map((type) => [type, (value: string) => value]));
}

/** Begins transaction `txId`; its statements, posted right behind the begin, wait until it has begun. */
function begin(pg: PGlite, txId: number): void {
  let start!: (tx: Transaction) => void;
  let failToStart!: (error: unknown) => void;
  const started = new Promise<Transaction>((resolve, reject) => {
    start = resolve;
    failToStart = reject;
  });
  started.catch(() => undefined); // reported to the statements that wait for it, and to end
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  const ended = pg
    .transaction(async (tx) => {
      start(tx);
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => null,
      (error: unknown) => {
        failToStart(error); // no effect once it has begun
        return error === ROLLBACK ? null : { error };
      },
    );
  transactions.set(txId, { started, decide, ended });
}

async function executor(pg: PGlite, txId: number | null): Promise<Pick<Transaction, 'query' | 'exec'>> {
  if (txId === null) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.started;
}

async function handle(pg: PGlite, request: WorkerRequest): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const result = await (
          await executor(pg, request.txId)
        ).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: identityParsers(request.rawTypes),
        });
        post({ kind: 'reply', id, ok: true, result });
        return;
      }
      case 'exec': {
        const result = await (await executor(pg, request.txId)).exec(request.sql);
        post({ kind: 'reply', id, ok: true, result });
        return;
      }
      case 'begin':
        begin(pg, id);
        return;
      case 'end': {
        const open = transactions.get(request.txId);
        if (!open) throw new Error(`transaction ${request.txId} is not open`);
        open.decide(request.commit);
        const failure = await open.ended;
        transactions.delete(request.txId);
        if (failure) throw failure.error;
        post({ kind: 'reply', id, ok: true, result: null });
        return;
      }
      case 'close':
        await pg.close();
        post({ kind: 'reply', id, ok: true, result: null });
        port.close();
        return;
    }
  } catch (error) {
    post({ kind: 'reply', id, ok: false, error: serializeError(error) });
  }
}

try {
  const pg = await open();
  await migrate(drizzle({ client: pg }), { migrationsFolder: options.migrationsFolder });
  for (const channel of options.channels) {
    await pg.listen(channel, (payload) => post({ kind: 'notification', channel, payload }));
  }
  port.on('message', (request: WorkerRequest) => void handle(pg, request));
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: serializeError(error) });
}
