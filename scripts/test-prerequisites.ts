/**
 * What `npm test` needs beyond node_modules: Debian's Chromium and a CJK font for the browser tests, and a
 * PostgreSQL server for the server suite's second pass. The decisions are pure functions of what the machine
 * has (`probeMachine`), so they are unit-tested without touching the machine.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same Chromium version as
 * `chromium`): the browser tests' browser. Without the desktop browser's layers it took 16% less time over the same
 * walks (107 s against 127 s for popups, plans-walk and complaints-more on 2 workers).
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM_PACKAGE = 'chromium-headless-shell';
/** Debian's desktop Chromium: driven instead where the headless shell is missing and cannot be installed. */
export const DEBIAN_DESKTOP_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

export interface Machine {
  isRoot: boolean;
  hasApt: boolean;
  /** sudo that works without a password prompt (CI runners); only probed when not root. */
  canSudo: boolean;
  /** `desktop`: Debian's desktop Chromium is there, for a machine where the headless shell cannot be installed. */
  chromium: { path: string; fromEnv: boolean; present: boolean; desktop?: boolean };
  /** fonts-noto-cjk installed; true where it cannot be checked (no dpkg, no fontconfig). */
  cjkFonts: boolean;
  /** The folder holding initdb and pg_ctl, if a PostgreSQL server is installed. */
  postgresBin: string | undefined;
  testDatabaseUrl: string | undefined;
}

export interface PrerequisitePlan {
  /** Run in order: `apt-get update` once, then one install. Empty when everything is present. */
  commands: string[][];
  /** When set, the one line to print before exiting non-zero: what the person has to run. */
  failure?: string;
}

export function planPrerequisites(machine: Machine): PrerequisitePlan {
  const { chromium } = machine;
  if (!chromium.present && chromium.fromEnv && chromium.path !== DEBIAN_CHROMIUM) {
    return {
      commands: [],
      failure: `npm test: CHROMIUM_PATH=${chromium.path} does not exist; point it at a Chromium binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    };
  }
  // sudo drops the environment, so the non-interactive frontend travels through env(1)
  const asAdmin = machine.isRoot
    ? []
    : machine.canSudo
      ? ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive']
      : undefined;
  const canInstall = machine.hasApt && asAdmin !== undefined;
  const browserMissing = !chromium.present && !(chromium.desktop && !canInstall);
  const required = [
    ...(browserMissing ? [DEBIAN_CHROMIUM_PACKAGE] : []),
    ...(machine.cjkFonts ? [] : ['fonts-noto-cjk']),
  ];
  const optional = machine.postgresBin || machine.testDatabaseUrl ? [] : ['postgresql'];
  const packages = [...required, ...optional];
  if (packages.length === 0) return { commands: [] };

  if (machine.hasApt && asAdmin) {
    return {
      commands: [
        [...asAdmin, 'apt-get', 'update'],
        [...asAdmin, 'apt-get', 'install', '-y', '--no-install-recommends', ...packages],
      ],
    };
  }
  // PostgreSQL is optional: its pass is skipped with a note (with-test-postgres.ts); the browser is not.
  if (required.length === 0) return { commands: [] };
  return {
    commands: [],
    failure: machine.hasApt
      ? `npm test: the browser tests need ${required.join(' and ')}; run \`sudo apt-get install -y --no-install-recommends ${packages.join(' ')}\`, then npm test again.`
      : `npm test: the browser tests need Chromium and a CJK font (Noto Sans CJK); install them and set CHROMIUM_PATH=/path/to/chromium, then npm test again.`,
  };
}

export type PostgresPass =
  | { kind: 'given'; url: string }
  | { kind: 'throwaway'; bin: string; runAs: 'self' | 'postgres' }
  | { kind: 'skip'; note: string };

export function planPostgresPass(
  machine: Pick<Machine, 'testDatabaseUrl' | 'postgresBin' | 'isRoot'>,
): PostgresPass {
  if (machine.testDatabaseUrl) return { kind: 'given', url: machine.testDatabaseUrl };
  if (machine.postgresBin)
    return { kind: 'throwaway', bin: machine.postgresBin, runAs: machine.isRoot ? 'postgres' : 'self' };
  return {
    kind: 'skip',
    note: 'PostgreSQL pass skipped: no PostgreSQL server installed (`sudo apt-get install postgresql` adds it, or set TEST_DATABASE_URL).',
  };
}

function succeeds(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status === 0;
}

function output(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return result.status === 0 ? result.stdout : undefined;
}

function onPath(name: string): string | undefined {
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findPostgresBin(): string | undefined {
  if (existsSync(DEBIAN_POSTGRES_ROOT)) {
    const versions = readdirSync(DEBIAN_POSTGRES_ROOT)
      .filter((version) => existsSync(join(DEBIAN_POSTGRES_ROOT, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(DEBIAN_POSTGRES_ROOT, versions[0], 'bin');
  }
  const initdb = onPath('initdb');
  return initdb ? join(initdb, '..') : undefined;
}

function hasCjkFonts(): boolean {
  const status = output('dpkg-query', ['-W', '-f=${Status}', 'fonts-noto-cjk']);
  if (status?.includes('install ok installed')) return true;
  const families = output('fc-list', [':lang=zh', 'family']);
  if (families !== undefined) return families.trim() !== '';
  return status === undefined && !onPath('dpkg-query');
}

export function probeMachine(env: NodeJS.ProcessEnv = process.env): Machine {
  const isRoot = process.getuid?.() === 0;
  const hasApt = Boolean(onPath('apt-get'));
  const chromiumPath = env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  const chromiumPresent = isExecutable(chromiumPath);
  return {
    isRoot,
    hasApt,
    canSudo: !isRoot && hasApt && Boolean(onPath('sudo')) && succeeds('sudo', ['-n', 'true']),
    chromium: {
      path: chromiumPath,
      fromEnv: Boolean(env.CHROMIUM_PATH),
      present: chromiumPresent,
      desktop: !env.CHROMIUM_PATH && !chromiumPresent && isExecutable(DEBIAN_DESKTOP_CHROMIUM),
    },
    cjkFonts: hasCjkFonts(),
    postgresBin: findPostgresBin(),
    testDatabaseUrl: env.TEST_DATABASE_URL || undefined,
  };
}

/** The browser the browser tests drive: CHROMIUM_PATH, else the headless shell, else the desktop Chromium. */
export function testBrowserPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  if (!isExecutable(DEBIAN_CHROMIUM) && isExecutable(DEBIAN_DESKTOP_CHROMIUM)) return DEBIAN_DESKTOP_CHROMIUM;
  return DEBIAN_CHROMIUM;
}
