import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, API, APP_ORIGIN, PORTAL_ORIGIN } from './helpers';
import { settle, trackRequests, type SettleOptions } from './settle';
import type { LoginData } from '../../contract/api-schemas';
import type { Locale } from '../../contract/locales';
import { flattenRouteTable, type IndexedRoute } from '../../src/app/route-table';
import { paths, type PathName } from '../../src/lib/paths';
import { canOpen, type Visitor } from '../../src/lib/route-availability';

/**
 * Walking every route of the route table as each demo persona that may open it: the personas, valid parameters
 * from the demo data, a signed-in page per persona. Used by the axe scan and the large-text walk.
 */
export type PersonaName =
  'signedOut' | 'enterprise' | 'merchant' | 'officer' | 'provider' | 'supervisor' | 'approver';
export interface Persona {
  name: PersonaName;
  phone?: string;
  visitor: Visitor;
}
const signedIn = (role: Visitor['role'] & string): Visitor => ({ signedIn: true, role, capabilities: [] });
export const PERSONAS: Persona[] = [
  { name: 'signedOut', visitor: { signedIn: false, role: null, capabilities: [] } },
  { name: 'enterprise', phone: ACCOUNTS.enterprise, visitor: signedIn('enterprise') },
  // an enterprise user whose enterprise is not registered yet
  { name: 'merchant', phone: ACCOUNTS.merchant, visitor: signedIn('enterprise') },
  { name: 'officer', phone: ACCOUNTS.officer, visitor: signedIn('officer') },
  { name: 'provider', phone: ACCOUNTS.provider, visitor: signedIn('provider') },
  // the supervision office: walked only on the screens its capability opens (the officer's are walked as the officer)
  {
    name: 'supervisor',
    phone: '13700000001',
    visitor: { signedIn: true, role: 'officer', capabilities: ['supervisor'] },
  },
];

/** 何静, the market department's plan approver: not walked (the officer's routes), signed in for her sheets. */
export const APPROVER: Persona = {
  name: 'approver',
  phone: '13900000003',
  visitor: { signedIn: true, role: 'officer', capabilities: ['planApprover'] },
};

