/**
 * A vitest reporter beside the default one: prints each project's 15 slowest test files (setup, import and tests,
 * the time a file holds a worker) and, when VITEST_SUMMARY_FILE names a file, writes the run's counts and file
 * times there for `npm test`'s closing table (scripts/run-tests.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  ms: number;
}

export interface VitestRunSummary {
  passed: number;
  failed: number;
  skipped: number;
  files: FileTime[];
}

const SHOWN = 15;

function holdMs(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

export default class SlowestFiles implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const summary: VitestRunSummary = { passed: 0, failed: 0, skipped: 0, files: [] };
    for (const module of modules) {
      summary.files.push({
        project: module.project.name || 'default',
        file: relative(process.cwd(), module.moduleId),
        ms: Math.round(holdMs(module)),
      });
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') summary.passed++;
        else if (state === 'failed') summary.failed++;
        else summary.skipped++;
      }
    }
    const projects = [...new Set(summary.files.map((row) => row.project))].sort();
    for (const project of projects) {
      const rows = summary.files.filter((row) => row.project === project).sort((a, b) => b.ms - a.ms);
      const total = rows.reduce((sum, row) => sum + row.ms, 0);
      const lines = rows
        .slice(0, SHOWN)
        .map((row) => `  ${(row.ms / 1000).toFixed(1).padStart(6)} s  ${row.file}`);
      console.log(
        `\nSlowest files of ${project} (${rows.length} files holding a worker ${(total / 1000).toFixed(0)} s in all):\n${lines.join('\n')}`,
      );
    }
    const file = process.env.VITEST_SUMMARY_FILE;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(summary, null, 1));
  }
}
