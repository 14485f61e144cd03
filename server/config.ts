import { z } from 'zod';
import { DEFAULT_APPOINTMENT_ANSWER_WORKING_DAYS } from '../contract/appointments/rules';
import { DEFAULT_COMPLAINT_DEADLINES, type ComplaintDeadlines } from '../contract/complaints/rules';
import {
  DEFAULT_APPROVAL_LEAD_WORKING_DAYS,
  DEFAULT_NOTICE_LEAD_WORKING_DAYS,
} from '../contract/plans/rules';

export type AppMode = 'development' | 'production';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** Where development writes its JSON log lines, so the terminal keeps the addresses and accounts readable. */
export const DEV_LOG_FILE = '.data/server.log';
/** The Vite dev servers of `npm run dev` (app, portal-demo). */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://localhost:5174'];

const DEV_ACCESS_KEY = 'dev-access-key';
const DEV_ACCESS_SECRET = 'dev-access-secret-not-for-production';
const DEV_CODE_SIGNING_SECRET = 'dev-code-signing-secret-not-for-production';

/** 深政易 is connected by all four of these or none (then development uses its simulator). */
const SZY_VARIABLES = ['SZY_BASE_URL', 'SZY_CORP_ID', 'SZY_AGENT_ID', 'SZY_SECRET'] as const;

const port = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(fallback);

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

const workingDays = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(60, 'must be at most 60')
    .default(fallback);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (what: string) => z.url({ error: `must be a ${what} URL` });

