import type { ApiRoute } from '../route';

export const officerRoutes = {
  getOfficerProfile: { method: 'GET', path: '/app/officer/profile', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
