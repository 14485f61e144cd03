/**
 * Every screen path of the app, named once, with the query parameters the screen reads. Build links with
 * `href()`; never type a path literal elsewhere. Screens read their parameters with `useScreenParams(name)`
 * (`route-params.ts`), after the route guard has checked them against these declarations.
 */

/**
 * The kinds of query parameter and the type each reads as. Their tiny hand-written parsers (zod stays off the
 * first screen) are in `route-params.ts`, loaded with the screens that have parameters. The names are also
 * what the missing-parameter screen says is missing.
 */
export interface ParamKinds {
  /** A record's id: a uuid or a seeded id such as `reg-demo-01`. */
  record: string;
  scan: string;
  department: string;
  /** A district's or street's code, `440305` or `440305006`. */
  region: string;
  enterpriseNumber: string;
  code: string;
  text: string;
  year: number;
  /** A calendar day, `2026-03-01`. */
  date: string;
  number: number;
  flag: boolean;
  /** A place inside this app, never another origin. */
  returnAddress: string;
  /** A document the service issues, `<kind>.<record id>` (contract/documents/rules.ts): `receipt.reg-demo-01`. */
  document: string;
}

export type ParamLabel = keyof ParamKinds;
type ValueOf<K extends ParamLabel> = ParamKinds[K];

/**
 * A parameter's declaration: `'record'` is required (the screen cannot open without it), `'year?'` optional
 * (a missing or malformed value reads as absent), `'enterpriseNumber=own'` defaults to the signed-in
 * enterprise's own number (and is required of anyone else).
 */
export type ParamSpec = ParamLabel | `${ParamLabel}?` | 'enterpriseNumber=own';
export type ParamSpecs = Record<string, ParamSpec>;

type KindOf<S extends ParamSpec> = S extends `${infer K extends ParamLabel}?`
  ? K
  : S extends `${infer K extends ParamLabel}=own`
    ? K
    : S & ParamLabel;
type OptionalKeys<S extends ParamSpecs> = { [K in keyof S]: S[K] extends `${string}?` ? K : never }[keyof S];

/** The typed, validated parameters of a screen. */
export type ParamsOf<S extends ParamSpecs> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: ValueOf<KindOf<S[K]>>;
} & { [K in OptionalKeys<S>]?: ValueOf<KindOf<S[K]>> };

/** What a link may pass: the declared names only; empty values are left out of the address. */
export type HrefQuery<S extends ParamSpecs> = { [K in keyof S]?: ValueOf<KindOf<S[K]>> | null | undefined };

export interface ScreenPath<P extends string = string, S extends ParamSpecs = ParamSpecs> {
  path: P;
  params: S;
  /** At least one of each group must be present (e.g. a scanned code or a typed enterprise number). */
  oneOf: readonly (readonly (keyof S & string)[])[];
  href: (query?: keyof S extends never ? undefined : HrefQuery<S>) => string;
}

