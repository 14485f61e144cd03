/**
 * Counts the imports between server modules and finds the cycles between their folders:
 *   node --import tsx scripts/module-imports.ts
 * An import of server/modules/<b>/... from server/modules/<a>/... (a != b) is a cross-module import; it
 * passes the fence only when it names the module's public file (server/modules/<b>/index.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type ModuleImport = {
  from: string;
  to: string;
  file: string;
  specifier: string;
  throughIndex: boolean;
};

export type ModuleImportReport = {
  modules: string[];
  imports: ModuleImport[];
  /** module -> the modules it imports, each once */
  edges: Map<string, Set<string>>;
  /** groups of two or more modules that reach each other (strongly connected components) */
  cycles: string[][];
};

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function specifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Tarjan's strongly connected components, keeping those of two or more modules. */
function stronglyConnected(modules: string[], edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (module: string) => {
    index.set(module, counter);
    low.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of edges.get(module) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module)!, index.get(next)!));
      }
    }
    if (low.get(module) === index.get(module)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const module of modules) if (!index.has(module)) connect(module);
  return components;
}

export function measureModuleImports(root = repoRoot): ModuleImportReport {
  const modulesFolder = join(root, 'server', 'modules');
  const modules = readdirSync(modulesFolder)
    .filter((name) => statSync(join(modulesFolder, name)).isDirectory())
    .sort();
  const moduleOf = (path: string) => {
    const inside = relative(modulesFolder, path);
    return inside.startsWith('..') ? undefined : inside.split(sep)[0];
  };
  const imports: ModuleImport[] = [];
  const edges = new Map(modules.map((module) => [module, new Set<string>()]));
  for (const from of modules) {
    for (const file of sourceFiles(join(modulesFolder, from))) {
      for (const specifier of specifiers(file)) {
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(file), specifier);
        const to = moduleOf(target);
        if (!to || to === from) continue;
        const rest = relative(join(modulesFolder, to), target);
        const throughIndex = rest === '' || rest === 'index' || rest === 'index.ts';
        imports.push({ from, to, file: relative(root, file), specifier, throughIndex });
        edges.get(from)!.add(to);
      }
    }
  }
  return { modules, imports, edges, cycles: stronglyConnected(modules, edges) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = measureModuleImports();
  const pastIndex = report.imports.filter((entry) => !entry.throughIndex);
  const edgeCount = [...report.edges.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(`${report.modules.length} modules`);
  console.log(
    `${report.imports.length} cross-module import statements, ${pastIndex.length} past an index.ts`,
  );
  for (const entry of pastIndex) console.log(`  ${entry.file}: '${entry.specifier}'`);
  console.log(`${edgeCount} module -> module edges:`);
  for (const [from, targets] of report.edges)
    if (targets.size > 0) console.log(`  ${from} -> ${[...targets].sort().join(', ')}`);
  console.log(`${report.cycles.length} folder-level cycle(s) (modules that reach each other):`);
  for (const cycle of report.cycles) console.log(`  ${cycle.length} modules: ${cycle.join(', ')}`);
}
