import type { ApiInput } from '../../../contract/api-schemas';
import { changeComplaint } from '../../components/complaints/complaint-api';
import { request, upload } from '../../lib/http/client';

export { complaintKey, getComplaint, getComplaintOptions } from '../../components/complaints/complaint-api';

export const uploadComplaintPhoto = (file: Blob, name: string) => upload('addComplaintPhoto', file, name);
export const listComplaints = (input: ApiInput<'listComplaints'>, signal?: AbortSignal) =>
  request('listComplaints', input, { signal });
/** The inspection a complaint is about, as the form shows it once picked. */
export const getRegistration = (id: string, signal?: AbortSignal) =>
  request('getRegistration', { id }, { signal });

export const createComplaint = (input: ApiInput<'createComplaint'>) =>
  changeComplaint(request('createComplaint', input));
export const withdrawComplaint = (input: ApiInput<'withdrawComplaint'>) =>
  changeComplaint(request('withdrawComplaint', input));
export const addComplaintInformation = (input: ApiInput<'addComplaintInformation'>) =>
  changeComplaint(request('addComplaintInformation', input));
export const rateComplaint = (input: ApiInput<'rateComplaint'>) =>
  changeComplaint(request('rateComplaint', input));
