import type { ApiRoute } from '../route';

export const sessionRoutes = {
  appLogin: { method: 'FORM', path: '/appLogin', access: 'public' },
  testLogin: { method: 'POST', path: '/app/thirdLogin/testLogin', access: 'development' },
  listTestAccounts: { method: 'GET', path: '/app/thirdLogin/testAccounts', access: 'development' },
  siqLogin: { method: 'POST', path: '/app/thirdLogin/siqLogin', access: 'public' },
  getSiqCode: { method: 'GET', path: '/app/thirdLogin/getSiqCode', access: 'development' },
  getHostConfig: { method: 'GET', path: '/app/thirdLogin/hostConfig', access: 'public' },
  getHostCredentials: { method: 'GET', path: '/app/thirdLogin/accessCredentials', access: 'public' },
  getSession: { method: 'GET', path: '/app/session', access: 'session' },
  logout: { method: 'POST', path: '/app/logout', access: 'session' },
  queryAuthorizationList: { method: 'GET', path: '/app/code/authorization/queryList', access: 'session' },
} as const satisfies Record<string, ApiRoute>;
