import type { ApiRoute } from '../route';

export const supervisionCodeRoutes = {
  getSupervisionCode: { method: 'GET', path: '/app/code/current', access: 'enterprise' },
  listCodeHistory: { method: 'GET', path: '/app/code/history', access: 'enterprise' },
  resolveCode: { method: 'POST', path: '/app/code/resolve', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
