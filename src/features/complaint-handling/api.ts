import type { ApiInput } from '../../../contract/api-schemas';
import { changeComplaint } from '../../components/complaints/complaint-api';
import { request } from '../../lib/http/client';

export {
  complaintKey,
  complaintOptionsKey,
  getComplaint,
  getComplaintOptions,
} from '../../components/complaints/complaint-api';

export const listHandlingComplaints = (input: ApiInput<'listHandlingComplaints'>, signal?: AbortSignal) =>
  request('listHandlingComplaints', input, { signal });

export const acceptComplaint = (input: ApiInput<'acceptComplaint'>) =>
  changeComplaint(request('acceptComplaint', input));
export const rejectComplaint = (input: ApiInput<'rejectComplaint'>) =>
  changeComplaint(request('rejectComplaint', input));
export const reassignComplaint = (input: ApiInput<'reassignComplaint'>) =>
  changeComplaint(request('reassignComplaint', input));
export const signComplaint = (input: ApiInput<'signComplaint'>) =>
  changeComplaint(request('signComplaint', input));
export const recordComplaintContact = (input: ApiInput<'recordComplaintContact'>) =>
  changeComplaint(request('recordComplaintContact', input));
export const requestComplaintExtension = (input: ApiInput<'requestComplaintExtension'>) =>
  changeComplaint(request('requestComplaintExtension', input));
export const decideComplaintExtension = (input: ApiInput<'decideComplaintExtension'>) =>
  changeComplaint(request('decideComplaintExtension', input));
export const replyComplaint = (input: ApiInput<'replyComplaint'>) =>
  changeComplaint(request('replyComplaint', input));
export const reviewComplaint = (input: ApiInput<'reviewComplaint'>) =>
  changeComplaint(request('reviewComplaint', input));
