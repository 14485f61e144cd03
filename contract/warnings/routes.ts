import type { ApiRoute } from '../route';

export const warningRoutes = {
  getQuota: { method: 'GET', path: '/app/warning/quota', access: 'supervision' },
  listWarnings: { method: 'GET', path: '/app/warning/list', access: 'supervision' },
  listWarningDesk: { method: 'GET', path: '/app/warning/desk', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