export interface DemoData {
  logins: Partial<Record<PersonaName, LoginData>>;
  enterpriseNumber: string;
  departmentCode: string;
  scanId: string;
  visitId: string;
  registrationId: Partial<Record<PersonaName, string>>;
  /** The enterprise's cart lines, for the checkout screen. */
  cartLines: string;
  /** The receipt of the enterprise's first inspection (`receipt.<id>`), and the token of its verification link. */
  receiptDoc: string;
  verifyToken: string;
}

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
export async function loadDemoData(request: APIRequestContext): Promise<DemoData> {
  const logins: DemoData['logins'] = {};
  for (const { name, phone } of [...PERSONAS, APPROVER]) {
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
  const receiptDoc = `receipt.${enterpriseRegistration}`;
  const receipt = await api<{ verifyUrl: string }>(
    request,
    'GET',
    `/app/document/info?doc=${receiptDoc}`,
    logins.enterprise?.token as string,
  );
  return {
    receiptDoc,
    verifyToken: new URL(receipt.verifyUrl).searchParams.get('t') as string,
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
 * The shop's demo records (shop-seed.ts): a goods item of the fire provider (the provider persona) and one of its
 * specifications, 张伟's address and his request to that provider.
 */
function shopRecordOf(name: PathName, key: string): string | null {
  if (name === 'goodsDetail' || name === 'providerGoods' || key === 'goodsId') return 'fire-extinguisher-abc';
  if (key === 'specId') return 'fire-extinguisher-abc-1';
  if (name === 'shopRequestDetail') return 'srq-demo-1';
  return key === 'addressId' || name === 'addressEdit' ? 'addr-demo-pengcheng' : null;
}

/** The address of a route for a persona, its declared parameters filled from the demo data. */
export function addressOf(name: PathName, persona: PersonaName, data: DemoData): string {
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
        // 李明's request awaiting 何静 (approvals-seed.ts)
        (name === 'inspectionApprovalDetail' ? 'apr-demo-1' : null) ??
        (name === 'nonSignDetail' ? data.visitId : data.registrationId[persona]);
      if (id) query[key] = id;
    } else if (kind === 'scan' && !optional) query[key] = data.scanId;
    else if (name === 'checkout' && key === 'lines') query[key] = data.cartLines;
    else if (kind === 'document') query[key] = data.receiptDoc;
    else if (name === 'verifyReceipt' && key === 't') query[key] = data.verifyToken;
    else if (kind === 'department' && !optional) query[key] = data.departmentCode;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${screen.path}?${search}` : screen.path;
}

export async function waitForScreen(page: Page, options: SettleOptions = {}): Promise<void> {
  await page.locator('.sv-app').first().waitFor({ state: 'attached', timeout: 20_000 });
  await page
    .locator('.sv-app h1')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  // answers in, skeletons gone, popups and toasts done (a toast fading out while axe runs fails contrast)
  await settle(page, options);
}

export type WalkMode = 'standalone' | 'embedded';

/** A screen a walk opened: which route, as whom, in which language and way, and where it ended up. */
export interface WalkedScreen {
  route: PathName;
  persona: PersonaName;
  locale: Locale;
  mode: WalkMode;
  url: string;
}

/** Opens a route as the persona, standalone or inside portal-demo, and waits until its screen has settled. */
export async function openRoute(
  page: Page,
  screen: Omit<WalkedScreen, 'url'>,
  data: DemoData,
  settleOptions: SettleOptions = {},
): Promise<WalkedScreen> {
  const address = addressOf(screen.route, screen.persona, data);
  await page.goto(
    screen.mode === 'standalone' ? `${APP_ORIGIN}${address}` : `${PORTAL_ORIGIN}/supervision${address}`,
  );
  await waitForScreen(page, settleOptions);
  return { ...screen, url: page.url() };
}

const ROUTES: IndexedRoute[] = flattenRouteTable();

export function routesFor(persona: Persona): IndexedRoute[] {
  const officer = PERSONAS.find((candidate) => candidate.name === 'officer')!;
  return ROUTES.filter(
    (route) =>
      canOpen(route.access, persona.visitor) &&
      (persona.name !== 'supervisor' || !canOpen(route.access, officer.visitor)),
  );
}

export interface PersonaPageOptions {
  /** Inside portal-demo rather than standalone. */
  embedded?: boolean;
  viewport?: { width: number; height: number };
  /** More of the app's own localStorage entries (e.g. `sv.textSize`). */
  appStorage?: Record<string, string>;
}

/** A fresh browser context signed in as the persona (standalone and in the portal), in the locale. */
export async function newPersonaPage(
  browser: Browser,
  persona: Persona,
  locale: Locale,
  data: DemoData,
  { embedded = false, viewport, appStorage = {} }: PersonaPageOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    // the page's CSP forbids inline scripts, and axe is injected as one
    bypassCSP: true,
    locale: locale === 'en' ? 'en-US' : 'zh-CN',
    geolocation: { latitude: 22.5431, longitude: 113.9344 },
    permissions: ['geolocation'],
  });
  const login = data.logins[persona.name];
  await context.addInitScript(
    ({ app, portal, token, locale: lang, portalSession, storage }) => {
      if (location.origin === app) {
        localStorage.setItem('sv.locale', lang);
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        if (token) localStorage.setItem('sv.token', token);
        else localStorage.removeItem('sv.token');
      }
      if (location.origin === portal) {
        // embedded, the app keeps its entries in the portal's storage
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
        localStorage.setItem('portal.locale', lang);
        if (portalSession) localStorage.setItem('portal.session', portalSession);
      }
    },
    {
      app: APP_ORIGIN,
      portal: PORTAL_ORIGIN,
      token: login?.token ?? '',
      locale,
      storage: appStorage,
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
  trackRequests(page);
  if (embedded) page.setDefaultTimeout(20_000);
  return page;
}
