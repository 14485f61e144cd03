import type { ApiRoute } from '../route';

export const enterpriseRoutes = {
  registerEnterprise: { method: 'POST', path: '/app/enterprise/register', access: 'enterprise' },
  getMyEnterprise: { method: 'GET', path: '/app/enterprise/mine', access: 'enterprise' },
  getEnterprisePreview: { method: 'GET', path: '/app/enterprise/preview', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
