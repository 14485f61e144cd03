import type { RegisterEnterpriseInput } from '../../../contract/enterprises/schemas';
import { request } from '../../lib/http/client';

export const registerEnterprise = (input: RegisterEnterpriseInput) => request('registerEnterprise', input);
export const getEnterprisePreview = (enterpriseNumber: string, signal?: AbortSignal) =>
  request('getEnterprisePreview', { enterpriseNumber }, { signal });
