import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, API, APP_ORIGIN, PORTAL_ORIGIN } from './helpers';
import { PROJECT_ROOT } from './test-stack';
import type { LoginData } from '../../contract/api-schemas';
import type { Locale } from '../../contract/locales';
import { flattenRouteTable, type IndexedRoute } from '../../src/app/route-table';
import { paths, type PathName } from '../../src/lib/paths';
import { canOpen, type Visitor } from '../../src/lib/route-availability';

/**
 * axe-core over every route of the route table, as each role that may open it, in zh and en, standalone and
 * inside portal-demo. Fails on any serious or critical violation inside the app (embedded, the host page is
 * not ours). Prints a per-route summary and writes it to test-results/accessibility-summary.json.
 * A11Y_EMBEDDED=main limits the embedded pass to the enterprise's and officer's tab screens.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);

/**
 * Reviewed exceptions: violations inside third-party widgets we cannot change, each with its reason. A
 * node is allowed when its rule matches and its selector contains `inside`.
 */
const ALLOWED: { rule: string; inside: string; reason: string }[] = [];

type PersonaName = 'signedOut' | 'enterprise' | 'merchant' | 'officer';
interface Persona {
  name: PersonaName;
  phone?: string;
  visitor: Visitor;
}
const PERSONAS: Persona[] = [
  { name: 'signedOut', visitor: { signedIn: false, role: null, capabilities: [] } },
  {
    name: 'enterprise',
    phone: ACCOUNTS.enterprise,
    visitor: { signedIn: true, role: 'enterprise', capabilities: [] },
  },
  // an enterprise user whose enterprise is not registered yet
  {
    name: 'merchant',
    phone: ACCOUNTS.merchant,
    visitor: { signedIn: true, role: 'enterprise', capabilities: [] },
  },
  { name: 'officer', phone: ACCOUNTS.officer, visitor: { signedIn: true, role: 'officer', capabilities: [] } },
];

interface DemoData {
  logins: Partial<Record<PersonaName, LoginData>>;
  enterpriseNumber: string;
  departmentCode: string;
  scanId: string;
  visitId: string;
  registrationId: Partial<Record<PersonaName, string>>;
}

interface Finding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}
interface ScanResult {
  route: PathName;
  persona: PersonaName;
  locale: Locale;
  mode: 'standalone' | 'embedded';
  url: string;
  failing: Finding[];
  allowed: Finding[];
  /** Moderate and minor, reported but not failing. */
  other: number;
}
const results: ScanResult[] = [];

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, token = '', body?: object) {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { token, 'content-type': 'application/json' },
    data: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(20000);
  return envelope.data;
}

/** Valid parameters from the demo data, read (or, for a scan and a visit, created) through the API. */
async function loadDemoData(request: APIRequestContext): Promise<DemoData> {
  const logins: DemoData['logins'] = {};
  for (const persona of PERSONAS) {
    if (persona.phone)
      logins[persona.name] = await api<LoginData>(request, 'POST', '/app/thirdLogin/testLogin', '', {
        account: persona.phone,
      });
  }
  const enterpriseNumber = logins.enterprise?.user.enterpriseNumber as string;
  const officer = logins.officer?.token as string;
  const quota = await api<{ departmentCode: string }[]>(
    request,
    'GET',
    `/app/warning/quota?enterpriseNumber=${enterpriseNumber}`,
    officer,
  );
  const firstRegistration = async (token: string) =>
    (
      await api<{ items: { id: string }[] }>(
        request,
        'GET',
        `/app/registration/list?enterpriseNumber=${enterpriseNumber}`,
        token,
      )
    ).items[0]?.id;
  const scan = await api<{ scanId: string }>(request, 'POST', '/app/code/resolve', officer, {
    enterpriseNumber,
    purpose: 'inspection',
  });
  const visitScan = await api<{ scanId: string }>(request, 'POST', '/app/code/resolve', officer, {
    enterpriseNumber,
    purpose: 'visit',
  });
  const now = Date.now();
  const visit = await api<{ id: string }>(request, 'POST', '/app/visit/create', officer, {
    clientRequestId: randomUUID(),
    scanId: visitScan.scanId,
    enterpriseNumber,
    purpose: '无障碍检查：走访记录',
    startedAt: new Date(now - 30 * 60_000).toISOString(),
    endedAt: new Date(now).toISOString(),
  });
  const enterpriseRegistration = await firstRegistration(logins.enterprise?.token as string);
  return {
    logins,
    enterpriseNumber,
    departmentCode: quota[0]?.departmentCode ?? 'market',
    scanId: scan.scanId,
    visitId: visit.id,
    registrationId: {
      enterprise: enterpriseRegistration,
      // not the merchant's: it sees the not-found state
      merchant: enterpriseRegistration,
      officer: (await firstRegistration(officer)) ?? enterpriseRegistration,
    },
  };
}

