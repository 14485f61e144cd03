import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { adminQuery, databaseUrl } from './postgres-admin';
import { apiRoutes, type ApiName } from '../../contract/api-routes';
import { apiSchemas, type ApiInput, type ApiOutput } from '../../contract/api-schemas';
import { SUCCESS_CODE, type Envelope } from '../../contract/envelope';
import { fillPath } from '../../contract/route';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the connection and, on real PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, seeded database for one test file: in-memory PGlite, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres). Both are copied from the run's
 * migrated template (database-template.ts) and seeded now, so the demo data is dated from this file's start.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate') || undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, template });
    await seedDemoData(handle.db);
    return { handle, dispose: () => handle.close() };
  }
  const name = `sv_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(adminUrl, name),
    maxConnections: 4,
  });
  await seedDemoData(handle.db);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({}), loginRateLimitPerMinute: 10_000, ...overrides };
}

/** A clock the tests move (the app reads `now`; `advanceClock` backs the TEST_CLOCK endpoint). */
export interface TestClock {
  now?: () => Date;
  advanceClock?: (ms: number) => void;
}

/** The machine's time plus what the tests moved it by: for files whose other tests read the real time. */
export function runningClock() {
  let offset = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offset),
    advanceClock: (ms) => {
      offset += ms;
    },
  };
  return { clock, advance: (ms: number) => clock.advanceClock!(ms) };
}

export async function buildTestApp(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
  clock: TestClock = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database: database.handle, ...clock });
  await app.ready();
  return app;
}

export const DEMO_PASSWORD = 'Demo@2026';

export async function login(app: FastifyInstance, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/appLogin',
    payload: { username: phone, password },
  });
  const body = response.json() as Envelope<{ token: string }>;
  if (body.code !== SUCCESS_CODE) throw new Error(`login of ${phone} failed: ${response.body}`);
  return body.data.token;
}

export interface CallOptions {
  /** The session token; none calls as a signed-out visitor. */
  token?: string | null;
  locale?: 'zh' | 'en';
}

/** The envelope of one call plus its HTTP status; `data` is the call's output on success and null otherwise. */
export interface CallResult<K extends ApiName> {
  status: number;
  code: number;
  message: string;
  data: ApiOutput<K> | null;
  fields?: Record<string, string>;
}

/**
 * Calls contract endpoints the way the app does (GET in the query string, FORM urlencoded, the rest as JSON),
 * typed by contract key: `call('listRegistrations', { limit: 5 }, { token })`. `callUnchecked` sends any input,
 * for the tests of what the server does with a malformed one.
 */
export function createCaller(app: FastifyInstance) {
  async function callUnchecked<K extends ApiName>(
    name: K,
    input: unknown,
    options: CallOptions = {},
  ): Promise<CallResult<K>> {
    const route = apiRoutes[name];
    const headers: Record<string, string> = { 'accept-language': options.locale ?? 'zh' };
    if (options.token) headers.token = options.token;
    const { path, rest } = fillPath(route.path, input ?? {});
    const fields = Object.entries(rest as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const query = Object.fromEntries(fields.map(([k, v]) => [k, String(v)]));
    const request =
      route.method === 'GET'
        ? { method: 'GET' as const, query }
        : route.method === 'FORM'
          ? {
              method: 'POST' as const,
              payload: new URLSearchParams(query).toString(),
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            }
          : { method: 'POST' as const, payload: rest as Record<string, unknown> };
    const response = await app.inject({ url: `/api${path}`, headers, ...request });
    return { ...(response.json() as Omit<CallResult<K>, 'status'>), status: response.statusCode };
  }

  const call = <K extends ApiName>(name: K, input: ApiInput<K>, options?: CallOptions) =>
    callUnchecked(name, input, options);

  return { call, callUnchecked };
}

export interface TestAppOptions<User extends string> {
  /** Config overrides for the app. */
  config?: Partial<AppConfig>;
  /** Runs on the seeded database before the app is built, for rows the app reads once at start. */
  prepare?: (database: TestDatabase) => Promise<void>;
  /** Users signed in once before the tests, by name: `{ entA: '13800000001' }` fills `tokens.entA`. */
  users?: Record<User, string>;
  /** The app's clock, for time rules tested without waiting. */
  clock?: TestClock;
}

export interface TestApp<User extends string = never> {
  readonly database: TestDatabase;
  readonly app: FastifyInstance;
  readonly call: ReturnType<typeof createCaller>['call'];
  readonly callUnchecked: ReturnType<typeof createCaller>['callUnchecked'];
  /** Signs in on this app and returns the session token. */
  login(phone: string, password?: string): Promise<string>;
  /** The tokens of `options.users`, filled before the first test. */
  readonly tokens: Readonly<Record<User, string>>;
}

/**
 * One seeded database and one app for the enclosing file or describe: registers beforeAll/afterAll and returns
 * an object filled when they run. `call`, `callUnchecked`, `login` and `tokens` can be destructured at once;
 * `app` and `database` are read inside a test or hook (`server.app`), and throw before the app has started.
 */
export function useTestApp<User extends string = never>(options: TestAppOptions<User> = {}): TestApp<User> {
  let database: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let caller: ReturnType<typeof createCaller> | undefined;
  const tokens = {} as Record<User, string>;
  const started = () => {
    if (!database || !app || !caller)
      throw new Error('useTestApp: the app starts in beforeAll; use it in a test or hook');
    return { database, app, caller };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await options.prepare?.(database);
    app = await buildTestApp(database, options.config, options.clock);
    caller = createCaller(app);
    const users = Object.entries(options.users ?? {}) as Array<[User, string]>;
    const signedIn = await Promise.all(users.map(([, phone]) => login(started().app, phone)));
    users.forEach(([name], i) => (tokens[name] = signedIn[i]!));
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  return {
    get database() {
      return started().database;
    },
    get app() {
      return started().app;
    },
    call: (name, input, callOptions) => started().caller.call(name, input, callOptions),
    callUnchecked: (name, input, callOptions) => started().caller.callUnchecked(name, input, callOptions),
    login: (phone, password) => login(started().app, phone, password),
    tokens,
  };
}

/** The data of a successful call; fails the test with the whole envelope otherwise. */
export function ok<K extends ApiName>(result: CallResult<K>): ApiOutput<K> {
  expect(result.code, JSON.stringify(result)).toBe(SUCCESS_CODE);
  expect(result).toMatchObject({ status: 200, message: 'ok' });
  return result.data as ApiOutput<K>;
}

/** GETs a literal URL (the SPEC's paths are part of what is tested) and returns its data, checked by the call's output schema. */
export async function getData<K extends ApiName>(
  app: FastifyInstance,
  name: K,
  url: string,
  headers: Record<string, string> = {},
): Promise<ApiOutput<K>> {
  const response = await app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as Envelope;
  expect(body.code).toBe(SUCCESS_CODE);
  expect(body.message).toBe('ok');
  return apiSchemas[name].output.parse(body.data) as ApiOutput<K>;
}
