/**
 * `npm test`: every check, phase by phase, each timed. Lint (Prettier, ESLint) and the typecheck run side by side;
 * then the prerequisites, the app's units, the server suite on PGlite and on PostgreSQL, the build of the browser
 * tests' stacks and the browser tests. Stops at the first phase that fails; either way it ends with the table of
 * phases, each runner's counts and one closing line of all tests passed and failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { VitestRunSummary } from '../tests/reporters/slowest-files';

const SUMMARY_DIR = resolve('test-results-summary');
const VITEST_REPORTERS = ['--reporter=default', '--reporter=./tests/reporters/slowest-files.ts'];
const PLAYWRIGHT_JSON = resolve(SUMMARY_DIR, 'playwright.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  flaky?: number;
}
interface PhaseResult {
  name: string;
  seconds: number;
  ok: boolean;
  counts?: Counts;
  note?: string;
}

interface Command {
  label: string;
  argv: string[];
  env?: NodeJS.ProcessEnv;
}

const npx = (...args: string[]): string[] => [
  process.execPath,
  resolve('node_modules/.bin', args[0]!),
  ...args.slice(1),
];
const tsx = (script: string, ...args: string[]): string[] => [
  process.execPath,
  '--import',
  'tsx',
  script,
  ...args,
];

/** Runs one command; with `buffered`, its output is held and printed whole when it ends (for commands side by side). */
function run(command: Command, buffered = false): Promise<{ ok: boolean; seconds: number }> {
  const started = performance.now();
  return new Promise((done) => {
    const [program, ...args] = command.argv;
    const child = spawn(program!, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...command.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (buffered) {
        console.log(`\n--- ${command.label} (${seconds.toFixed(0)} s, ${ok ? 'ok' : 'FAILED'})`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ ok, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('exit', (code) => finish(code === 0));
  });
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const vitestSummary = (phase: string) => resolve(SUMMARY_DIR, `vitest-${phase}.json`);

function vitestCounts(phase: string): Counts | undefined {
  const summary = readJson<VitestRunSummary>(vitestSummary(phase));
  return summary && { passed: summary.passed, failed: summary.failed, skipped: summary.skipped };
}

function playwrightCounts(): Counts | undefined {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  }>(PLAYWRIGHT_JSON);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped, flaky };
}

const results: PhaseResult[] = [];

async function phase(
  name: string,
  commands: Command[],
  counts?: () => Counts | undefined,
  note?: () => string | undefined,
): Promise<boolean> {
  console.log(`\n=== ${name}`);
  const started = performance.now();
  const outcomes = await Promise.all(commands.map((command) => run(command, commands.length > 1)));
  const result: PhaseResult = {
    name,
    seconds: (performance.now() - started) / 1000,
    ok: outcomes.every((outcome) => outcome.ok),
    counts: counts?.(),
    note: note?.(),
  };
  if (commands.length > 1)
    result.note = commands
      .map((command, i) => `${command.label} ${outcomes[i]!.seconds.toFixed(0)} s`)
      .join(', ');
  results.push(result);
  return result.ok;
}

function printTable(): void {
  const install = Number(process.env.CI_INSTALL_SECONDS);
  const rows: PhaseResult[] =
    Number.isFinite(install) && install > 0
      ? [{ name: 'install (npm ci)', seconds: install, ok: true }, ...results]
      : results;
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const width = Math.max(...rows.map((row) => row.name.length), 5);
  console.log('\nPhases of npm test');
  console.log(`${'phase'.padEnd(width)}  seconds  result  tests`);
  for (const row of rows) {
    const counts = row.counts
      ? `${row.counts.passed} passed, ${row.counts.failed} failed${row.counts.skipped ? `, ${row.counts.skipped} skipped` : ''}${row.counts.flaky ? ` (${row.counts.flaky} flaky)` : ''}`
      : '';
    console.log(
      `${row.name.padEnd(width)}  ${row.seconds.toFixed(0).padStart(7)}  ${(row.ok ? 'ok' : 'FAILED').padEnd(6)}  ${counts}${row.note ? `  [${row.note}]` : ''}`,
    );
  }
  console.log(`${'total'.padEnd(width)}  ${total.toFixed(0).padStart(7)}`);
  const all = results.reduce(
    (sum, row) => ({
      passed: sum.passed + (row.counts?.passed ?? 0),
      failed: sum.failed + (row.counts?.failed ?? 0),
      skipped: sum.skipped + (row.counts?.skipped ?? 0),
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const failedPhases = results.filter((row) => !row.ok).length;
  // A failed phase without counts of its own (lint, a crashed runner) still counts as a failure.
  const failed = all.failed || failedPhases;
  console.log(`\n${all.passed} passed, ${failed} failed, ${all.skipped} skipped`);
}

async function main(): Promise<boolean> {
  rmSync(SUMMARY_DIR, { recursive: true, force: true });
  const ok =
    (await phase('lint and typecheck', [
      { label: 'prettier', argv: npx('prettier', '--check', '--log-level', 'warn', '.') },
      { label: 'eslint', argv: npx('eslint', '.') },
      { label: 'typecheck', argv: npx('tsc', '-p', 'tsconfig.json') },
    ])) &&
    (await phase('test prerequisites', [
      { label: 'setup', argv: tsx('scripts/ensure-test-prerequisites.ts') },
    ])) &&
    (await phase(
      'unit (app)',
      [
        {
          label: 'vitest app',
          argv: npx('vitest', 'run', '--project', 'app', ...VITEST_REPORTERS),
          env: { VITEST_SUMMARY_FILE: vitestSummary('app') },
        },
      ],
      () => vitestCounts('app'),
    )) &&
    (await phase(
      'server on PGlite',
      [
        {
          label: 'vitest server',
          argv: npx('vitest', 'run', '--project', 'server', ...VITEST_REPORTERS),
          env: { TEST_DATABASE_URL: '', VITEST_SUMMARY_FILE: vitestSummary('pglite') },
        },
      ],
      () => vitestCounts('pglite'),
    )) &&
    (await phase(
      'server on PostgreSQL',
      [
        {
          label: 'vitest server (PostgreSQL)',
          argv: tsx(
            'scripts/with-test-postgres.ts',
            ...npx('vitest', 'run', '--project', 'server', ...VITEST_REPORTERS),
          ),
          env: { VITEST_SUMMARY_FILE: vitestSummary('postgres') },
        },
      ],
      () => vitestCounts('postgres'),
    )) &&
    (await phase('build of the test stacks', [
      { label: 'build', argv: tsx('tests/e2e/build-test-stacks.ts') },
    ])) &&
    (await phase(
      'browser tests',
      [
        {
          label: 'playwright',
          argv: npx('playwright', 'test'),
          env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
        },
      ],
      playwrightCounts,
    ));
  printTable();
  return ok;
}

process.exit((await main()) ? 0 : 1);
