/* eslint-disable max-lines -- the one table of every screen, as data; it grows with each module */
import type { ComponentType } from 'react';
import type { PathName } from '../lib/paths';
import type { ScreenAccess } from '../lib/route-availability';

/**
 * The one route table, as data grouped by module. Every screen is loaded lazily. A path joins the table
 * only when its screen exists; the rest of SPEC.md's paths are named in `lib/paths.ts` for later issues.
 * The route guard reads `access` and the path's declared parameters before the screen's chunk is loaded.
 */
export type KeepAlive = 'route' | 'full-path' | 'refresh';

export interface RouteEntry {
  name: PathName;
  load: () => Promise<{ default: ComponentType }>;
  /** Who may open the screen; others see the no-access screen, signed-out users the login page. */
  access: ScreenAccess;
  /** The list the screen belongs to: the way forward when its parameters are missing. Home when absent. */
  parent?: PathName;
  /** A landing screen sends a signed-in user without access here instead of showing the no-access screen. */
  deniedTo?: PathName;
  keepAlive?: KeepAlive;
  /** Show the bottom tab bar on this screen. */
  tabs?: boolean;
}

/** The two sides of an inspection (the contract's `supervision` access): a provider has no part in one. */
const supervision = ['enterprise', 'officer'] as const;

export const routeTable = {
  home: [
    // Open to any session: after a failed start-up it shows the failure itself (screen-gate.ts).
    { name: 'home', load: () => import('../features/home/pages/home-page'), access: 'session', tabs: true },
  ],
  session: [
    { name: 'login', load: () => import('../features/session/pages/login-page'), access: 'anonymous' },
    {
      name: 'szySignIn',
      load: () => import('../features/session/pages/szy-sign-in-page'),
      access: 'anonymous',
    },
  ],
  my: [
    {
      name: 'my',
      load: () => import('../features/my/pages/my-page'),
      access: 'session',
      keepAlive: 'route',
      tabs: true,
    },
  ],
  'officer-desk': [
    // `/` lands here for everyone (SPEC.md), so the others go on to their own home.
    {
      name: 'enforceHome',
      load: () => import('../features/officer-desk/pages/officer-desk-page'),
      access: 'officer',
      deniedTo: 'home',
      tabs: true,
    },
  ],
  warnings: [
    {
      name: 'earlyWarning',
      load: () => import('../features/warnings/pages/warning-list-page'),
      // The desk: an enterprise sees its own warnings on enterpriseWarningInfo.
      access: 'officer',
      deniedTo: 'home',
      keepAlive: 'route',
    },
    {
      name: 'enterpriseWarningInfo',
      load: () => import('../features/warnings/pages/enterprise-warnings-page'),
      access: supervision,
      parent: 'earlyWarning',
    },
    {
      name: 'enterpriseInspectionList',
      load: () => import('../features/warnings/pages/quota-page'),
      access: supervision,
    },
    {
      name: 'enterpriseInspectionDetail',
      load: () => import('../features/warnings/pages/quota-department-page'),
      access: supervision,
      parent: 'enterpriseInspectionList',
      keepAlive: 'full-path',
    },
  ],
  visits: [
    { name: 'nonScan', load: () => import('../features/visits/pages/visit-scan-page'), access: 'officer' },
    {
      name: 'nonQrCodeLoading',
      load: () => import('../features/visits/pages/visit-code-loading-page'),
      access: 'officer',
      parent: 'nonScan',
    },
    {
      name: 'nonPreview',
      load: () => import('../features/visits/pages/visit-preview-page'),
      access: 'officer',
      parent: 'nonScan',
    },
    {
      name: 'nonSign',
      load: () => import('../features/visits/pages/visit-sign-page'),
      access: 'officer',
      parent: 'nonScan',
    },
    {
      name: 'nonSignDetail',
      load: () => import('../features/visits/pages/visit-detail-page'),
      access: 'officer',
      parent: 'nonScan',
    },
    {
      name: 'outsideRegister',
      load: () => import('../features/visits/pages/outside-register-page'),
      access: 'officer',
    },
  ],
  'supervision-codes': [
    {
      name: 'enterpriseQrCode',
      load: () => import('../features/supervision-codes/pages/qr-code-page'),
      access: 'enterprise',
      parent: 'enterpriseRegister',
    },
    {
      name: 'qrCodeHistory',
      load: () => import('../features/supervision-codes/pages/qr-code-history-page'),
      access: 'enterprise',
    },
    {
      name: 'enforceScanQrCode',
      load: () => import('../features/supervision-codes/pages/scan-page'),
      access: 'officer',
    },
    {
      name: 'enforceNoScan',
      load: () => import('../features/supervision-codes/pages/no-scan-page'),
      access: 'officer',
    },
    {
      name: 'qrCodeLoading',
      load: () => import('../features/supervision-codes/pages/code-loading-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
    },
  ],
  enterprises: [
    {
      name: 'enterpriseRegister',
      load: () => import('../features/enterprises/pages/register-page'),
      access: 'enterprise',
    },
    {
      name: 'enterpriseScanPreview',
      load: () => import('../features/enterprises/pages/scan-preview-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
    },
    {
      name: 'enterpriseBaseInfo',
      load: () => import('../features/enterprises/pages/enterprise-base-info-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
      keepAlive: 'full-path',
    },
  ],
  registrations: [
    {
      name: 'registrationList',
      load: () => import('../features/registrations/pages/registration-list-page'),
      access: supervision,
      keepAlive: 'route',
    },
    {
      name: 'registrationListView',
      load: () => import('../features/registrations/pages/registration-list-view-page'),
      access: supervision,
      keepAlive: 'full-path',
    },
    {
      name: 'registrationDetail',
      load: () => import('../features/registrations/pages/registration-detail-page'),
      access: supervision,
      parent: 'registrationList',
    },
    {
      name: 'evaluate',
      load: () => import('../features/registrations/pages/evaluate-page'),
      access: 'enterprise',
      parent: 'registrationList',
    },
    {
      name: 'registrationSelectList',
      load: () => import('../features/registrations/pages/registration-select-list-page'),
      access: supervision,
    },
    {
      name: 'registrationEdit',
      load: () => import('../features/registrations/pages/registration-edit-page'),
      access: 'officer',
      parent: 'registrationList',
    },
    {
      name: 'historyCheck',
      load: () => import('../features/registrations/pages/history-check-page'),
      access: 'officer',
      keepAlive: 'route',
    },
    {
      name: 'sign',
      load: () => import('../features/registrations/pages/check-in-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
    },
    {
      name: 'enforceScanPage',
      load: () => import('../features/registrations/pages/scan-registration-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
    },
    {
      name: 'enforceScanPageSzy',
      load: () => import('../features/registrations/pages/scan-registration-szy-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
    },
  ],
  notices: [
    {
      name: 'inspectionNotice',
      load: () => import('../features/notices/pages/notice-list-page'),
      access: supervision,
      keepAlive: 'route',
      tabs: true,
    },
    {
      name: 'enforceNoticeDetail',
      load: () => import('../features/notices/pages/notice-detail-page'),
      access: supervision,
      parent: 'inspectionNotice',
    },
  ],
  messages: [
    {
      name: 'systemNotice',
      load: () => import('../features/messages/pages/message-list-page'),
      access: 'session',
      keepAlive: 'route',
      tabs: true,
    },
    {
      name: 'systemNoticeDetail',
      load: () => import('../features/messages/pages/message-detail-page'),
      access: 'session',
      parent: 'systemNotice',
    },
    {
      name: 'systemNoticePublish',
      load: () => import('../features/messages/pages/publish-page'),
      access: { role: 'officer', capability: 'supervisor' },
      parent: 'systemNotice',
    },
  ],
  plans: [
    {
      name: 'enforcementPlanBase',
      load: () => import('../features/plans/pages/plan-list-page'),
      access: 'officer',
      keepAlive: 'route',
    },
    {
      name: 'enforcementPlanAdd',
      load: () => import('../features/plans/pages/plan-form-page'),
      access: 'officer',
      parent: 'enforcementPlanBase',
    },
    {
      name: 'enforcementPlanDetailed',
      load: () => import('../features/plans/pages/plan-detail-page'),
      access: 'officer',
      parent: 'enforcementPlanBase',
    },
  ],
  'inspection-approvals': [
    {
      name: 'inspectionApprovalList',
      load: () => import('../features/inspection-approvals/pages/approval-list-page'),
      access: 'officer',
      keepAlive: 'route',
    },
    {
      name: 'inspectionApprovalDetail',
      load: () => import('../features/inspection-approvals/pages/approval-detail-page'),
      access: 'officer',
      parent: 'inspectionApprovalList',
    },
    {
      name: 'inspectionApprovalRequest',
      load: () => import('../features/inspection-approvals/pages/approval-request-page'),
      access: 'officer',
      parent: 'inspectionApprovalList',
    },
  ],
  complaints: [
    {
      name: 'complaintBase',
      load: () => import('../features/complaints/pages/complaint-base-page'),
      access: 'enterprise',
    },
    {
      name: 'complaint',
      load: () => import('../features/complaints/pages/complaint-form-page'),
      access: 'enterprise',
      parent: 'complaintBase',
    },
    {
      name: 'complaintNoScan',
      load: () => import('../features/complaints/pages/complaint-no-scan-page'),
      access: 'enterprise',
      parent: 'complaintBase',
    },
    {
      name: 'complaintList',
      load: () => import('../features/complaints/pages/complaint-list-page'),
      access: 'enterprise',
      keepAlive: 'route',
      tabs: true,
    },
    {
      name: 'complaintDetailView',
      load: () => import('../features/complaints/pages/complaint-detail-page'),
      access: 'enterprise',
      parent: 'complaintList',
    },
    {
      name: 'complaintEvaluate',
      load: () => import('../features/complaints/pages/complaint-evaluate-page'),
      access: 'enterprise',
      parent: 'complaintList',
    },
  ],
  'complaint-handling': [
    // with a plan and an enterprise the door notice (notices), otherwise the officer's complaints desk
    {
      name: 'enforceNotice',
      load: () => import('./composed/enforce-notice-page'),
      access: 'officer',
      // the officers' complaints tab
      tabs: true,
    },
    {
      name: 'complaintDetailIndex',
      load: () => import('../features/complaint-handling/pages/complaint-handling-page'),
      access: 'officer',
      parent: 'enforceNotice',
    },
  ],
  appointments: [
    {
      name: 'appointmentBase',
      load: () => import('../features/appointments/pages/appointment-base-page'),
      access: supervision,
    },
    {
      name: 'appointment',
      load: () => import('../features/appointments/pages/appointment-form-page'),
      access: 'enterprise',
      parent: 'appointmentBase',
    },
    {
      name: 'appointmentRelaunch',
      load: () => import('../features/appointments/pages/appointment-relaunch-page'),
      access: 'enterprise',
      parent: 'appointmentList',
    },
    {
      name: 'appointmentList',
      load: () => import('../features/appointments/pages/appointment-list-page'),
      access: supervision,
      keepAlive: 'route',
    },
    {
      name: 'appointmentDetail',
      load: () => import('../features/appointments/pages/appointment-detail-page'),
      access: supervision,
      parent: 'appointmentList',
    },
    {
      name: 'appointmentEdit',
      load: () => import('../features/appointments/pages/appointment-edit-page'),
      access: 'enterprise',
      parent: 'appointmentList',
    },
  ],
  shop: [
    {
      name: 'shop',
      load: () => import('../features/shop/pages/shop-page'),
      access: 'enterprise',
      keepAlive: 'route',
      tabs: true,
    },
    {
      name: 'classify',
      load: () => import('../features/shop/pages/classify-page'),
      access: 'enterprise',
      keepAlive: 'route',
    },
    {
      name: 'goodsDetail',
      load: () => import('../features/shop/pages/goods-detail-page'),
      access: 'enterprise',
      parent: 'shop',
    },
    { name: 'cart', load: () => import('../features/shop/pages/cart-page'), access: 'enterprise' },
  ],
  'shop-requests': [
    {
      name: 'checkout',
      load: () => import('../features/shop-requests/pages/checkout-page'),
      access: 'enterprise',
      parent: 'cart',
    },
    {
      name: 'shopRequestList',
      load: () => import('../features/shop-requests/pages/shop-request-list-page'),
      access: ['enterprise', 'provider'],
      keepAlive: 'route',
      tabs: true,
    },
    {
      name: 'shopRequestDetail',
      load: () => import('../features/shop-requests/pages/shop-request-detail-page'),
      access: ['enterprise', 'provider'],
      parent: 'shopRequestList',
    },
  ],
  'provider-catalogue': [
    {
      name: 'providerCatalogue',
      load: () => import('../features/provider-catalogue/pages/provider-catalogue-page'),
      access: 'provider',
      keepAlive: 'route',
    },
    {
      name: 'providerGoods',
      load: () => import('../features/provider-catalogue/pages/provider-goods-page'),
      access: 'provider',
      parent: 'providerCatalogue',
    },
    {
      name: 'providerSpecEdit',
      load: () => import('../features/provider-catalogue/pages/spec-edit-page'),
      access: 'provider',
      parent: 'providerCatalogue',
    },
  ],
  addresses: [
    {
      name: 'addressList',
      load: () => import('../features/addresses/pages/address-list-page'),
      access: 'enterprise',
      keepAlive: 'route',
    },
    {
      name: 'addressEdit',
      load: () => import('../features/addresses/pages/address-edit-page'),
      access: 'enterprise',
      parent: 'addressList',
    },
  ],
  documents: [
    {
      name: 'pdfView',
      load: () => import('../features/documents/pages/pdf-view-page'),
      access: 'session',
    },
    {
      name: 'pdfPngPreview',
      load: () => import('../features/documents/pages/pdf-png-preview-page'),
      access: 'session',
    },
    // the registration form itself, showing the draft receipt over it (a feature imports no other)
    {
      name: 'pdfPreview',
      load: () => import('./composed/receipt-preview-page'),
      access: 'officer',
      parent: 'enforceScanQrCode',
    },
    // public: the receipt's QR code opens it signed out as well as signed in
    {
      name: 'verifyReceipt',
      load: () => import('../features/documents/pages/verify-receipt-page'),
      access: 'anonymous',
    },
    {
      name: 'legalTexts',
      load: () => import('../features/documents/pages/legal-text-list-page'),
      access: 'session',
      keepAlive: 'full-path',
    },
  ],
  analysis: [
    {
      name: 'analyse',
      load: () => import('../features/analysis/pages/analyse-page'),
      access: 'officer',
    },
    {
      name: 'comprehensiveAnalysis',
      load: () => import('../features/analysis/pages/comprehensive-analysis-page'),
      access: { role: 'officer', capability: 'supervisor' },
    },
  ],
  settings: [
    { name: 'setting', load: () => import('../features/settings/pages/setting-page'), access: 'session' },
  ],
  errors: [
    { name: 'notExist', load: () => import('../features/errors/pages/not-exist-page'), access: 'anonymous' },
    { name: 'noAccess', load: () => import('../features/errors/pages/no-access-page'), access: 'anonymous' },
  ],
} satisfies Record<string, RouteEntry[]> as Record<string, RouteEntry[]>;

export type ModuleName = keyof typeof routeTable;

export interface IndexedRoute extends RouteEntry {
  module: ModuleName;
  index: number;
}

export const KEEP_ALIVE_PREFIX = 'sv';

export function flattenRouteTable(table: Record<string, readonly RouteEntry[]> = routeTable): IndexedRoute[] {
  return Object.entries(table)
    .flatMap(([module, entries]) => entries.map((entry) => ({ ...entry, module: module as ModuleName })))
    .map((entry, index) => ({ ...entry, index }));
}

/** Duplicate paths or names are a configuration error; they are reported at start-up and by a test. */
export function findDuplicateRoutes(
  routes: readonly IndexedRoute[],
  pathOf: (name: PathName) => string,
): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const route of routes) {
    for (const [kind, value] of [
      ['name', route.name],
      ['path', pathOf(route.name)],
    ] as const) {
      const key = `${kind}:${value}`;
      if (seen.has(key))
        problems.push(`duplicate route ${kind} "${value}" in modules ${seen.get(key)} and ${route.module}`);
      else seen.set(key, route.module);
    }
  }
  return problems;
}

export function keepAliveKey(route: IndexedRoute): string {
  return `${KEEP_ALIVE_PREFIX}-${route.index}-${route.module}`;
}
