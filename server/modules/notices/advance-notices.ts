/**
 * The advance inspection notice (行政检查通知书) every target enterprise of a plan receives when the plan is
 * approved, with officers and items as they are at approval.
 */
import { randomUUID } from 'node:crypto';
import { noticeReceivedTexts } from './notices-messages';
import {
  findDepartmentNames,
  findPlan,
  listPlanOfficerSnapshots,
  listPlanTargetIds,
} from './notices-queries';
import type { Transaction } from '../../db/client';
import { inspectionNotices } from '../../db/schema/notices';
import { listEnterpriseUsers, notify } from '../messages';

/** Called in the transaction of a plan's last approval; a target that already has its notice gets no second one. */
export async function issueAdvanceNotices(tx: Transaction, planId: string, now: Date): Promise<void> {
  const plan = await findPlan(tx, planId);
  if (!plan) return;
  // One after another: a transaction is one connection.
  const targets = await listPlanTargetIds(tx, planId);
  if (targets.length === 0) return;
  const officers = await listPlanOfficerSnapshots(tx, planId);
  const department = await findDepartmentNames(tx, plan.departmentCode);
  const inserted = await tx
    .insert(inspectionNotices)
    .values(
      targets.map(({ enterpriseId }) => ({
        id: randomUUID(),
        kind: 'advance' as const,
        planId,
        departmentCode: plan.departmentCode,
        enterpriseId,
        title: plan.title,
        legalBasis: plan.legalBasis,
        itemCodes: plan.itemCodes,
        officers,
        periodFrom: plan.periodFrom,
        periodTo: plan.periodTo,
        issuedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: inspectionNotices.id, enterpriseId: inspectionNotices.enterpriseId });
  if (inserted.length === 0) return;

  const recipients = await listEnterpriseUsers(
    tx,
    inserted.map((n) => n.enterpriseId),
  );
  const texts = noticeReceivedTexts('advance', { ...plan, department });
  for (const notice of inserted) {
    await notify(tx, recipients.get(notice.enterpriseId) ?? [], {
      kind: 'noticeReceived',
      texts,
      link: { path: 'enforceNoticeDetail', params: { id: notice.id } },
      at: now,
    });
  }
}