/** The address of a route for a persona, its declared parameters filled from the demo data. */
function addressOf(name: PathName, persona: PersonaName, data: DemoData): string {
  const screen = paths[name];
  const query: Record<string, string> = {};
  for (const [key, spec] of Object.entries(screen.params) as [string, string][]) {
    const optional = spec.endsWith('?');
    const kind = spec.replace(/[?]$/, '').replace(/=own$/, '');
    const inOneOf = screen.oneOf.some((group) => group[0] === key);
    if (kind === 'enterpriseNumber') {
      const own = spec.endsWith('=own') && persona !== 'officer';
      if (!own && (!optional || inOneOf || persona === 'officer')) query[key] = data.enterpriseNumber;
    } else if (kind === 'record') {
      const id = name === 'nonSignDetail' ? data.visitId : data.registrationId[persona];
      if (id) query[key] = id;
    } else if (kind === 'scan' && !optional) query[key] = data.scanId;
    else if (kind === 'department' && !optional) query[key] = data.departmentCode;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${screen.path}?${search}` : screen.path;
}

async function waitForScreen(page: Page): Promise<void> {
  await page.locator('.sv-app').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.sv-app h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  // skeletons gone, toasts and popups settled
  await page.waitForTimeout(400);
}

interface AxeNode {
  impact: string | null;
  target: string[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: AxeNode[];
}

async function scan(page: Page, embedded: boolean) {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async ({ tags, embedded: onlyApp }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        elementRef: true,
        resultTypes: ['violations'],
      })) as {
        violations: {
          id: string;
          impact: string | null;
          nodes: {
            impact: string | null;
            target: string[];
            failureSummary?: string;
            element?: Element;
            any: { relatedNodes: { element?: Element }[] }[];
            all: { relatedNodes: { element?: Element }[] }[];
          }[];
        }[];
      };
      // embedded, only what is the app's: nodes inside its root (or a page-level rule pointing into it)
      const ours = (node: (typeof result.violations)[number]['nodes'][number]) => {
        if (!onlyApp) return true;
        const related = [...node.any, ...node.all].flatMap((check) => check.relatedNodes);
        return [node.element, ...related.map((item) => item.element)].some((element) =>
          element?.closest('.sv-app'),
        );
      };
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.filter(ours).map((node) => ({
          impact: node.impact,
          target: node.target.map(String),
          failureSummary: node.failureSummary,
        })),
      }));
    },
    { tags: TAGS, embedded },
  ) as Promise<AxeViolation[]>;
}

function record(
  violations: AxeViolation[],
  base: Omit<ScanResult, 'failing' | 'allowed' | 'other'>,
): ScanResult {
  const result: ScanResult = { ...base, failing: [], allowed: [], other: 0 };
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'minor';
      const target = node.target.join(' ');
      if (!FAILING.has(impact)) {
        result.other += 1;
        continue;
      }
      const finding = { rule: violation.id, impact, target, summary: node.failureSummary ?? '' };
      const allowed = ALLOWED.some((entry) => entry.rule === violation.id && target.includes(entry.inside));
      (allowed ? result.allowed : result.failing).push(finding);
    }
  }
  results.push(result);
  return result;
}

const ROUTES: IndexedRoute[] = flattenRouteTable();

function routesFor(persona: Persona): IndexedRoute[] {
  return ROUTES.filter((route) => canOpen(route.access, persona.visitor));
}

async function newPersonaPage(
  browser: Browser,
  persona: Persona,
  locale: Locale,
  data: DemoData,
  embedded: boolean,
): Promise<Page> {
  const context = await browser.newContext({
    // the page's CSP forbids inline scripts, and axe is injected as one
    bypassCSP: true,
    locale: locale === 'en' ? 'en-US' : 'zh-CN',
    geolocation: { latitude: 22.5431, longitude: 113.9344 },
    permissions: ['geolocation'],
  });
  const login = data.logins[persona.name];
  await context.addInitScript(
    ({ app, portal, token, locale: lang, portalSession }) => {
      if (location.origin === app) {
        localStorage.setItem('sv.locale', lang);
        if (token) localStorage.setItem('sv.token', token);
        else localStorage.removeItem('sv.token');
      }
      if (location.origin === portal) {
        localStorage.setItem('portal.locale', lang);
        if (portalSession) localStorage.setItem('portal.session', portalSession);
      }
    },
    {
      app: APP_ORIGIN,
      portal: PORTAL_ORIGIN,
      token: login?.token ?? '',
      locale,
      portalSession: login
        ? JSON.stringify({
            token: login.token,
            expiresAt: login.expiresAt,
            user: {
              userId: login.user.userId,
              orgId: login.user.orgId,
              name: login.user.name,
              phonenumber: login.user.phonenumber,
              enterpriseNumber: login.user.enterpriseNumber,
              enterpriseName: login.user.enterpriseName,
            },
          })
        : '',
    },
  );
  const page = await context.newPage();
  if (embedded) page.setDefaultTimeout(20_000);
  return page;
}

let demo: DemoData;

test.beforeAll(async ({ request }) => {
  demo = await loadDemoData(request);
});

const LOCALES: Locale[] = ['zh', 'en'];
const embeddedMainOnly = process.env.A11Y_EMBEDDED === 'main';
const startedScans: string[] = [];
const completedScans = new Set<string>();

// The scans record and never fail (a failure would restart the worker and lose the records); the last test judges.
for (const mode of ['standalone', 'embedded'] as const) {
  for (const persona of PERSONAS) {
    if (mode === 'embedded' && persona.name === 'signedOut') continue; // the portal owns sign-in
    for (const locale of LOCALES) {
      const title = `axe: ${mode}, ${persona.name}, ${locale}`;
      test(title, async ({ browser }) => {
        test.setTimeout(10 * 60_000);
        startedScans.push(title);
        const page = await newPersonaPage(browser, persona, locale, demo, mode === 'embedded');
        const routes = routesFor(persona).filter(
          (route) => mode === 'standalone' || !embeddedMainOnly || route.tabs,
        );
        for (const route of routes) {
          const address = addressOf(route.name, persona.name, demo);
          const url =
            mode === 'standalone' ? `${APP_ORIGIN}${address}` : `${PORTAL_ORIGIN}/supervision${address}`;
          await page.goto(url);
          await waitForScreen(page);
          record(await scan(page, mode === 'embedded'), {
            route: route.name,
            persona: persona.name,
            locale,
            mode,
            url: page.url(),
          });
        }
        completedScans.add(title);
        await page.context().close();
      });
    }
  }
}

function summary(): string {
  const byRoute = new Map<string, { scans: number; failing: number; allowed: number; other: number }>();
  const byRule = new Map<string, number>();
  for (const result of results) {
    const key = paths[result.route].path;
    const row = byRoute.get(key) ?? { scans: 0, failing: 0, allowed: 0, other: 0 };
    row.scans += 1;
    row.failing += result.failing.length;
    row.allowed += result.allowed.length;
    row.other += result.other;
    byRoute.set(key, row);
    for (const finding of result.failing) byRule.set(finding.rule, (byRule.get(finding.rule) ?? 0) + 1);
  }
  const lines = ['route | scans | serious+critical | allowed | moderate+minor'];
  for (const [route, row] of [...byRoute].sort()) {
    lines.push(`${route} | ${row.scans} | ${row.failing} | ${row.allowed} | ${row.other}`);
  }
  lines.push('', 'rule | serious+critical nodes');
  for (const [rule, count] of [...byRule].sort((a, b) => b[1] - a[1])) lines.push(`${rule} | ${count}`);
  const failingRoutes = new Set(results.filter((r) => r.failing.length).map((r) => r.route)).size;
  lines.push(
    '',
    `${results.length} scans of ${byRoute.size} routes; ${failingRoutes} routes with serious or critical violations`,
  );
  return lines.join('\n');
}

test('axe: no serious or critical violation on any route (summary)', () => {
  const out = resolve(PROJECT_ROOT, 'test-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'accessibility-summary.json'), JSON.stringify(results, null, 2));
  console.log(`\naxe-core summary\n${summary()}`);
  expect([...completedScans], 'every scan finished in this worker').toEqual(startedScans);
  const failing = results.flatMap((result) =>
    result.failing.map(
      (item) =>
        `${paths[result.route].path} (${result.mode}, ${result.persona}, ${result.locale}): ${item.impact} ${item.rule} at ${item.target}`,
    ),
  );
  expect(failing).toEqual([]);
});
