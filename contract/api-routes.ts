/**
 * Every call of the app as plain data (no zod here, so the first-screen bundle stays small).
 * `access` is who may call it; the server enforces it, the client only reads method and path.
 * Payload and response schemas for each key live in `api-schemas.ts`.
 */
export type HttpMethod = 'GET' | 'POST' | 'FORM' | 'PUT' | 'DELETE';
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
} as const satisfies Record<string, ApiRoute>;

export type ApiName = keyof typeof apiRoutes;
