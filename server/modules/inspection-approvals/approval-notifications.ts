import { listDepartmentHeads, type ApprovalRecord } from './approvals-queries';
import type { Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { notify } from '../messages';

const link = (approval: ApprovalRecord) => ({
  path: 'inspectionApprovalDetail',
  params: { id: approval.id },
});

/** The department's heads (the requester aside) are asked to decide. */
export async function notifyApprovalRequested(
  tx: Transaction,
  session: AuthSession,
  approval: ApprovalRecord,
  at: Date,
): Promise<void> {
  const heads = (await listDepartmentHeads(tx, approval.departmentCode)).filter(
    (id) => id !== session.userId,
  );
  await notify(tx, heads, {
    kind: 'approvalAction',
    texts: {
      zh: {
        title: `${session.user.name}申请事先批准一次超出频次的检查`,
        body: `有效期 ${approval.validFrom} 至 ${approval.validTo}。理由：${approval.reason}`,
      },
      en: {
        title: `${session.user.name} asks your prior approval of an inspection beyond the allowance`,
        body: `Valid ${approval.validFrom} to ${approval.validTo}. Reason: ${approval.reason}`,
      },
    },
    link: link(approval),
    at,
  });
}

/** The requester learns the head's decision. */
export async function notifyApprovalDecided(
  tx: Transaction,
  session: AuthSession,
  approval: ApprovalRecord,
  at: Date,
): Promise<void> {
  const approved = approval.status === 'approved';
  const note = approval.decisionNote ?? '';
  await notify(tx, [approval.requestedBy], {
    kind: 'approvalUpdated',
    texts: {
      zh: {
        title: approved ? '您的事先批准申请已批准' : '您的事先批准申请未获批准',
        body: `${session.user.name}${approved ? '批准' : '不予批准'}。${note}`,
      },
      en: {
        title: approved
          ? 'Your request for prior approval was approved'
          : 'Your request for prior approval was refused',
        body: `${approved ? 'Approved' : 'Refused'} by ${session.user.name}. ${note}`,
      },
    },
    link: link(approval),
    at,
  });
}
