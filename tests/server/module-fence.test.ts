import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { measureModuleImports } from '../../scripts/module-imports';

describe('the fence around server modules (eslint.config.js)', () => {
  // The probes are not on disk, and import/no-cycle reads the file it checks from disk.
  const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  const errorsOf = async (filePath: string, code: string, ruleId: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
  };
  const probe = (specifier: string) =>
    `import { listDepartments } from '${specifier}';\n\nexport const probe = listDepartments;\n`;

  it("refuses a module's import of another module's internals", async () => {
    const errors = await errorsOf(
      'server/modules/plans/fence-probe.ts',
      probe('../officers/officers-queries'),
      'import/no-restricted-paths',
    );
    expect(errors).toEqual([expect.stringContaining('imports another only through its index.ts')]);
  });

  it('lets a module import another through its index.ts, and its own files directly', async () => {
    const code = `${probe('../officers')}export { findPlanTitle } from './plans-queries';\n`;
    expect(await errorsOf('server/modules/plans/fence-probe.ts', code, 'import/no-restricted-paths')).toEqual(
      [],
    );
  });

  it('holds the composition layer to the indexes and keeps modules from reaching up to it', async () => {
    const composition = 'server/composition/fence-probe.ts';
    expect(await errorsOf(composition, probe('../modules/officers'), 'import/no-restricted-paths')).toEqual(
      [],
    );
    expect(
      await errorsOf(
        composition,
        probe('../modules/officers/officers-queries'),
        'import/no-restricted-paths',
      ),
    ).toEqual([expect.stringContaining('only through its index.ts')]);
    const upward =
      "import { runTimeSweeps } from '../../composition/time-sweeps';\n\nexport const probe = runTimeSweeps;\n";
    expect(
      await errorsOf('server/modules/plans/fence-probe.ts', upward, 'import/no-restricted-paths'),
    ).toEqual([expect.stringContaining('Modules sit below server/composition')]);
  });

  it('refuses `export *` in an index.ts', async () => {
    const code = "export * from './officers-queries';\n";
    expect(await errorsOf('server/modules/officers/index.ts', code, 'no-restricted-syntax')).toHaveLength(1);
  });
});

describe('imports between server modules (scripts/module-imports.ts)', () => {
  it('go through index.ts files only, and no modules reach each other in a cycle', () => {
    const report = measureModuleImports();
    expect(report.imports.filter((entry) => !entry.throughIndex)).toEqual([]);
    expect(report.cycles).toEqual([]);
  });

  const root = mkdtempSync(join(tmpdir(), 'module-imports-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('counts an import past the index and finds a cycle that passes through files no index exports', () => {
    write('server/modules/a/index.ts', "export { x } from './x';\n");
    write('server/modules/a/x.ts', 'export const x = 1;\n');
    write('server/modules/a/hidden.ts', "import { y } from '../b';\nexport const hidden = y;\n");
    write('server/modules/b/index.ts', "export { y } from './y';\n");
    write('server/modules/b/y.ts', "import { x } from '../a/x';\nexport const y = x;\n");
    write('server/modules/c/index.ts', "import { y } from '../b';\nexport const z = y;\n");
    const report = measureModuleImports(root);
    expect(report.imports.map(({ from, to, throughIndex }) => ({ from, to, throughIndex }))).toEqual([
      { from: 'a', to: 'b', throughIndex: true },
      { from: 'b', to: 'a', throughIndex: false },
      { from: 'c', to: 'b', throughIndex: true },
    ]);
    expect(report.cycles).toEqual([['a', 'b']]);
  });
});
