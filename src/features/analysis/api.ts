import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export { complaintOptionsKey, getComplaintOptions } from '../../components/complaints/complaint-api';

export const getDepartmentAnalysis = (input: ApiInput<'getDepartmentAnalysis'>, signal?: AbortSignal) =>
  request('getDepartmentAnalysis', input, { signal });
export const getCityAnalysis = (input: ApiInput<'getCityAnalysis'>, signal?: AbortSignal) =>
  request('getCityAnalysis', input, { signal });
