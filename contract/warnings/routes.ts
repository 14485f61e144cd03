import type { ApiRoute } from '../route';

export const warningRoutes = {
  getQuota: { method: 'GET', path: '/app/warning/quota', access: 'session' },
  listWarnings: { method: 'GET', path: '/app/warning/list', access: 'session' },
} as const satisfies Record<string, ApiRoute>;
