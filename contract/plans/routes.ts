import type { ApiRoute } from '../route';

export const planRoutes = {
  listPlans: { method: 'GET', path: '/app/plan/list', access: 'officer' },
  getPlan: { method: 'GET', path: '/app/plan/detail', access: 'officer' },
  getPlanOptions: { method: 'GET', path: '/app/plan/options', access: 'officer' },
  searchPlanTargets: { method: 'GET', path: '/app/plan/targets', access: 'officer' },
  drawPlan: { method: 'POST', path: '/app/plan/draw', access: 'officer' },
  savePlan: { method: 'POST', path: '/app/plan/save', access: 'officer' },
  submitPlan: { method: 'POST', path: '/app/plan/submit', access: 'officer' },
  decidePlan: { method: 'POST', path: '/app/plan/decide', access: 'planApprover' },
  cancelPlan: { method: 'POST', path: '/app/plan/cancel', access: 'officer' },
} as const satisfies Record<string, ApiRoute>;
