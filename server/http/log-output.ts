import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const WARN = 40;

interface LogEntry {
  level?: number;
  time?: number;
  reqId?: string;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { message?: string };
}

function parse(line: string): LogEntry | undefined {
  try {
    return JSON.parse(line) as LogEntry;
  } catch {
    return undefined;
  }
}

function summarize(entry: LogEntry, requestOf: (reqId: string) => string | undefined): string | undefined {
  if (typeof entry.level !== 'number' || entry.level < WARN) return undefined;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVEL_NAMES[entry.level] ?? String(entry.level)).toUpperCase();
  const named = entry.req?.method
    ? `${entry.req.method} ${entry.req.url ?? ''}`
    : entry.reqId && requestOf(entry.reqId);
  const request = named ? ` ${named}` : '';
  const status = entry.res?.statusCode ? ` -> ${entry.res.statusCode}` : '';
  const error = entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '';
  return `${time} ${level}${request}${status} ${entry.msg ?? ''}${error}`.trimEnd();
}

/**
 * One short line for the terminal from a pino JSON line, or undefined below warnings. A line that is not
 * JSON passes through unchanged, so nothing is lost from view.
 */
export function readableLogLine(
  line: string,
  requestOf: (reqId: string) => string | undefined = () => undefined,
): string | undefined {
  const entry = parse(line);
  return entry ? summarize(entry, requestOf) : line.trimEnd() || undefined;
}

export interface LogOutput {
  /** Fastify's `logger` option for one server (the API server, the portal-demo server). */
  loggerFor: () => FastifyServerOptions['logger'];
  /** Flushes and closes the log file, if any. */
  close: () => Promise<void>;
}

/**
 * Production (no LOG_FILE) logs JSON lines on stdout for the log collector. With a LOG_FILE (development's
 * default) the JSON lines go to that file and the terminal gets one readable line per warning or error.
 */
export function createLogOutput(
  config: Pick<AppConfig, 'logLevel' | 'logFile'>,
  terminal: NodeJS.WritableStream = process.stderr,
): LogOutput {
  const { logFile } = config;
  if (!logFile) return { loggerFor: () => ({ level: config.logLevel }), close: async () => {} };
  const path = resolve(logFile);
  mkdirSync(dirname(path), { recursive: true });
  const file = createWriteStream(path, { flags: 'a' });
  let writable = true;
  file.on('error', (error) => {
    if (writable)
      terminal.write(
        `log file ${logFile} is not writable (${error.message}); only warnings and errors show here\n`,
      );
    writable = false;
  });

  const loggerFor = () => {
    // Fastify names a request only in its "incoming request" line; a later error carries just the id (per server).
    const inFlight = new Map<string, string>();
    const stream = {
      write(line: string) {
        if (writable) file.write(line);
        const entry = parse(line);
        if (!entry) return void terminal.write(line);
        if (entry.reqId && entry.req?.method) {
          if (inFlight.size > 1000) inFlight.clear();
          inFlight.set(entry.reqId, `${entry.req.method} ${entry.req.url ?? ''}`);
        }
        const readable = summarize(entry, (reqId) => inFlight.get(reqId));
        if (readable) terminal.write(`${readable}  (details in ${logFile})\n`);
        if (entry.reqId && entry.msg === 'request completed') inFlight.delete(entry.reqId);
      },
    };
    return { level: config.logLevel, stream };
  };
  return { loggerFor, close: () => new Promise((done) => file.end(done)) };
}
