import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ALLOWED, checkAccessibility, type Finding } from './axe';
import { ACCOUNTS, API, APP_ORIGIN, PORTAL_ORIGIN } from './helpers';
import type { LoginData } from '../../contract/api-schemas';
import type { Locale } from '../../contract/locales';
import { flattenRouteTable, type IndexedRoute } from '../../src/app/route-table';
import { paths, type PathName } from '../../src/lib/paths';
import { canOpen, type Visitor } from '../../src/lib/route-availability';

/**
 * axe-core over every route of the route table, as each role that may open it, in zh and en, standalone and
 * inside portal-demo. Fails on any serious or critical violation inside the app (embedded, the host page is
 * not ours). Prints a per-route summary and writes it to <output dir>/accessibility-summary.json.
 * A11Y_EMBEDDED=main limits the embedded pass to the enterprise's and officer's tab screens.
 */
type PersonaName = 'signedOut' | 'enterprise' | 'merchant' | 'officer' | 'provider';
interface Persona {
  name: PersonaName;
  phone?: string;
  visitor: Visitor;
}
const signedIn = (role: Visitor['role'] & string): Visitor => ({ signedIn: true, role, capabilities: [] });
const PERSONAS: Persona[] = [
  { name: 'signedOut', visitor: { signedIn: false, role: null, capabilities: [] } },
  { name: 'enterprise', phone: ACCOUNTS.enterprise, visitor: signedIn('enterprise') },
  // an enterprise user whose enterprise is not registered yet
  { name: 'merchant', phone: ACCOUNTS.merchant, visitor: signedIn('enterprise') },
  { name: 'officer', phone: ACCOUNTS.officer, visitor: signedIn('officer') },
  { name: 'provider', phone: ACCOUNTS.provider, visitor: signedIn('provider') },
];

interface DemoData {
  logins: Partial<Record<PersonaName, LoginData>>;
  enterpriseNumber: string;
  departmentCode: string;
  scanId: string;
  visitId: string;
  registrationId: Partial<Record<PersonaName, string>>;
  /** The enterprise's cart lines, for the checkout screen. */
  cartLines: string;
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
  other: Finding[];
}
const results: ScanResult[] = [];

async function api<T = LoginData>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token = '',
  body?: object,
) {
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
  for (const { name, phone } of PERSONAS) {
    if (phone) logins[name] = await api(request, 'POST', '/app/thirdLogin/testLogin', '', { account: phone });
  }
  const enterpriseNumber = logins.enterprise?.user.enterpriseNumber as string;
  const officer = logins.officer?.token as string;
  const asOfficer = <T>(path: string, body?: object) =>
    api<T>(request, body ? 'POST' : 'GET', path, officer, body);
  const firstRegistration = async (token: string) =>
    (
      await api<{ items: { id: string }[] }>(
        request,
        'GET',
        `/app/registration/list?enterpriseNumber=${enterpriseNumber}`,
        token,
      )
    ).items[0]?.id;
  const quota = await asOfficer<{ departmentCode: string }[]>(
    `/app/warning/quota?enterpriseNumber=${enterpriseNumber}`,
  );
  const scan = await asOfficer<{ scanId: string }>('/app/code/resolve', {
    enterpriseNumber,
    purpose: 'inspection',
  });
  const visitScan = await asOfficer<{ scanId: string }>('/app/code/resolve', {
    enterpriseNumber,
    purpose: 'visit',
  });
  const visit = await asOfficer<{ id: string }>('/app/visit/create', {
    clientRequestId: randomUUID(),
    scanId: visitScan.scanId,
    enterpriseNumber,
    purpose: '无障碍检查：走访记录',
    startedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    endedAt: new Date().toISOString(),
  });
  const enterpriseRegistration = await firstRegistration(logins.enterprise?.token as string);
  return {
    logins,
    enterpriseNumber,
    departmentCode: quota[0]?.departmentCode ?? 'market',
    scanId: scan.scanId,
    visitId: visit.id,
    cartLines: (
      await api<{ lines: { id: string }[] }>(request, 'GET', '/getCard', logins.enterprise?.token as string)
    ).lines
      .map((line) => line.id)
      .join(','),
    registrationId: {
      enterprise: enterpriseRegistration,
      // someone else's: the merchant sees the not-found state
      merchant: enterpriseRegistration,
      officer: (await firstRegistration(officer)) ?? enterpriseRegistration,
    },
  };
}

/**
 * Demo complaints (complaints-seed.ts): 张伟's replied one awaiting a rating (every action of the enterprise's
 * screens on offer), and his opinion handled by the market department (the demo officer's).
 */
function complaintOf(name: PathName): string | null {
  if (name === 'complaintDetailView' || name === 'complaintEvaluate') return 'cmp-demo-2';
  return name === 'complaintDetailIndex' ? 'cmp-demo-3' : null;
}

/**
 * Demo appointments (appointments-seed.ts): 张伟's guidance request waiting for the market department (editable by
 * him, to answer for the demo officer) and his declined licensing visit (to book again).
 */
function appointmentOf(name: PathName): string | null {
  if (name === 'appointmentDetail' || name === 'appointmentEdit') return 'apt-demo-1';
  return name === 'appointmentRelaunch' ? 'apt-demo-2' : null;
}

/**
 * The shop's demo records (shop-seed.ts): a goods item, 张伟's address and his request to the fire provider (the
 * provider persona's).
 */
function shopRecordOf(name: PathName, key: string): string | null {
  if (name === 'goodsDetail') return 'fire-extinguisher-abc';
  if (name === 'shopRequestDetail') return 'srq-demo-1';
  return key === 'addressId' || name === 'addressEdit' ? 'addr-demo-pengcheng' : null;
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
    } else if (kind === 'record' && key !== 'appointmentId') {
      // A current market plan the demo officer is on; its pages and its door notice then show real content.
      const plan = name.startsWith('enforcementPlan') || key === 'planId' ? 'plan-market-prices-q' : null;
      const id =
        plan ??
        shopRecordOf(name, key) ??
        complaintOf(name) ??
        appointmentOf(name) ??
        (name === 'nonSignDetail' ? data.visitId : data.registrationId[persona]);
      if (id) query[key] = id;
    } else if (kind === 'scan' && !optional) query[key] = data.scanId;
    else if (name === 'checkout' && key === 'lines') query[key] = data.cartLines;
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
  // skeletons gone, popups settled; a toast fading out while axe runs fails contrast, so wait until it is gone
  await page.waitForTimeout(400);
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'detached', timeout: 4_000 })
    .catch(() => undefined);
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
        // embedded, the portal owns sign-in: the app's login screen hands over to it
        const routes = routesFor(persona).filter(
          (route) => mode === 'standalone' || (route.name !== 'login' && (!embeddedMainOnly || route.tabs)),
        );
        for (const route of routes) {
          const address = addressOf(route.name, persona.name, demo);
          const url =
            mode === 'standalone' ? `${APP_ORIGIN}${address}` : `${PORTAL_ORIGIN}/supervision${address}`;
          await page.goto(url);
          await waitForScreen(page);
          const verdict = await checkAccessibility(page, { onlyApp: mode === 'embedded' });
          results.push({
            route: route.name,
            persona: persona.name,
            locale,
            mode,
            url: page.url(),
            ...verdict,
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

test('axe: no serious or critical violation on any route (summary)', () => {
  // A retry runs in a fresh worker that scanned nothing: it must not pass for want of results.
  expect(test.info().retry, 'the summary is not retried; rerun the whole file').toBe(0);
  expect(results.length, 'scans made before the summary').toBeGreaterThan(0);
  const out = test.info().project.outputDir;
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
