/**
 * Starts the real server (`node --import tsx server/main.ts`) as a child process on loopback, for the load,
 * crash and two-process benchmarks. BENCH_ROOT points at another checkout (e.g. the previous commit) to
 * measure it with the same scripts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_ROOT = resolve(
  process.env.BENCH_ROOT ?? resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..'),
);

export function freePort(): Promise<number> {
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

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for failure reports. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  stop(): Promise<number | string>;
  kill9(): Promise<number | string>;
}

export interface ServerOptions {
  env: Record<string, string>;
  /** Wait for /api/health; false returns as soon as the process is spawned. */
  waitReady?: boolean;
  readyTimeoutMs?: number;
  /** Prefix the command (e.g. ['strace', '-f', ...]). */
  wrap?: string[];
  /** Extra options for node (e.g. ['--cpu-prof']). */
  nodeArgs?: string[];
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const port = Number(options.env.PORT ?? (await freePort()));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORTAL_PORT: String(await freePort()),
    APP_DIST: 'no-such-dist',
    PORTAL_DIST: 'no-such-dist',
    LOG_FILE: '-',
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
    PORT: String(port),
  };
  const command = [process.execPath, ...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'];
  const [program, ...args] = options.wrap ? [...options.wrap, ...command] : command;
  const child = spawn(program!, args, { cwd: BENCH_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | string>((done) =>
    child.on('exit', (code, signal) => done(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => text,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill9: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
  if (options.waitReady === false) return server;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let gone = false;
  void exited.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill9();
  throw new Error(`server did not become ready (exit ${String(await exited)}):\n${text.slice(-3000)}`);
}

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export async function api<T = unknown>(
  base: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${base}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { code: response.status, message: text.slice(0, 200), data: null as T };
  }
  return { status: response.status, body: parsed };
}

export async function loginToken(base: string, phone: string, password = 'Demo@2026'): Promise<string> {
  const { body } = await api<{ token: string }>(base, '/appLogin', { username: phone, password });
  if (body.code !== SUCCESS) throw new Error(`login ${phone}: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** A valid registration as the demo officer Li Ming files it (triggered inspection, two items, no problems). */
export function registrationBody(clientRequestId: string): Record<string, unknown> {
  const now = Date.now();
  return {
    clientRequestId,
    enterpriseNumber: 'SZ440305000123',
    platform: 'main',
    officers: [
      { name: '李明', certificateNumber: '44030012345' },
      { name: '赵强', certificateNumber: '44030012346' },
    ],
    type: 'triggered',
    triggerReason: '投诉举报：销售过期食品',
    legalBasis: '《中华人民共和国食品安全法》第一百一十条',
    items: [
      { code: 'MK-01', name: '营业执照及食品经营许可证公示', result: 'compliant' },
      { code: 'MK-05', name: '过期变质食品清理', result: 'compliant' },
    ],
    problems: [],
    startedAt: new Date(now - 40 * 60_000).toISOString(),
    endedAt: new Date(now - 10 * 60_000).toISOString(),
  };
}

export const OFFICER_LI_MING = '13900000001';
export const SUCCESS = 20000;
