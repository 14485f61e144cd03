import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export const getRegistrations = (input: ApiInput<'listRegistrations'>, signal?: AbortSignal) => request('listRegistrations', input, { signal });
export const getRegistration = (id: string, signal?: AbortSignal) => request('getRegistration', { id }, { signal });
export const evaluateRegistration = (input: ApiInput<'evaluateRegistration'>) => request('evaluateRegistration', input);
export const editRegistration = (input: ApiInput<'editRegistration'>) => request('editRegistration', input);
export const getDepartments = (signal?: AbortSignal) => request('queryDict', { dictType: 'department' }, { signal });
export const getEnterpriseWarnings = (enterpriseNumber: string, signal?: AbortSignal) => request('listWarnings', { enterpriseNumber }, { signal });
