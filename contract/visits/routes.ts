import type { ApiRoute } from '../route';

export const visitRoutes = {
  createVisit: { method: 'POST', path: '/app/visit/create', access: 'officer' },
  getVisit: { method: 'GET', path: '/app/visit/detail', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
