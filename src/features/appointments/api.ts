import type { ApiInput } from '../../../contract/api-schemas';
import type { Appointment, AppointmentSummary } from '../../../contract/appointments/schemas';
import { request, upload } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';
import { offsetPage, type CursorPage } from '../../lib/http/use-cursor-list';

export const appointmentKey = (id: string) => ['appointments', 'detail', id] as const;
export const appointmentOptionsKey = ['appointments', 'options'] as const;

/** A change answers with the appointment as saved: its detail shows it at once, every list refetches. */
async function changing(saved: Promise<Appointment>): Promise<Appointment> {
  const appointment = await saved;
  invalidateQueries(['appointments', 'list']);
  invalidateQueries(['appointments', 'slots']);
  setQueryData(appointmentKey(appointment.id), appointment);
  return appointment;
}

export const uploadAppointmentPhoto = (file: Blob, name: string) => upload('addAppointmentPhoto', file, name);
export const getAppointmentOptions = (signal?: AbortSignal) =>
  request('getAppointmentOptions', {}, { signal });
export const listAppointmentSlots = (departmentCode: string, signal?: AbortSignal) =>
  request('listAppointmentSlots', { departmentCode }, { signal });
/** The officer and the certified colleagues of the department: who may be assigned to come. */
export async function listDepartmentOfficers(signal?: AbortSignal) {
  const profile = await request('getOfficerProfile', {}, { signal });
  const self = { userId: profile.userId, name: profile.name, certificateNumber: profile.certificateNumber };
  return [self, ...profile.colleagues.filter((c) => c.userId !== profile.userId)];
}
export const getAppointment = (id: string, signal?: AbortSignal) =>
  request('getAppointment', { id }, { signal });
export const getMyEnterprise = (signal?: AbortSignal) => request('getMyEnterprise', {}, { signal });

const PAGE = 20;
export const listAppointmentPage = (
  input: Omit<ApiInput<'listAppointments'>, 'offset' | 'limit'>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<AppointmentSummary>> =>
  offsetPage(cursor, (offset) => request('listAppointments', { ...input, offset, limit: PAGE }, { signal }));
export const listAppointments = (input: ApiInput<'listAppointments'>, signal?: AbortSignal) =>
  request('listAppointments', input, { signal });

export const setAppointmentAvailability = async (input: ApiInput<'setAppointmentAvailability'>) => {
  const saved = await request('setAppointmentAvailability', input);
  invalidateQueries(appointmentOptionsKey);
  invalidateQueries(['appointments', 'slots']);
  return saved;
};
export const createAppointment = (input: ApiInput<'createAppointment'>) =>
  changing(request('createAppointment', input));
export const editAppointment = (input: ApiInput<'editAppointment'>) =>
  changing(request('editAppointment', input));
export const cancelAppointment = (input: ApiInput<'cancelAppointment'>) =>
  changing(request('cancelAppointment', input));
export const confirmAppointment = (input: ApiInput<'confirmAppointment'>) =>
  changing(request('confirmAppointment', input));
export const assignAppointmentOfficers = (input: ApiInput<'assignAppointmentOfficers'>) =>
  changing(request('assignAppointmentOfficers', input));
export const proposeAppointmentTime = (input: ApiInput<'proposeAppointmentTime'>) =>
  changing(request('proposeAppointmentTime', input));
export const declineAppointment = (input: ApiInput<'declineAppointment'>) =>
  changing(request('declineAppointment', input));
export const cancelAppointmentByDepartment = (input: ApiInput<'cancelAppointmentByDepartment'>) =>
  changing(request('cancelAppointmentByDepartment', input));
export const answerAppointmentProposal = (input: ApiInput<'answerAppointmentProposal'>) =>
  changing(request('answerAppointmentProposal', input));
export const rateAppointment = (input: ApiInput<'rateAppointment'>) =>
  changing(request('rateAppointment', input));
export const getRegistration = (id: string, signal?: AbortSignal) =>
  request('getRegistration', { id }, { signal });
