import type { ApiRoute } from '../route';

export const contentRoutes = {
  getLanguage: { method: 'GET', path: '/getLanguage', access: 'public' },
  getCarousel: { method: 'GET', path: '/getCarousel', access: 'public' },
  queryDict: { method: 'GET', path: '/app/queryDict', access: 'public' },
  getRegionCascade: { method: 'GET', path: '/app/code/item/getRegionCascade', access: 'public' },
} as const satisfies Record<string, ApiRoute>;
