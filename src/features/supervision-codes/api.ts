import type { ApiInput } from '../../../contract/api-schemas';
import { request } from '../../lib/http/client';

export const getSupervisionCode = (enterpriseNumber: string, signal?: AbortSignal) =>
  request('getSupervisionCode', { enterpriseNumber }, { signal });
export const getCodeHistory = (signal?: AbortSignal) => request('listCodeHistory', {}, { signal });
export const resolveCode = (input: ApiInput<'resolveCode'>) => request('resolveCode', input);
