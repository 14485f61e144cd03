/** Every screen path of the app, named once. Build links with `href()`; never type a path literal elsewhere. */
type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const define = <P extends string>(path: P) => ({ path, href: (query?: Query) => withQuery(path, query) });

export const paths = {
  root: define('/'),
  login: define('/login'),
  home: define('/home'),
  my: define('/my'),
  shop: define('/shop'),
  classify: define('/classify'),
  goodsDetail: define('/goodsDetail'),
  addressList: define('/addressList'),
  addressEdit: define('/addressEdit'),
  setting: define('/setting'),
  enterpriseRegister: define('/enterprise/register'),
  enterpriseQrCode: define('/enterprise/qrCode'),
  registrationList: define('/enterprise/registrationList'),
  complaintNoScan: define('/enterprise/complaintNoScan'),
  complaint: define('/enterprise/complaint'),
  complaintList: define('/enterprise/complaintList'),
  complaintDetailView: define('/enterprise/complaintDetailView'),
  complaintEvaluate: define('/enterprise/complaintEvaluate'),
  inspectionNotice: define('/enterprise/enterpriseInspectionNotice'),
  systemNotice: define('/enterprise/systemNotice'),
  systemNoticeDetail: define('/enterprise/systemNoticeDetail'),
  enterpriseInspectionList: define('/enterprise/enterpriseInspectionList'),
  enterpriseInspectionDetail: define('/enterprise/enterpriseInspectionDetail'),
  registrationSelectList: define('/registrationSelectList'),
  registrationDetail: define('/registrationDetail'),
  enforceNoticeDetail: define('/enforceNoticeDetail'),
  qrCodeHistory: define('/qrCodeHistory'),
  registrationEdit: define('/registrationEdit'),
  evaluate: define('/evaluate'),
  complaintBase: define('/compaintBase'),
  complaintDetailIndex: define('/compaintDetailIndex'),
  registrationListView: define('/registrationListView'),
  nonScan: define('/non-scan'),
  nonPreview: define('/non-preview'),
  nonSign: define('/non-sign'),
  nonSignDetail: define('/non-signDetail'),
  nonQrCodeLoading: define('/non-qrCodeLoading'),
  outsideRegister: define('/outsideRegister'),
  appointment: define('/appointment'),
  appointmentList: define('/appointmentList'),
  appointmentEdit: define('/appointmentEdit'),
  appointmentDetail: define('/appointmentDetail'),
  appointmentBase: define('/appointmentBase'),
  appointmentRelaunch: define('/appointmentRelaunch'),
  sign: define('/sign'),
  historyCheck: define('/historyCheck'),
  enterpriseScanPreview: define('/enterpriseScanPreview'),
  enterpriseBaseInfo: define('/enterpriseBaseInfo'),
  enterpriseWarningInfo: define('/enterpriseWarningInfo'),
  earlyWarning: define('/earlyWarning'),
  pdfView: define('/pdfView'),
  pdfPreview: define('/pdfPreview'),
  pdfPngPreview: define('/pdfPngPreview'),
  notExist: define('/notExist'),
  noAccess: define('/noAccess'),
  enforceHome: define('/enforceHome'),
  enforceNoScan: define('/enforce/noScan'),
  enforceScanQrCode: define('/enforce/scanQrCode'),
  enforceScanPage: define('/enforce/scanPage'),
  enforceScanPageSzy: define('/enforce/scanPage_szy'),
  enforcementPlanBase: define('/enforce/enforcementPlanBase'),
  enforcementPlanAdd: define('/enforce/enforcementPlanAdd'),
  enforcementPlanDetailed: define('/enforce/enforcementPlanDetailed'),
  enforceNotice: define('/enforce/enforceNotice'),
  analyse: define('/analyse'),
  comprehensiveAnalysis: define('/comprehensiveAnalysis'),
  qrCodeLoading: define('/qrCodeLoading'),
} as const;

export type PathName = keyof typeof paths;
