import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export const getWarnings = (enterpriseNumber: string | undefined, signal?: AbortSignal) =>
  request('listWarnings', { enterpriseNumber }, { signal });
export const getWarningDesk = (input: ApiInput<'listWarningDesk'>, signal?: AbortSignal) =>
  request('listWarningDesk', input, { signal });
export const getQuota = (input: ApiInput<'getQuota'>, signal?: AbortSignal) =>
  request('getQuota', input, { signal });
/** One department's registrations at an enterprise in a year: what fills its quota. */
export const getQuotaRegistrations = (input: ApiInput<'listRegistrations'>, signal?: AbortSignal) =>
  request('listRegistrations', input, { signal });
