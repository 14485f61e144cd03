import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';

/** One complaint is one cache entry, read by the enterprise's and the officers' screens alike. */
export const complaintKey = (id: string) => ['complaints', 'detail', id] as const;
// Outside ['complaints'], which every change invalidates: the options change only with the server's settings.
export const complaintOptionsKey = ['complaint-options'] as const;

/**
 * A change answers with the complaint as saved: its detail shows it at once; every complaint list and the
 * awaiting-action badges (unread counts) on either side refetch.
 */
export async function changeComplaint(saved: Promise<ComplaintDetail>): Promise<ComplaintDetail> {
  const complaint = await saved;
  invalidateQueries(['complaints']);
  invalidateQueries(['messages']);
  setQueryData(complaintKey(complaint.id), complaint);
  return complaint;
}

export const getComplaint = (id: string, signal?: AbortSignal) => request('getComplaint', { id }, { signal });
export const getComplaintOptions = (signal?: AbortSignal) => request('getComplaintOptions', {}, { signal });
