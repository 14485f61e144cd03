import type { ApiInput } from '../../../contract/api-schemas';
import type { PlanDetail } from '../../../contract/plans/schemas';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';

export const planKey = (id: string) => ['plans', 'detail', id] as const;

/** A change answers with the plan as saved: its detail shows it at once, every list of plans refetches. */
async function changing(saved: Promise<PlanDetail>): Promise<PlanDetail> {
  const plan = await saved;
  invalidateQueries(['plans']);
  setQueryData(planKey(plan.id), plan);
  return plan;
}

export const listPlans = (input: ApiInput<'listPlans'>, signal?: AbortSignal) =>
  request('listPlans', input, { signal });
export const getPlan = (id: string, signal?: AbortSignal) => request('getPlan', { id }, { signal });
export const getPlanOptions = (signal?: AbortSignal) => request('getPlanOptions', {}, { signal });
export const searchPlanTargets = (query: string, signal?: AbortSignal) =>
  request('searchPlanTargets', { query }, { signal });
export const drawPlan = (input: ApiInput<'drawPlan'>) => changing(request('drawPlan', input));
export const savePlan = (input: ApiInput<'savePlan'>) => changing(request('savePlan', input));
export const submitPlan = (input: ApiInput<'submitPlan'>) => changing(request('submitPlan', input));
export const decidePlan = (input: ApiInput<'decidePlan'>) => changing(request('decidePlan', input));
export const cancelPlan = (input: ApiInput<'cancelPlan'>) => changing(request('cancelPlan', input));
