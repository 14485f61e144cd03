/**
 * Writes `shipped-libraries.ts`: the packages of package.json's "dependencies" that the browser code imports
 * (`src/` and the `contract/` it shares, tests left out), each with the version and licence declared by its own
 * package.json in node_modules. Run it after changing dependencies (`shipped-libraries.test.ts` fails until then):
 *
 *   node --import tsx src/features/settings/collect-libraries.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShippedLibrary } from './shipped-libraries';

const ROOT = resolve(import.meta.dirname, '../../..');
const BROWSER_CODE = ['src', 'contract'];
const THIS_FILE = import.meta.filename;

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(ROOT, 'src', 'test') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && path !== THIS_FILE
      ? [path]
      : [];
  });
}

/** Bare module names a file loads at run time (`import type` is erased and ships nothing). */
const IMPORTS =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"./][^'"]*)['"]|import\(\s*['"]([^'"./][^'"]*)['"]\s*\)/g;

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function licenceOf(manifest: Record<string, unknown>): string {
  const { license, licenses } = manifest as {
    license?: string | { type?: string };
    licenses?: { type?: string }[];
  };
  if (typeof license === 'string') return license;
  if (license?.type) return license.type;
  const types = (licenses ?? []).map((entry) => entry.type).filter(Boolean);
  return types.length ? types.join(' OR ') : 'UNKNOWN';
}

export function collectShippedLibraries(): ShippedLibrary[] {
  const dependencies = Object.keys((readJson(join(ROOT, 'package.json')).dependencies ?? {}) as object);
  const imported = new Set<string>();
  for (const file of BROWSER_CODE.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORTS))
      imported.add(packageOf(match[1] ?? match[2] ?? ''));
  }
  return dependencies
    .filter((name) => imported.has(name))
    .sort()
    .map((name) => {
      const manifest = readJson(join(ROOT, 'node_modules', name, 'package.json'));
      return { name, version: String(manifest.version), license: licenceOf(manifest) };
    });
}

export function renderLibrariesModule(libraries: readonly ShippedLibrary[]): string {
  const quoted = (text: string) => `'${text.replace(/[\\']/g, '\\$&')}'`;
  const rows = libraries.map(
    ({ name, version, license }) =>
      `  { name: ${quoted(name)}, version: ${quoted(version)}, license: ${quoted(license)} },`,
  );
  return [
    '// Written by collect-libraries.ts from package.json and node_modules; do not edit by hand.',
    '',
    'export interface ShippedLibrary {',
    '  name: string;',
    '  version: string;',
    '  license: string;',
    '}',
    '',
    '/** The libraries the browser loads, with the licence each declares. */',
    'export const shippedLibraries: readonly ShippedLibrary[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = join(import.meta.dirname, 'shipped-libraries.ts');
  writeFileSync(target, renderLibrariesModule(collectShippedLibraries()));
  console.log(`wrote ${target}`);
}
