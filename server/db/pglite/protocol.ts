/** Messages between the server's main thread and the thread that runs embedded PGlite. */

export interface WorkerOptions {
  /** A folder, or null for an in-memory database. */
  dataDir: string | null;
  /** For an in-memory database: a dump (PGlite's dumpDataDir, uncompressed) to start from instead of an empty cluster. */
  template?: string | null;
  migrationsFolder: string;
  /** LISTEN channels whose notifications the worker forwards. */
  channels: string[];
}

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      txId: number | null;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Types whose text the main thread parses itself (drizzle's parsers are functions, which cannot cross threads). */
      rawTypes: number[];
    }
  | { id: number; op: 'exec'; txId: number | null; sql: string }
  /** Opens transaction `id`, with no reply of its own: a BEGIN that fails fails the transaction's statements and end. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' };

/** A database error as plain data: message, SQLSTATE code, constraint, detail... */
export type SerializedError = { name: string; message: string } & Record<string, string | number | boolean>;

export type WorkerMessage =
  | { kind: 'ready' }
  | { kind: 'failed'; error: SerializedError }
  | { kind: 'reply'; id: number; ok: true; result: unknown }
  | { kind: 'reply'; id: number; ok: false; error: SerializedError }
  | { kind: 'notification'; channel: string; payload: string };

export function serializeError(error: unknown): SerializedError {
  const source = (error ?? {}) as Record<string, unknown>;
  const out: SerializedError = {
    name: typeof source.name === 'string' ? source.name : 'Error',
    message: typeof source.message === 'string' ? source.message : String(error),
  };
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      out[key] = value;
  }
  return out;
}

export function deserializeError(data: SerializedError): Error {
  const { name, message, ...rest } = data;
  const error = Object.assign(new Error(message), rest);
  error.name = name;
  return error;
}
