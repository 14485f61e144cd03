/**
 * The one state machine of a prior approval: which step moves it from which status, and who may take it.
 * requested -> approved | refused (a head of its department, never the requester) | withdrawn (the requester);
 * approved -> withdrawn (the requester, while no registration used it). Refused and withdrawn are final.
 */
import type { ApprovalStatus } from '../../../contract/inspection-approvals/schemas';
import type { AuthSession } from '../../http/auth';
import { hasCapability } from '../../http/guards';
import type { MessageKey } from '../../http/i18n';

export type ApprovalStep = 'approve' | 'refuse' | 'withdraw';

interface StepRule {
  from: readonly ApprovalStatus[];
  to: ApprovalStatus;
}

export const APPROVAL_STEPS: Record<ApprovalStep, StepRule> = {
  approve: { from: ['requested'], to: 'approved' },
  refuse: { from: ['requested'], to: 'refused' },
  withdraw: { from: ['requested', 'approved'], to: 'withdrawn' },
};

export interface ApprovalFacts {
  status: ApprovalStatus;
  departmentCode: string;
  requestedBy: string;
  used: boolean;
}

/** Why `session` may not take `step` on the approval now, or null when it may. */
export function refusalOf(
  step: ApprovalStep,
  approval: ApprovalFacts,
  session: AuthSession,
): MessageKey | null {
  if (step === 'withdraw') {
    if (session.userId !== approval.requestedBy || approval.used) return 'approvalNotWithdrawable';
    return APPROVAL_STEPS.withdraw.from.includes(approval.status) ? null : 'approvalNotWithdrawable';
  }
  if (session.user.departmentCode !== approval.departmentCode || !hasCapability(session, 'departmentHead'))
    return 'approvalHeadOnly';
  if (session.userId === approval.requestedBy) return 'approvalOwnRequest';
  return APPROVAL_STEPS[step].from.includes(approval.status) ? null : 'approvalNotOpen';
}
