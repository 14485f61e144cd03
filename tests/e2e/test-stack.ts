/**
 * Builds the app and portal-demo for a given pair of ports and starts the real server on them, with a fresh
 * embedded database. Used by Playwright's webServer (through start-test-stack.ts) and by the benchmarks.
 * Output folders are separate from `npm run build`'s, so a running `npm start` is never disturbed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CITY_CLOCK_OFFSET_MS } from './city-clock';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const VITE = resolve(PROJECT_ROOT, 'node_modules/vite/bin/vite.js');

export interface StackOptions {
  port: number;
  portalPort: number;
  appDist: string;
  portalDist: string;
  dataDir: string;
  /** Skip the two builds when their output already exists (benchmarks re-running). */
  build?: boolean;
  quiet?: boolean;
}

export interface RunningStack {
  appUrl: string;
  portalUrl: string;
  apiUrl: string;
  stop: () => Promise<void>;
  /** Resolves with the exit code when the server stops on its own. */
  exited: Promise<number | null>;
}

/**
 * The browser tests run on E2E_WORKERS Playwright workers (default 2, one per core here), each against a stack of
 * its own: its own ports (E2E_PORT, default 4100, then 10 up per worker), build and database, so that one worker's
 * moved test clock or changed records never meet another's tests. Playwright's worker has TEST_PARALLEL_INDEX.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4100);

export function e2eStack(index: number): StackOptions {
  const port = E2E_BASE_PORT + 10 * index;
  const suffix = port === 4100 ? '' : `-${port}`;
  return {
    port,
    portalPort: port + 1,
    appDist: `dist-e2e${suffix}`,
    portalDist: `dist-portal-e2e${suffix}`,
    dataDir: `.data/e2e${suffix}`,
  };
}

/** The stack of the Playwright worker this runs in (the first outside a worker). */
export const WORKER_STACK = e2eStack(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object' ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export function stackUrls(port: number, portalPort: number) {
  return {
    appUrl: `http://localhost:${port}/`,
    portalUrl: `http://localhost:${portalPort}/`,
    apiUrl: `http://localhost:${port}/api`,
  };
}

function run(command: string, args: string[], env: Record<string, string>, quiet: boolean): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: quiet ? 'ignore' : 'inherit',
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function buildStack(options: StackOptions): Promise<void> {
  const { appUrl, apiUrl } = stackUrls(options.port, options.portalPort);
  const quiet = options.quiet ?? false;
  await run(
    process.execPath,
    [
      VITE,
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      resolve(PROJECT_ROOT, options.appDist),
      '--emptyOutDir',
    ],
    { APP_PUBLIC_URL: appUrl },
    quiet,
  );
  await run(
    process.execPath,
    [
      VITE,
      'build',
      '--logLevel',
      'warn',
      '--config',
      'portal-demo/vite.config.ts',
      '--outDir',
      resolve(PROJECT_ROOT, options.portalDist),
      '--emptyOutDir',
    ],
    { PORTAL_APP_URL: appUrl, PORTAL_API_URL: apiUrl },
    quiet,
  );
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy at ${url} after ${timeoutMs} ms`);
}

/** Environment of the test server: development mode (test accounts, simulator codes), CORS for the portal only. */
export function serverEnv(options: StackOptions): Record<string, string> {
  return {
    PORT: String(options.port),
    PORTAL_PORT: String(options.portalPort),
    HOST: '127.0.0.1',
    APP_DIST: options.appDist,
    PORTAL_DIST: options.portalDist,
    DATA_DIR: options.dataDir,
    ALLOWED_ORIGINS: `http://localhost:${options.portalPort}`,
    APP_MODE: 'development',
    PUBLIC_URL: `http://localhost:${options.port}`,
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    // A plan drafted in a test may start today, so its notice can be shown at the door in the same run.
    PLAN_APPROVAL_LEAD_WORKING_DAYS: '0',
    NOTICE_LEAD_WORKING_DAYS: '0',
    // Complaint deadlines are passed by moving the server's clock (POST /api/app/test/clock), never by waiting.
    TEST_CLOCK: '1',
    // the run's clock (city-clock.ts): the demo data is seeded on it, so its "today" is the tests' today
    TEST_CLOCK_OFFSET_MS: String(CITY_CLOCK_OFFSET_MS),
    LOG_LEVEL: 'warn',
    LOG_FILE: `${options.dataDir}/server.log`,
  };
}

export function freshDataDir(dataDir: string): void {
  rmSync(resolve(PROJECT_ROOT, dataDir), { recursive: true, force: true });
  mkdirSync(resolve(PROJECT_ROOT, dataDir), { recursive: true });
}

/** Builds (unless told not to), then starts the server and resolves once `/api/health` answers. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const built =
    existsSync(resolve(PROJECT_ROOT, options.appDist, 'index.html')) &&
    existsSync(resolve(PROJECT_ROOT, options.portalDist, 'index.html'));
  if (options.build !== false || !built) await buildStack(options);
  const healthUrl = `http://127.0.0.1:${options.port}/api/health`;
  if (
    await fetch(healthUrl).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${options.port} is already in use: stop the server on it first`);
  freshDataDir(options.dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...serverEnv(options) },
    stdio: options.quiet ? 'ignore' : 'inherit',
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await waitForHealth(healthUrl, child, 60000);
  return {
    exited,
    ...stackUrls(options.port, options.portalPort),
    stop: () => stopProcess(child),
  };
}
