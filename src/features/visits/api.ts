import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export const resolveVisitCode = (input: { payload?: string; enterpriseNumber?: string }) =>
  request('resolveCode', { ...input, purpose: 'visit' });
export const getEnterprisePreview = (enterpriseNumber: string, signal?: AbortSignal) =>
  request('getEnterprisePreview', { enterpriseNumber }, { signal });
export const createVisit = (input: ApiInput<'createVisit'>) => request('createVisit', input);
export const getVisit = (id: string, signal?: AbortSignal) => request('getVisit', { id }, { signal });
