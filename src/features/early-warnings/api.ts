import { request } from '../../lib/http/client';

export const getWarnings = (enterpriseNumber: string | undefined, signal?: AbortSignal) => request('listWarnings', { enterpriseNumber }, { signal });
export const getQuota = (enterpriseNumber: string, signal?: AbortSignal) => request('getQuota', { enterpriseNumber }, { signal });
