import type { ApiInput } from '../../../contract/api-schemas';
import { request, upload } from '../../lib/http/client';

export const resolveCode = (input: ApiInput<'resolveCode'>) => request('resolveCode', input);
export const getEnterprisePreview = (enterpriseNumber: string, signal?: AbortSignal) => request('getEnterprisePreview', { enterpriseNumber }, { signal });
export const getOfficerProfile = (signal?: AbortSignal) => request('getOfficerProfile', {}, { signal });
export const checkIn = (input: ApiInput<'checkIn'>) => request('checkIn', input);
export const uploadPhoto = (file: Blob, name: string) => upload('uploadPhoto', file, name);
export const createRegistration = (input: ApiInput<'createRegistration'>) => request('createRegistration', input);
