import type { ApiRoute } from '../route';

/** 深政易, the city's collaboration platform for civil servants: officers sign in and scan inside it. */
export const szyPlatformRoutes = {
  szyLogin: { method: 'GET', path: '/app/thirdLogin/szyptLogin/{param}', access: 'public' },
  szyGetToken: { method: 'GET', path: '/app/thirdLogin/szyptGetToken', access: 'officer' },
  listSzySimulatorUsers: { method: 'GET', path: '/app/thirdLogin/szySimulator/users', access: 'development' },
  getSzySimulatorCode: { method: 'GET', path: '/app/thirdLogin/szySimulator/code', access: 'development' },
} as const satisfies Record<string, ApiRoute>;