function withQuery(path: string, query?: Record<string, unknown>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a path without parameters takes none
function define<P extends string, const S extends ParamSpecs = {}>(
  path: P,
  params?: S,
  oneOf: readonly (readonly (keyof S & string)[])[] = [],
): ScreenPath<P, S> {
  return { path, params: params ?? ({} as S), oneOf, href: (query) => withQuery(path, query ?? undefined) };
}

const enterpriseTarget = { scanId: 'scan?', enterpriseNumber: 'enterpriseNumber' } as const;
/** A registration or visit may answer a confirmed appointment of today (offered after the scan). */
const visitTarget = { ...enterpriseTarget, appointmentId: 'record?' } as const;
const registrationTarget = { ...visitTarget, caseReason: 'text?' } as const;
const analysisPeriod = { period: 'text?', from: 'date?', to: 'date?' } as const;

export const paths = {
  root: define('/'),
  login: define('/login', { target: 'returnAddress?' }),
  szySignIn: define('/szySignIn', { reason: 'text' }),
  home: define('/home'),
  my: define('/my'),
  shop: define('/shop'),
  classify: define('/classify', { categoryId: 'text?' }),
  goodsDetail: define('/goodsDetail', { id: 'record' }),
  /** Not in SPEC.md: the cart behind the count badge, checkout, and the service requests it creates. */
  cart: define('/cart'),
  /** `lines`: the cart lines chosen, comma-separated numbers (50 fit); `addressId` comes back from the address list. */
  checkout: define('/checkout', { lines: 'code', addressId: 'record?' }),
  shopRequestList: define('/shopRequestList', { state: 'text?' }),
  shopRequestDetail: define('/shopRequestDetail', { id: 'record' }),
  /** Not in SPEC.md: a provider's own goods and services, their prices, stock and sale. */
  providerCatalogue: define('/providerCatalogue'),
  providerGoods: define('/providerGoods', { id: 'record' }),
  providerSpecEdit: define('/providerSpecEdit', { goodsId: 'record', specId: 'record' }),
  /** `returnTo`: the form that asked for an address; choosing one goes back there with `addressId`. */
  addressList: define('/addressList', { returnTo: 'returnAddress?' }),
  addressEdit: define('/addressEdit', { id: 'record?', returnTo: 'returnAddress?' }),
  setting: define('/setting'),
  enterpriseRegister: define('/enterprise/register'),
  enterpriseQrCode: define('/enterprise/qrCode', { enterpriseNumber: 'enterpriseNumber=own' }),
  /** The filters an analysis figure opens the list with (an officer's list of their department). */
  registrationList: define('/enterprise/registrationList', {
    from: 'date?',
    to: 'date?',
    type: 'text?',
    outcome: 'text?',
    registeredBy: 'text?',
    flag: 'text?',
    /** The supervision office's list narrowed to one department. */
    departmentCode: 'department?',
    /** ... or to one district or street (the city's district figures). */
    regionCode: 'region?',
    /** The supervision office's queue of emergency inspections (`pending`), or those it decided. */
    emergencyReview: 'text?',
  }),
  complaintNoScan: define('/enterprise/complaintNoScan'),
  /** `registrationId` comes back from /registrationSelectList with the inspection picked. */
  complaint: define('/enterprise/complaint', {
    comOrOpi: 'number?',
    isSelect: 'flag?',
    registrationId: 'record?',
  }),
  complaintList: define('/enterprise/complaintList'),
  complaintDetailView: define('/enterprise/complaintDetailView', { id: 'record' }),
  complaintEvaluate: define('/enterprise/complaintEvaluate', { id: 'record' }),
  inspectionNotice: define('/enterprise/enterpriseInspectionNotice'),
  systemNotice: define('/enterprise/systemNotice'),
  systemNoticeDetail: define('/enterprise/systemNoticeDetail', { id: 'record' }),
  /** Not in SPEC.md: where a supervisor writes a system notice. */
  systemNoticePublish: define('/supervise/systemNoticePublish'),
  enterpriseInspectionList: define('/enterprise/enterpriseInspectionList', {
    enterpriseNumber: 'enterpriseNumber=own',
    year: 'year?',
  }),
  enterpriseInspectionDetail: define('/enterprise/enterpriseInspectionDetail', {
    enterpriseNumber: 'enterpriseNumber=own',
    departmentCode: 'department',
    departmentName: 'text?',
    year: 'year?',
  }),
  registrationSelectList: define('/registrationSelectList', { returnTo: 'returnAddress?' }),
  registrationDetail: define('/registrationDetail', { id: 'record' }),
  /** A notice the user received (`id`) or one whose QR the enterprise scanned at the door (`token`). */
  enforceNoticeDetail: define('/enforceNoticeDetail', { id: 'record?', token: 'text?' }, [['id', 'token']]),
  qrCodeHistory: define('/qrCodeHistory'),
  registrationEdit: define('/registrationEdit', { id: 'record' }),
  evaluate: define('/evaluate', { id: 'record' }),
  complaintBase: define('/compaintBase'),
  complaintDetailIndex: define('/compaintDetailIndex', { id: 'record' }),
  registrationListView: define('/registrationListView', { enterpriseNumber: 'enterpriseNumber?' }),
  nonScan: define('/non-scan'),
  nonPreview: define('/non-preview', enterpriseTarget),
  nonSign: define('/non-sign', visitTarget),
  nonSignDetail: define('/non-signDetail', { id: 'record' }),
  nonQrCodeLoading: define(
    '/non-qrCodeLoading',
    { payload: 'code?', enterpriseNumber: 'enterpriseNumber?' },
    [['payload', 'enterpriseNumber']],
  ),
  outsideRegister: define('/outsideRegister'),
  /** A re-check starts from a registration's detail, which names it and its department. */
  appointment: define('/appointment', {
    departmentCode: 'department?',
    kind: 'text?',
    registrationId: 'record?',
    /** An address chosen in the address book for the visit (it fills the place and the contact). */
    addressId: 'record?',
  }),
  /** `from`/`to`: booked on these days (the analysis's appointment figure); `state`: the tab to open on. */
  appointmentList: define('/appointmentList', {
    state: 'text?',
    from: 'date?',
    to: 'date?',
    departmentCode: 'department?',
  }),
  appointmentEdit: define('/appointmentEdit', { id: 'record' }),
  appointmentDetail: define('/appointmentDetail', { id: 'record' }),
  appointmentBase: define('/appointmentBase'),
  appointmentRelaunch: define('/appointmentRelaunch', { id: 'record' }),
  sign: define('/sign', { scanId: 'scan', enterpriseNumber: 'enterpriseNumber' }),
  historyCheck: define('/historyCheck', { enterpriseNumber: 'enterpriseNumber?' }),
  enterpriseScanPreview: define('/enterpriseScanPreview', enterpriseTarget),
  enterpriseBaseInfo: define('/enterpriseBaseInfo', { enterpriseNumber: 'enterpriseNumber' }),
  enterpriseWarningInfo: define('/enterpriseWarningInfo', { enterpriseNumber: 'enterpriseNumber=own' }),
  /** `kind`: one kind of warning only (the analysis's enterprises at the cap). */
  earlyWarning: define('/earlyWarning', { kind: 'text?' }),
  pdfView: define('/pdfView', { doc: 'document' }),
  /** The officer's draft receipt, from the registration form of this target (`platform=szy` for scanPage_szy). */
  pdfPreview: define('/pdfPreview', { ...registrationTarget, platform: 'text?' }),
  pdfPngPreview: define('/pdfPngPreview', { doc: 'document' }),
  /**
   * Not in SPEC.md: the public page a receipt's QR code opens (`t`: the signed token), no sign-in. The
   * contract's `VERIFY_PATH`, written out so the first screen does not carry the documents' rules (a test keeps them equal).
   */
  verifyReceipt: define('/verifyReceipt', { t: 'code' }),
  /** Not in SPEC.md: the legal texts an inspection cites, searched by title. */
  legalTexts: define('/legalTexts', { q: 'text?' }),
  notExist: define('/notExist'),
  noAccess: define('/noAccess'),
  enforceHome: define('/enforceHome'),
  enforceNoScan: define('/enforce/noScan'),
  enforceScanQrCode: define('/enforce/scanQrCode'),
  enforceScanPage: define('/enforce/scanPage', registrationTarget),
  enforceScanPageSzy: define('/enforce/scanPage_szy', registrationTarget),
  enforcementPlanBase: define('/enforce/enforcementPlanBase'),
  enforcementPlanAdd: define('/enforce/enforcementPlanAdd', { id: 'record?' }),
  enforcementPlanDetailed: define('/enforce/enforcementPlanDetailed', { id: 'record' }),
  /**
   * Not in SPEC.md: prior approvals of inspections beyond an enterprise's allowance. `scope`: `toDecide`
   * (a head's requests to decide) or `mine`; the request form starts from the enterprise the officer was registering.
   */
  inspectionApprovalList: define('/enforce/approvals', { scope: 'text?' }),
  inspectionApprovalDetail: define('/enforce/approvalDetail', { id: 'record' }),
  inspectionApprovalRequest: define('/enforce/approvalRequest', { enterpriseNumber: 'enterpriseNumber' }),
  /** With a plan and an enterprise: the notice shown at the door; without: the officer's complaints to handle. */
  enforceNotice: define('/enforce/enforceNotice', {
    planId: 'record?',
    enterpriseNumber: 'enterpriseNumber?',
    /**
     * The complaints desk's view to open on (`todo`, `open`, `overdue`, `closed`), or `lodged` with `from`/`to` and a
     * `facet` (`resolved`, `reopened`, `decided`): the list behind an analysis figure.
     */
    view: 'text?',
    from: 'date?',
    to: 'date?',
    facet: 'text?',
    /** The supervision office's desk narrowed to one department. */
    departmentCode: 'department?',
  }),
  /**
   * `departmentCode`: a supervisor's choice of department (an officer always sees their own); `period` and, for a
   * custom one, `from`/`to`: the period shown, kept in the address so that back from a figure's list returns to it.
   */
  analyse: define('/analyse', { departmentCode: 'department?', ...analysisPeriod }),
  comprehensiveAnalysis: define('/comprehensiveAnalysis', analysisPeriod),
  qrCodeLoading: define('/qrCodeLoading', { payload: 'code?', enterpriseNumber: 'enterpriseNumber?' }, [
    ['payload', 'enterpriseNumber'],
  ]),
} as const;

export type PathName = keyof typeof paths;
export type ScreenParams<N extends PathName> = ParamsOf<(typeof paths)[N]['params']>;
