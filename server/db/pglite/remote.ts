import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import {
  deserializeError,
  type SerializedError,
  type WorkerMessage,
  type WorkerOptions,
  type WorkerRequest,
} from './protocol';

type Parser = (value: string, typeId: number) => unknown;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, Parser>;
}
interface Results {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

/** What drizzle's PGlite driver calls on a client and on a transaction. */
export interface QueryClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(sql: string): Promise<unknown>;
}

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * PGlite running in a worker thread, seen from the main thread as the slice of the PGlite API that drizzle uses.
 * A transaction holds the worker's PGlite for its whole life (PGlite has one connection), as it would in-process.
 * Emits 'notification' (channel, payload) for LISTEN channels and 'failed' (error) when the worker dies.
 */
export class RemotePGlite extends EventEmitter implements QueryClient {
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  private closing = false;

  private constructor(private readonly worker: Worker) {
    super();
  }

  static start(options: WorkerOptions): Promise<RemotePGlite> {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: options,
      execArgv: [],
    });
    const remote = new RemotePGlite(worker);
    return new Promise((resolve, reject) => {
      const onStartExit = (code: number) =>
        reject(new Error(`the database thread exited (${code}) while opening`));
      worker.once('error', reject);
      worker.once('exit', onStartExit);
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'ready') {
          worker.off('error', reject);
          worker.off('exit', onStartExit);
          worker.on('error', (error) => remote.fail(error));
          worker.on('exit', (code) => remote.fail(new Error(`the database thread exited (${code})`)));
          resolve(remote);
        } else if (message.kind === 'failed') {
          void worker.terminate();
          reject(deserializeError(message.error));
        } else remote.receive(message);
      });
    });
  }

  private receive(message: WorkerMessage): void {
    if (message.kind === 'notification') {
      this.emit('notification', message.channel, message.payload);
    } else if (message.kind === 'reply') {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(deserializeError(message.error as SerializedError));
    }
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = this.closing ? new Error('the database is closed') : error;
    for (const waiting of this.pending.values()) waiting.reject(this.failure);
    this.pending.clear();
    if (!this.closing) this.emit('failed', error);
  }

  private request<T>(message: Distribute<WorkerRequest>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Posts a message that has no reply; answers its id. */
  private send(message: Distribute<WorkerRequest>): number {
    if (this.failure) throw this.failure;
    const id = this.nextId++;
    this.worker.postMessage({ ...message, id });
    return id;
  }

  private async runQuery(
    txId: number | null,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ) {
    const parsers = options.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const result = await this.request<Results>({
      op: 'query',
      txId,
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes,
    });
    if (rawTypes.length > 0) applyParsers(result, parsers, options.rowMode ?? 'object');
    return result;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    return this.runQuery(null, sql, params, options);
  }

  exec(sql: string): Promise<unknown> {
    return this.request({ op: 'exec', txId: null, sql });
  }

  async transaction<T>(callback: (tx: QueryClient) => Promise<T>): Promise<T> {
    // Not waiting for BEGIN spares the transaction a round trip while it holds the database.
    const txId = this.send({ op: 'begin' });
    const tx: QueryClient = {
      query: (sql, params, options) => this.runQuery(txId, sql, params, options),
      exec: (sql) => this.request({ op: 'exec', txId, sql }),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.request({ op: 'end', txId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.request({ op: 'end', txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (this.failure) return;
    this.closing = true;
    try {
      await this.request({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

/** Runs the caller's parsers on the main thread over the text the worker left unparsed. */
function applyParsers(result: Results, parsers: Record<number, Parser>, rowMode: 'array' | 'object'): void {
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    for (const row of result.rows) {
      if (rowMode === 'array') {
        const cells = row as unknown[];
        if (cells[index] !== null) cells[index] = parse(cells[index] as string, field.dataTypeID);
      } else {
        const cells = row as Record<string, unknown>;
        if (cells[field.name] !== null)
          cells[field.name] = parse(cells[field.name] as string, field.dataTypeID);
      }
    }
  });
}
