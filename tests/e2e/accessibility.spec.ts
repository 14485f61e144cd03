import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALLOWED, checkAccessibility, type Finding } from './axe';
import { expect, test } from './fixtures';
import {
  loadDemoData,
  newPersonaPage,
  openRoute,
  PERSONAS,
  routesFor,
  type DemoData,
  type WalkedScreen,
} from './route-walk';
import type { Locale } from '../../contract/locales';
import { paths } from '../../src/lib/paths';

/**
 * axe-core over every route of the route table, as each role that may open it, in zh and en, standalone and
 * inside portal-demo. Each scan fails on any serious or critical violation inside the app (embedded, the host page
 * is not ours), prints its per-route summary and writes its findings to <output dir>/accessibility/<scan>.json.
 * The scans are independent and run in parallel over the workers. A11Y_EMBEDDED=main limits the embedded pass to
 * the enterprise's and officer's tab screens.
 */
interface ScanResult extends WalkedScreen {
  failing: Finding[];
  allowed: Finding[];
  /** Moderate and minor, reported but not failing. */
  other: Finding[];
}

test.describe.configure({ mode: 'parallel' });

let demo: DemoData;

test.beforeAll(async ({ request }) => {
  demo = await loadDemoData(request);
});

const LOCALES: Locale[] = ['zh', 'en'];
const embeddedMainOnly = process.env.A11Y_EMBEDDED === 'main';

for (const mode of ['standalone', 'embedded'] as const) {
  for (const persona of PERSONAS) {
    if (mode === 'embedded' && persona.name === 'signedOut') continue; // the portal owns sign-in
    for (const locale of LOCALES) {
      const title = `axe: ${mode}, ${persona.name}, ${locale}`;
      test(title, async ({ browser }) => {
        test.setTimeout(10 * 60_000);
        const page = await newPersonaPage(browser, persona, locale, demo, { embedded: mode === 'embedded' });
        // embedded, the portal owns sign-in: the app's login screen hands over to it
        const routes = routesFor(persona).filter(
          (route) => mode === 'standalone' || (route.name !== 'login' && (!embeddedMainOnly || route.tabs)),
        );
        const results: ScanResult[] = [];
        for (const route of routes) {
          const walked = await openRoute(
            page,
            { route: route.name, persona: persona.name, locale, mode },
            demo,
          );
          results.push({ ...walked, ...(await checkAccessibility(page, { onlyApp: mode === 'embedded' })) });
        }
        await page.context().close();
        const out = resolve(test.info().project.outputDir, 'accessibility');
        mkdirSync(out, { recursive: true });
        writeFileSync(
          resolve(out, `${mode}-${persona.name}-${locale}.json`),
          JSON.stringify(results, null, 2),
        );
        console.log(`\naxe-core, ${mode}, ${persona.name}, ${locale}\n${summary(results)}`);
        const failing = results.flatMap((result) =>
          result.failing.map(
            (item) =>
              `${paths[result.route].path} (${result.mode}, ${result.persona}, ${result.locale}): ${item.impact} ${item.rule} at ${item.target}`,
          ),
        );
        expect(failing).toEqual([]);
      });
    }
  }
}

function summary(results: ScanResult[]): string {
  const byRoute = new Map<string, { scans: number; failing: number; allowed: number; other: number }>();
  const byRule = new Map<string, number>();
  const otherByRule = new Map<string, number>();
  for (const result of results) {
    for (const finding of result.other)
      otherByRule.set(
        `${finding.rule} (${finding.impact})`,
        (otherByRule.get(`${finding.rule} (${finding.impact})`) ?? 0) + 1,
      );
    const key = paths[result.route].path;
    const row = byRoute.get(key) ?? { scans: 0, failing: 0, allowed: 0, other: 0 };
    row.scans += 1;
    row.failing += result.failing.length;
    row.allowed += result.allowed.length;
    row.other += result.other.length;
    byRoute.set(key, row);
    for (const finding of result.failing) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
  }
  const lines = ['route | scans | serious+critical | allowed | moderate+minor'];
  for (const [route, row] of [...byRoute].sort()) {
    lines.push(`${route} | ${row.scans} | ${row.failing} | ${row.allowed} | ${row.other}`);
  }
  lines.push('', 'rule | serious+critical nodes');
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) lines.push(`${rule} | ${count}`);
  lines.push('', 'moderate/minor rule | nodes (reported, not failing)');
  for (const [rule, count] of [...otherByRule].sort((a, b) => b[1] - a[1])) lines.push(`${rule} | ${count}`);
  lines.push('', `allow-list: ${ALLOWED.length ? '' : 'empty'}`);
  for (const entry of ALLOWED) lines.push(`${entry.rule} inside ${entry.inside}: ${entry.reason}`);
  const failingRoutes = new Set(results.filter((r) => r.failing.length).map((r) => r.route)).size;
  lines.push(
    '',
    `${results.length} scans of ${byRoute.size} routes; ${failingRoutes} routes with serious or critical violations`,
  );
  return lines.join('\n');
}
