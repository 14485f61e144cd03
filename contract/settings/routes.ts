import type { ApiRoute } from '../route';

export const settingRoutes = {
  getNotificationPreferences: { method: 'GET', path: '/app/settings/notifications', access: 'session' },
  saveNotificationPreferences: { method: 'POST', path: '/app/settings/notifications', access: 'session' },
} as const satisfies Record<string, ApiRoute>;
