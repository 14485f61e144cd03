import type { ApiInput } from '../../../contract/api-schemas';
import type { InspectionApproval } from '../../../contract/inspection-approvals/schemas';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';

export const approvalKey = (id: string) => ['inspection-approvals', 'detail', id] as const;

/** A change answers with the approval as saved: its detail shows it at once, every list of approvals refetches. */
async function changing(saved: Promise<InspectionApproval>): Promise<InspectionApproval> {
  const approval = await saved;
  invalidateQueries(['inspection-approvals']);
  // the registration form offers the usable ones with the enterprise's preview
  invalidateQueries(['registrations', 'form']);
  invalidateQueries(['enterprises']);
  setQueryData(approvalKey(approval.id), approval);
  return approval;
}

export const getEnterprisePreview = (enterpriseNumber: string, signal?: AbortSignal) =>
  request('getEnterprisePreview', { enterpriseNumber }, { signal });
export const listInspectionApprovals = (input: ApiInput<'listInspectionApprovals'>, signal?: AbortSignal) =>
  request('listInspectionApprovals', input, { signal });
export const getInspectionApproval = (id: string, signal?: AbortSignal) =>
  request('getInspectionApproval', { id }, { signal });
export const requestInspectionApproval = (input: ApiInput<'requestInspectionApproval'>) =>
  changing(request('requestInspectionApproval', input));
export const decideInspectionApproval = (input: ApiInput<'decideInspectionApproval'>) =>
  changing(request('decideInspectionApproval', input));
export const withdrawInspectionApproval = (input: ApiInput<'withdrawInspectionApproval'>) =>
  changing(request('withdrawInspectionApproval', input));
