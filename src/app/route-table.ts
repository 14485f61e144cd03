import type { ComponentType } from 'react';
import type { PathName } from '../lib/paths';

/**
 * The one route table, as data grouped by module. Every screen is loaded lazily. A path joins the table
 * only when its screen exists; the rest of SPEC.md's paths are named in `lib/paths.ts` for later issues.
 */
export type KeepAlive = 'route' | 'full-path' | 'refresh';

export interface RouteEntry {
  name: PathName;
  load: () => Promise<{ default: ComponentType }>;
  keepAlive?: KeepAlive;
  /** Show the bottom tab bar on this screen. */
  tabs?: boolean;
}

export const routeTable = {
  home: [
    { name: 'home', load: () => import('../features/home/pages/home-page'), tabs: true },
    { name: 'login', load: () => import('../features/session/pages/login-page') },
  ],
  my: [{ name: 'my', load: () => import('../features/my/pages/my-page'), keepAlive: 'route', tabs: true }],
  enforcement: [
    { name: 'enforceHome', load: () => import('../features/enforcement/pages/enforce-home-page'), tabs: true },
  ],
  warnings: [
    { name: 'earlyWarning', load: () => import('../features/early-warnings/pages/early-warning-page'), keepAlive: 'route' },
    { name: 'enterpriseWarningInfo', load: () => import('../features/early-warnings/pages/enterprise-warning-info-page') },
  ],
  nonLaw: [
    { name: 'nonScan', load: () => import('../features/service-visits/pages/visit-scan-page') },
    { name: 'nonQrCodeLoading', load: () => import('../features/service-visits/pages/visit-code-loading-page') },
    { name: 'nonPreview', load: () => import('../features/service-visits/pages/visit-preview-page') },
    { name: 'nonSign', load: () => import('../features/service-visits/pages/visit-sign-page') },
    { name: 'nonSignDetail', load: () => import('../features/service-visits/pages/visit-detail-page') },
    { name: 'outsideRegister', load: () => import('../features/service-visits/pages/outside-register-page') },
  ],
  inspections: [
    { name: 'enforceScanQrCode', load: () => import('../features/inspections/pages/scan-page') },
    { name: 'enforceNoScan', load: () => import('../features/inspections/pages/no-scan-page') },
    { name: 'qrCodeLoading', load: () => import('../features/inspections/pages/code-loading-page') },
    { name: 'enterpriseScanPreview', load: () => import('../features/inspections/pages/scan-preview-page') },
    { name: 'enterpriseBaseInfo', load: () => import('../features/inspections/pages/enterprise-base-info-page'), keepAlive: 'full-path' },
    { name: 'sign', load: () => import('../features/inspections/pages/check-in-page') },
    { name: 'enforceScanPage', load: () => import('../features/inspections/pages/scan-registration-page') },
    { name: 'enforceScanPageSzy', load: () => import('../features/inspections/pages/scan-registration-szy-page') },
  ],
  enterprise: [
    { name: 'enterpriseRegister', load: () => import('../features/enterprise/pages/register-page') },
    { name: 'enterpriseQrCode', load: () => import('../features/enterprise/pages/qr-code-page') },
    { name: 'qrCodeHistory', load: () => import('../features/enterprise/pages/qr-code-history-page') },
    { name: 'enterpriseInspectionList', load: () => import('../features/enterprise/pages/enterprise-inspection-list-page') },
    { name: 'enterpriseInspectionDetail', load: () => import('../features/enterprise/pages/enterprise-inspection-detail-page'), keepAlive: 'full-path' },
  ],
  registrations: [
    { name: 'registrationList', load: () => import('../features/registrations/pages/registration-list-page'), keepAlive: 'route' },
    { name: 'registrationListView', load: () => import('../features/registrations/pages/registration-list-view-page'), keepAlive: 'full-path' },
    { name: 'registrationDetail', load: () => import('../features/registrations/pages/registration-detail-page') },
    { name: 'evaluate', load: () => import('../features/registrations/pages/evaluate-page') },
    { name: 'registrationSelectList', load: () => import('../features/registrations/pages/registration-select-list-page') },
    { name: 'registrationEdit', load: () => import('../features/registrations/pages/registration-edit-page') },
    { name: 'historyCheck', load: () => import('../features/registrations/pages/history-check-page'), keepAlive: 'route' },
  ],
  errors: [
    { name: 'notExist', load: () => import('../features/errors/pages/not-exist-page') },
    { name: 'noAccess', load: () => import('../features/errors/pages/no-access-page') },
  ],
} satisfies Record<string, RouteEntry[]> as Record<string, RouteEntry[]>;

export type ModuleName = keyof typeof routeTable;

export interface IndexedRoute extends RouteEntry {
  module: ModuleName;
  index: number;
}

export const KEEP_ALIVE_PREFIX = 'sv';

export function flattenRouteTable(table: Record<string, readonly RouteEntry[]> = routeTable): IndexedRoute[] {
  return Object.entries(table).flatMap(([module, entries]) => entries.map((entry) => ({ ...entry, module: module as ModuleName }))).map((entry, index) => ({ ...entry, index }));
}

/** Duplicate paths or names are a configuration error; they are reported at start-up and by a test. */
export function findDuplicateRoutes(routes: readonly IndexedRoute[], pathOf: (name: PathName) => string): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const route of routes) {
    for (const [kind, value] of [
      ['name', route.name],
      ['path', pathOf(route.name)],
    ] as const) {
      const key = `${kind}:${value}`;
      if (seen.has(key)) problems.push(`duplicate route ${kind} "${value}" in modules ${seen.get(key)} and ${route.module}`);
      else seen.set(key, route.module);
    }
  }
  return problems;
}

export function keepAliveKey(route: IndexedRoute): string {
  return `${KEEP_ALIVE_PREFIX}-${route.index}-${route.module}`;
}
