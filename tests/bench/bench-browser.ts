import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { PROJECT_ROOT } from '../e2e/test-stack';

/** Debian's Chromium, headless, never a downloaded browser. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export function benchTempDir(name: string): string {
  const dir = join(tmpdir(), `sv-bench-${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export function writeResult(file: string, data: unknown): string {
  const dir = resolve(PROJECT_ROOT, 'tests/bench/results');
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, file);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
  return path;
}

/** Fails the whole run when it takes longer than `ms`: benchmarks must be bounded. */
export function deadline(ms: number, what: string): NodeJS.Timeout {
  const timer = setTimeout(() => {
    console.error(`${what} did not finish within ${ms / 1000} s`);
    process.exit(2);
  }, ms);
  timer.unref();
  return timer;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
