import type { ApiRoute } from '../route';

export const shopRoutes = {
  getGoodsNum: { method: 'GET', path: '/getGoodsNum', access: 'session' },
} as const satisfies Record<string, ApiRoute>;
