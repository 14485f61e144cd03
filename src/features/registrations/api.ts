import type { ApiInput } from '../../../contract/api-schemas';
import type { RegistrationDetail } from '../../../contract/registrations/schemas';
import { request, upload } from '../../lib/http/client';
import { invalidateQueries, setQueryData, type QueryKey } from '../../lib/http/query-cache';

export const registrationKey = (id: string) => ['registrations', 'detail', id] as const;
export const registrationCorrectionsKey = (id: string) => ['registrations', 'corrections', id] as const;

/** A saved change makes every screen that shows what it touched refetch (the detail, the list, the quota). */
async function changing<T>(saved: Promise<T>, touched: QueryKey[]): Promise<T> {
  const result = await saved;
  for (const prefix of touched) invalidateQueries(prefix);
  return result;
}

/** A rating or a correction answers with the registration as saved: its detail shows it at once, lists refetch. */
async function changingOne(saved: Promise<RegistrationDetail>): Promise<RegistrationDetail> {
  const registration = await changing(saved, [['registrations']]);
  setQueryData(registrationKey(registration.id), registration);
  return registration;
}

export const getRegistrations = (input: ApiInput<'listRegistrations'>, signal?: AbortSignal) =>
  request('listRegistrations', input, { signal });
export const getRegistration = (id: string, signal?: AbortSignal) =>
  request('getRegistration', { id }, { signal });
export const getRegistrationCorrections = (
  input: ApiInput<'listRegistrationCorrections'>,
  signal?: AbortSignal,
) => request('listRegistrationCorrections', input, { signal });
export const getEnterpriseWarnings = (enterpriseNumber: string, signal?: AbortSignal) =>
  request('listWarnings', { enterpriseNumber }, { signal });
export const getEnterprisePreview = (enterpriseNumber: string, scanId?: string, signal?: AbortSignal) =>
  request('getEnterprisePreview', { enterpriseNumber, scanId }, { signal });
export const getOfficerProfile = (signal?: AbortSignal) => request('getOfficerProfile', {}, { signal });
export const uploadPhoto = (file: Blob, name: string) => upload('addRegistrationPhoto', file, name);
export const checkIn = (input: ApiInput<'checkIn'>) => request('checkIn', input);
// A new registration counts against the quota, may raise warnings and shows in the enterprise's preview.
export const createRegistration = (input: ApiInput<'createRegistration'>) =>
  changing(request('createRegistration', input), [['registrations'], ['warnings'], ['enterprises']]);
export const evaluateRegistration = (input: ApiInput<'evaluateRegistration'>) =>
  changingOne(request('evaluateRegistration', input));
export const correctRegistration = (input: ApiInput<'correctRegistration'>) =>
  changingOne(request('correctRegistration', input));
/** The supervision office's queue on the desk counts the pending ones: it refetches too. */
export const reviewEmergencyInspection = async (input: ApiInput<'reviewEmergencyInspection'>) => {
  const reviewed = await changingOne(request('reviewEmergencyInspection', input));
  invalidateQueries(['messages', 'unread']);
  return reviewed;
};
