import type { ApiRoute } from '../route';

/** SPEC.md shows /analyse and /comprehensiveAnalysis, not their calls: `/app/analysis/*`. */
export const analysisRoutes = {
  getDepartmentAnalysis: { method: 'GET', path: '/app/analysis/department', access: 'officer' },
  getCityAnalysis: { method: 'GET', path: '/app/analysis/city', access: 'supervisor' },
} as const satisfies Record<string, ApiRoute>;
