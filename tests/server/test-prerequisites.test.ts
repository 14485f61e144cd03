import { describe, expect, it } from 'vitest';
import {
  DEBIAN_CHROMIUM,
  planPostgresPass,
  planPrerequisites,
  type Machine,
} from '../../scripts/test-prerequisites';

const READY: Machine = {
  isRoot: false,
  hasApt: true,
  canSudo: false,
  chromium: { path: DEBIAN_CHROMIUM, fromEnv: false, present: true },
  cjkFonts: true,
  postgresBin: '/usr/lib/postgresql/15/bin',
  testDatabaseUrl: undefined,
};
const machine = (changes: Partial<Machine>): Machine => ({ ...READY, ...changes });
const noChromium = { path: DEBIAN_CHROMIUM, fromEnv: false, present: false };

describe('what npm test installs before it runs', () => {
  it('drives the desktop Chromium where the headless shell is missing and cannot be installed, else installs it', () => {
    const desktopOnly = { ...noChromium, desktop: true };
    expect(planPrerequisites(machine({ chromium: desktopOnly }))).toEqual({ commands: [] });
    expect(planPrerequisites(machine({ hasApt: false, chromium: desktopOnly }))).toEqual({ commands: [] });
    expect(planPrerequisites(machine({ isRoot: true, chromium: desktopOnly })).commands.at(-1)).toEqual([
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'chromium-headless-shell',
    ]);
  });

  it('nothing when everything is present, root or not', () => {
    expect(planPrerequisites(READY)).toEqual({ commands: [] });
    expect(planPrerequisites(machine({ isRoot: true }))).toEqual({ commands: [] });
  });

  it('as root with apt: one apt-get update, then one install of everything missing', () => {
    expect(
      planPrerequisites(
        machine({ isRoot: true, chromium: noChromium, cjkFonts: false, postgresBin: undefined }),
      ),
    ).toEqual({
      commands: [
        ['apt-get', 'update'],
        [
          'apt-get',
          'install',
          '-y',
          '--no-install-recommends',
          'chromium-headless-shell',
          'fonts-noto-cjk',
          'postgresql',
        ],
      ],
    });
  });

  it('as root, PostgreSQL alone is installed too, unless TEST_DATABASE_URL names a server', () => {
    expect(planPrerequisites(machine({ isRoot: true, postgresBin: undefined })).commands.at(-1)).toEqual([
      'apt-get',
      'install',
      '-y',
      '--no-install-recommends',
      'postgresql',
    ]);
    expect(
      planPrerequisites(
        machine({ isRoot: true, postgresBin: undefined, testDatabaseUrl: 'postgres://db/x' }),
      ),
    ).toEqual({ commands: [] });
  });

  it('not root but with password-less sudo (CI runners): the same commands through sudo', () => {
    expect(planPrerequisites(machine({ canSudo: true, chromium: noChromium })).commands).toEqual([
      ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update'],
      [
        'sudo',
        '-n',
        'env',
        'DEBIAN_FRONTEND=noninteractive',
        'apt-get',
        'install',
        '-y',
        '--no-install-recommends',
        'chromium-headless-shell',
      ],
    ]);
  });

  it('not root and no sudo: one line naming the command to run, and no install', () => {
    const plan = planPrerequisites(
      machine({ chromium: noChromium, cjkFonts: false, postgresBin: undefined }),
    );
    expect(plan.commands).toEqual([]);
    expect(plan.failure).toBe(
      'npm test: the browser tests need chromium-headless-shell and fonts-noto-cjk; run `sudo apt-get install -y --no-install-recommends chromium-headless-shell fonts-noto-cjk postgresql`, then npm test again.',
    );
    expect(plan.failure).not.toContain('\n');
  });

  it('root without apt (not Debian): says to install Chromium and set CHROMIUM_PATH', () => {
    expect(planPrerequisites(machine({ isRoot: true, hasApt: false, chromium: noChromium })).failure).toMatch(
      /set CHROMIUM_PATH=/,
    );
  });

  it('a CHROMIUM_PATH that does not exist is named, not papered over with an install', () => {
    const plan = planPrerequisites(
      machine({ isRoot: true, chromium: { path: '/opt/missing/chromium', fromEnv: true, present: false } }),
    );
    expect(plan.commands).toEqual([]);
    expect(plan.failure).toContain('CHROMIUM_PATH=/opt/missing/chromium does not exist');
  });

  it('a missing PostgreSQL alone never fails npm test when it cannot be installed', () => {
    expect(planPrerequisites(machine({ postgresBin: undefined }))).toEqual({ commands: [] });
  });
});

describe("the server suite's PostgreSQL pass", () => {
  it('uses TEST_DATABASE_URL when set', () => {
    expect(
      planPostgresPass({
        isRoot: true,
        postgresBin: '/usr/lib/postgresql/15/bin',
        testDatabaseUrl: 'postgres://ci/db',
      }),
    ).toEqual({ kind: 'given', url: 'postgres://ci/db' });
  });

  it('else starts a throwaway cluster, owned by the postgres user when run as root (initdb refuses root)', () => {
    expect(planPostgresPass({ isRoot: true, postgresBin: '/pg/bin', testDatabaseUrl: undefined })).toEqual({
      kind: 'throwaway',
      bin: '/pg/bin',
      runAs: 'postgres',
    });
    expect(planPostgresPass({ isRoot: false, postgresBin: '/pg/bin', testDatabaseUrl: undefined })).toEqual({
      kind: 'throwaway',
      bin: '/pg/bin',
      runAs: 'self',
    });
  });

  it('else is skipped with a note', () => {
    const pass = planPostgresPass({ isRoot: false, postgresBin: undefined, testDatabaseUrl: undefined });
    expect(pass.kind).toBe('skip');
  });
});
