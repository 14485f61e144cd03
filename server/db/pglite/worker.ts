/**
 * The embedded database's own thread: opens PGlite (durable in a folder, or in memory), applies the migrations,
 * then answers queries and transactions posted by the main thread, so SQL and fsync never block the event loop.
 */
import { existsSync } from 'node:fs';
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
  tx: Transaction;
  decide: (commit: boolean) => void;
  endId: number;
}
const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

async function open(): Promise<PGlite> {
  const { dataDir } = options;
  if (!dataDir) return PGlite.create();
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

function begin(pg: PGlite, id: number): void {
  const txId = nextTransaction++;
  let started = false;
  const record = { endId: -1 } as OpenTransaction;
  const decided = new Promise<boolean>((resolve) => (record.decide = resolve));
  pg.transaction(async (tx) => {
    started = true;
    record.tx = tx;
    transactions.set(txId, record);
    post({ kind: 'reply', id, ok: true, result: txId });
    if (!(await decided)) throw ROLLBACK;
  })
    .then(
      () => post({ kind: 'reply', id: record.endId, ok: true, result: null }),
      (error: unknown) => {
        const replyTo = started ? record.endId : id;
        if (error === ROLLBACK) post({ kind: 'reply', id: replyTo, ok: true, result: null });
        else post({ kind: 'reply', id: replyTo, ok: false, error: serializeError(error) });
      },
    )
    .finally(() => transactions.delete(txId));
}

function executor(pg: PGlite, txId: number | null): Pick<Transaction, 'query' | 'exec'> {
  if (txId === null) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

async function handle(pg: PGlite, request: WorkerRequest): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const result = await executor(pg, request.txId).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: identityParsers(request.rawTypes),
        });
        post({ kind: 'reply', id, ok: true, result });
        return;
      }
      case 'exec':
        post({ kind: 'reply', id, ok: true, result: await executor(pg, request.txId).exec(request.sql) });
        return;
      case 'begin':
        begin(pg, id);
        return;
      case 'end': {
        const open = transactions.get(request.txId);
        if (!open) throw new Error(`transaction ${request.txId} is not open`);
        open.endId = id;
        open.decide(request.commit);
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