const envSchema = z
  .object({
    PORT: port(4000),
    PORTAL_PORT: port(4001),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: url('postgres://')
      .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres://')
      .optional(),
    DATA_DIR: z.string().min(1).default('.data/pglite'),
    APP_MODE: z
      .enum(['development', 'production'], { error: 'must be development or production' })
      .optional(),
    NODE_ENV: z.string().optional(),
    ALLOWED_ORIGINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins like http://localhost:4001' })))
      .optional(),
    PUBLIC_URL: url('http(s)://')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    HOST_ACCESS_KEY: z.string().min(1).optional(),
    HOST_ACCESS_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    HOST_CREDENTIALS_COMPAT: flag,
    TRUST_PROXY: flag,
    SEED_DEMO_DATA: z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional(),
    CODE_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    PHOTO_URL_TTL_MINUTES: positiveInt(60),
    PLAN_APPROVAL_LEAD_WORKING_DAYS: workingDays(DEFAULT_APPROVAL_LEAD_WORKING_DAYS),
    NOTICE_LEAD_WORKING_DAYS: workingDays(DEFAULT_NOTICE_LEAD_WORKING_DAYS),
    COMPLAINT_ACCEPT_WORKING_DAYS: workingDays(DEFAULT_COMPLAINT_DEADLINES.acceptWorkingDays),
    COMPLAINT_SIGN_WORKING_DAYS: workingDays(DEFAULT_COMPLAINT_DEADLINES.signWorkingDays),
    COMPLAINT_CONTACT_HOURS: positiveInt(DEFAULT_COMPLAINT_DEADLINES.contactHours),
    COMPLAINT_REPLY_WORKING_DAYS: workingDays(DEFAULT_COMPLAINT_DEADLINES.replyWorkingDays),
    // The contract's ceiling: a request for more is refused before any setting is read.
    COMPLAINT_EXTENSION_MAX_WORKING_DAYS: workingDays(
      DEFAULT_COMPLAINT_DEADLINES.extensionMaxWorkingDays,
    ).pipe(
      z
        .number()
        .max(
          DEFAULT_COMPLAINT_DEADLINES.extensionMaxWorkingDays,
          'must be at most 20 (the contract allows no more)',
        ),
    ),
    COMPLAINT_REVIEW_WORKING_DAYS: workingDays(DEFAULT_COMPLAINT_DEADLINES.reviewWorkingDays),
    COMPLAINT_RATE_DAYS: positiveInt(DEFAULT_COMPLAINT_DEADLINES.rateDays),
    APPOINTMENT_ANSWER_WORKING_DAYS: workingDays(DEFAULT_APPOINTMENT_ANSWER_WORKING_DAYS),
    TEST_CLOCK: flag,
    TEST_CLOCK_OFFSET_MS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .default(0),
    SZY_BASE_URL: url('http(s)://')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    SZY_CORP_ID: z.string().min(1).optional(),
    SZY_AGENT_ID: z.string().min(1).optional(),
    SZY_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    SESSION_TTL_HOURS: positiveInt(12),
    LOGIN_RATE_LIMIT_PER_MINUTE: positiveInt(20),
    LOGIN_FAILURES_PER_ACCOUNT: positiveInt(10),
    LOGIN_LOCKOUT_MINUTES: positiveInt(15),
    REQUEST_TIMEOUT_SECONDS: positiveInt(60),
    HEADERS_TIMEOUT_SECONDS: positiveInt(10),
    KEEP_ALIVE_TIMEOUT_SECONDS: positiveInt(72),
    DATABASE_POOL_SIZE: positiveInt(20),
    APP_DIST: z.string().min(1).default('dist'),
    PORTAL_DIST: z.string().min(1).default('dist-portal'),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    LOG_FILE: z.string().min(1).optional(),
  })
  .transform((env) => ({
    ...env,
    mode: (env.APP_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'development')) as AppMode,
  }))
  .superRefine((env, ctx) => {
    const szy = [env.SZY_BASE_URL, env.SZY_CORP_ID, env.SZY_AGENT_ID, env.SZY_SECRET];
    if (szy.some(Boolean) && !szy.every(Boolean)) {
      for (const name of SZY_VARIABLES.filter((_, i) => !szy[i])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required with the other 深政易 settings (${SZY_VARIABLES.join(', ')})`,
        });
      }
    }
    if (env.TEST_CLOCK_OFFSET_MS !== 0 && !env.TEST_CLOCK) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_OFFSET_MS'], message: 'needs TEST_CLOCK' });
    }
    if (env.mode !== 'production') return;
    if (env.TEST_CLOCK) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'is refused in production mode' });
    }
    if (!env.HOST_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['HOST_ACCESS_KEY'], message: 'is required in production mode' });
    }
    if (!env.HOST_ACCESS_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST_ACCESS_SECRET'],
        message: 'is required in production mode',
      });
    }
    if (!env.CODE_SIGNING_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CODE_SIGNING_SECRET'],
        message: 'is required in production mode',
      });
    }
  });

export interface SzyConnection {
  baseUrl: string;
  corpId: string;
  agentId: string;
  secret: string;
}

export interface AppConfig {
  port: number;
  portalPort: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mode: AppMode;
  /** Origins whose pages may call the API: ALLOWED_ORIGINS (or the local portal and dev servers) and the server's own addresses. */
  allowedOrigins: string[];
  publicUrl: string;
  hostAccessKey: string;
  hostAccessSecret: string;
  hostCredentialsCompat: boolean;
  /** Set when the server runs behind a reverse proxy (client address from X-Forwarded-For). */
  trustProxy: boolean;
  /** Demo accounts and their history; reference data (departments, regions, texts) is always created. */
  seedDemoData: boolean;
  /** Signs supervision-code payloads and photo URLs. */
  codeSigningSecret: string;
  photoUrlTtlMinutes: number;
  /** A plan is approved at least this many working days before its period starts. */
  planApprovalLeadWorkingDays: number;
  /** Targets receive the plan's inspection notice at least this many working days before its period starts. */
  noticeLeadWorkingDays: number;
  /** Complaint deadlines (working days over the city_holidays table, hours, calendar days). */
  complaintDeadlines: ComplaintDeadlines;
  /** An appointment request (or a proposed time) unanswered this many working days expires. */
  appointmentAnswerWorkingDays: number;
  /** Development and test stacks: `POST /app/test/clock` moves the server's clock (refused in production). */
  testClock: boolean;
  /** Where the test clock starts, ahead of the machine's: a browser run kept away from the city's midnight. */
  testClockOffsetMs: number;
  /**
   * 深政易 (SZY_*): the platform's address and this app's credentials on it. Null: in development its simulator
   * stands in; in production the platform's sign-in is switched off (its calls answer 404).
   */
  szy: SzyConnection | null;
  sessionTtlHours: number;
  loginRateLimitPerMinute: number;
  /** Failed sign-ins per account (from any address, on any server process) before the account is locked for a while. */
  loginFailuresPerAccount: number;
  loginLockoutMinutes: number;
  /** Whole request, body included: a slow or stalled upload is answered 408 and closed after this. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** Idle time a kept-alive connection stays open; above the reverse proxy's own keep-alive timeout. */
  keepAliveTimeoutMs: number;
  /** PostgreSQL connections per server process. */
  databasePoolSize: number;
  appDist: string;
  portalDist: string;
  logLevel: LogLevel;
  /** JSON log lines go to this file (the terminal then shows only warnings and errors, one readable line each); undefined: JSON on stdout. */
  logFile: string | undefined;
}

/** Variables whose value is a secret (or holds one, like a database URL's password): never printed. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|DATABASE_URL/i;

/** How a rejected value is shown: as given, or for a secret only its length. */
function describeGiven(name: string, given: string): string {
  return SECRET_NAME.test(name) ? `value hidden, ${given.length} characters` : `got "${given}"`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start-up; a bad value stops the server with a readable list. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.length > 0 ? String(issue.path[0]) : 'environment';
        const given = cleaned[String(issue.path[0])];
        return `${name} ${issue.message}${given === undefined ? '' : ` (${describeGiven(name, given)})`}`;
      }),
    );
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const configuredOrigins = e.ALLOWED_ORIGINS ?? [
    `http://localhost:${e.PORTAL_PORT}`,
    `http://127.0.0.1:${e.PORTAL_PORT}`,
    ...DEV_SERVER_ORIGINS,
  ];
  const logFile = e.LOG_FILE ?? (e.mode === 'development' ? DEV_LOG_FILE : '-');
  return {
    port: e.PORT,
    portalPort: e.PORTAL_PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    mode: e.mode,
    allowedOrigins: [...new Set([...configuredOrigins, ...ownOrigins(e.HOST, e.PORT, publicUrl)])],
    publicUrl,
    hostAccessKey: e.HOST_ACCESS_KEY ?? DEV_ACCESS_KEY,
    hostAccessSecret: e.HOST_ACCESS_SECRET ?? DEV_ACCESS_SECRET,
    hostCredentialsCompat: e.HOST_CREDENTIALS_COMPAT,
    trustProxy: e.TRUST_PROXY,
    seedDemoData: e.SEED_DEMO_DATA
      ? ['true', '1', 'yes'].includes(e.SEED_DEMO_DATA)
      : e.mode === 'development',
    codeSigningSecret: e.CODE_SIGNING_SECRET ?? DEV_CODE_SIGNING_SECRET,
    photoUrlTtlMinutes: e.PHOTO_URL_TTL_MINUTES,
    planApprovalLeadWorkingDays: e.PLAN_APPROVAL_LEAD_WORKING_DAYS,
    noticeLeadWorkingDays: e.NOTICE_LEAD_WORKING_DAYS,
    complaintDeadlines: {
      acceptWorkingDays: e.COMPLAINT_ACCEPT_WORKING_DAYS,
      signWorkingDays: e.COMPLAINT_SIGN_WORKING_DAYS,
      contactHours: e.COMPLAINT_CONTACT_HOURS,
      replyWorkingDays: e.COMPLAINT_REPLY_WORKING_DAYS,
      extensionMaxWorkingDays: e.COMPLAINT_EXTENSION_MAX_WORKING_DAYS,
      reviewWorkingDays: e.COMPLAINT_REVIEW_WORKING_DAYS,
      rateDays: e.COMPLAINT_RATE_DAYS,
    },
    appointmentAnswerWorkingDays: e.APPOINTMENT_ANSWER_WORKING_DAYS,
    testClock: e.TEST_CLOCK,
    testClockOffsetMs: e.TEST_CLOCK_OFFSET_MS,
    szy:
      e.SZY_BASE_URL && e.SZY_CORP_ID && e.SZY_AGENT_ID && e.SZY_SECRET
        ? { baseUrl: e.SZY_BASE_URL, corpId: e.SZY_CORP_ID, agentId: e.SZY_AGENT_ID, secret: e.SZY_SECRET }
        : null,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
    loginLockoutMinutes: e.LOGIN_LOCKOUT_MINUTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    appDist: e.APP_DIST,
    portalDist: e.PORTAL_DIST,
    logLevel: e.LOG_LEVEL,
    logFile: logFile === '-' || logFile === 'stdout' ? undefined : logFile,
  };
}

/**
 * The addresses this server's own pages are opened at. The build addresses its assets and API by PUBLIC_URL's
 * host name, so a page opened as http://127.0.0.1:4000/ calls http://localhost:4000/api: another origin.
 */
function ownOrigins(host: string, port: number, publicUrl: string): string[] {
  const hosts = ['localhost', '127.0.0.1', '[::1]'];
  if (host !== '0.0.0.0' && host !== '::')
    hosts.push(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  return [...new Set([...hosts.map((name) => `http://${name}:${port}`), new URL(publicUrl).origin])];
}
