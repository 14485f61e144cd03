import type { RegisterEnterpriseInput } from '../../../contract/supervision-schemas';
import { request } from '../../lib/http/client';

export const getRegionTree = (signal?: AbortSignal) => request('getRegionCascade', {}, { signal });
export const registerEnterprise = (input: RegisterEnterpriseInput) => request('registerEnterprise', input);
export const getMyEnterprise = (signal?: AbortSignal) => request('getMyEnterprise', {}, { signal });
export const getSupervisionCode = (enterpriseNumber: string, signal?: AbortSignal) =>
  request('getSupervisionCode', { enterpriseNumber }, { signal });
export const getCodeHistory = (signal?: AbortSignal) => request('listCodeHistory', {}, { signal });
export const getQuota = (enterpriseNumber: string, year: number, signal?: AbortSignal) =>
  request('getQuota', { enterpriseNumber, year }, { signal });
export const getDepartmentRegistrations = (enterpriseNumber: string, departmentCode: string, from: string, to: string, cursor?: string, signal?: AbortSignal) =>
  request('listRegistrations', { enterpriseNumber, departmentCode, from, to, cursor, limit: 20 }, { signal });
