/**
 * Every call of the app as plain data (no zod here, so the first-screen bundle stays small).
 * `access` is who may call it; the server enforces it, the client only reads method and path.
 * Payload and response schemas for each key live in `api-schemas.ts`.
 */
/** FORM posts urlencoded; UPLOAD posts multipart with one `file` field. */
export type HttpMethod = 'GET' | 'POST' | 'FORM' | 'UPLOAD' | 'PUT' | 'DELETE';
export type Access = 'public' | 'session' | 'enterprise' | 'officer' | 'development';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
}

export const apiRoutes = {
  getLanguage: { method: 'GET', path: '/getLanguage', access: 'public' },
  getGoodsNum: { method: 'GET', path: '/getGoodsNum', access: 'session' },
  getCarousel: { method: 'GET', path: '/getCarousel', access: 'public' },
  queryDict: { method: 'GET', path: '/app/queryDict', access: 'public' },
  getRegionCascade: { method: 'GET', path: '/app/code/item/getRegionCascade', access: 'public' },
  queryAuthorizationList: { method: 'GET', path: '/app/code/authorization/queryList', access: 'session' },
  appLogin: { method: 'FORM', path: '/appLogin', access: 'public' },
  testLogin: { method: 'POST', path: '/app/thirdLogin/testLogin', access: 'development' },
  listTestAccounts: { method: 'GET', path: '/app/thirdLogin/testAccounts', access: 'development' },
  siqLogin: { method: 'POST', path: '/app/thirdLogin/siqLogin', access: 'public' },
  getSiqCode: { method: 'GET', path: '/app/thirdLogin/getSiqCode', access: 'development' },
  getHostConfig: { method: 'GET', path: '/app/thirdLogin/hostConfig', access: 'public' },
  getHostCredentials: { method: 'GET', path: '/app/thirdLogin/accessCredentials', access: 'public' },
  getSession: { method: 'GET', path: '/app/session', access: 'session' },
  logout: { method: 'POST', path: '/app/logout', access: 'session' },
  // supervision-code loop
  registerEnterprise: { method: 'POST', path: '/app/enterprise/register', access: 'enterprise' },
  getMyEnterprise: { method: 'GET', path: '/app/enterprise/mine', access: 'enterprise' },
  getSupervisionCode: { method: 'GET', path: '/app/code/current', access: 'enterprise' },
  listCodeHistory: { method: 'GET', path: '/app/code/history', access: 'enterprise' },
  resolveCode: { method: 'POST', path: '/app/code/resolve', access: 'officer' },
  getEnterprisePreview: { method: 'GET', path: '/app/enterprise/preview', access: 'officer' },
  getOfficerProfile: { method: 'GET', path: '/app/officer/profile', access: 'officer' },
  checkIn: { method: 'POST', path: '/app/inspection/checkIn', access: 'officer' },
  uploadPhoto: { method: 'UPLOAD', path: '/app/upload/photo', access: 'officer' },
  createRegistration: { method: 'POST', path: '/app/inspection/create', access: 'officer' },
  listRegistrations: { method: 'GET', path: '/app/inspection/list', access: 'session' },
  getRegistration: { method: 'GET', path: '/app/inspection/detail', access: 'session' },
  editRegistration: { method: 'POST', path: '/app/inspection/edit', access: 'officer' },
  evaluateRegistration: { method: 'POST', path: '/app/inspection/evaluate', access: 'enterprise' },
  getQuota: { method: 'GET', path: '/app/inspection/quota', access: 'session' },
  listWarnings: { method: 'GET', path: '/app/warning/list', access: 'session' },
  createVisit: { method: 'POST', path: '/app/visit/create', access: 'officer' },
  getVisit: { method: 'GET', path: '/app/visit/detail', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;

export type ApiName = keyof typeof apiRoutes;
