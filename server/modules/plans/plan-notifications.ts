/** Who hears of a plan's transitions, through the message center's one notify(). */
import {
  planApprovedTexts,
  planCancelledTexts,
  planReturnedTexts,
  planSubmittedTexts,
  type PlanNoticeSubject,
} from './plans-messages';
import { listApproverIds, listPlanUserIds, type PlanSummaryRow } from './plans-queries';
import type { Transaction } from '../../db/client';
import { notify } from '../messages';

const linkTo = (planId: string) => ({ path: 'enforcementPlanDetailed', params: { id: planId } });

function subjectOf(row: PlanSummaryRow): PlanNoticeSubject {
  return {
    title: row.plan.title,
    departmentName: { zh: row.departmentZh, en: row.departmentEn },
    periodFrom: row.plan.periodFrom,
    periodTo: row.plan.periodTo,
  };
}

/** The one who acted is not told of their own act. */
const except = (ids: string[], actorId: string) => ids.filter((id) => id !== actorId);

export async function notifyPlanSubmitted(
  tx: Transaction,
  row: PlanSummaryRow,
  departmentCodes: string[],
  lastApprovalDate: string,
  actorId: string,
  at: Date,
): Promise<void> {
  await notify(tx, except(await listApproverIds(tx, departmentCodes), actorId), {
    kind: 'planSubmitted',
    texts: planSubmittedTexts(subjectOf(row), lastApprovalDate),
    link: linkTo(row.plan.id),
    at,
  });
}

async function authorAndOfficers(tx: Transaction, row: PlanSummaryRow): Promise<string[]> {
  const officers = await listPlanUserIds(tx, row.plan.id);
  return row.plan.createdBy ? [row.plan.createdBy, ...officers] : officers;
}

export async function notifyPlanDecided(
  tx: Transaction,
  row: PlanSummaryRow,
  decision: { approved: true } | { approved: false; reason: string },
  actorId: string,
  at: Date,
): Promise<void> {
  await notify(tx, except(await authorAndOfficers(tx, row), actorId), {
    kind: decision.approved ? 'planApproved' : 'planReturned',
    texts: decision.approved
      ? planApprovedTexts(subjectOf(row))
      : planReturnedTexts(subjectOf(row), decision.reason),
    link: linkTo(row.plan.id),
    at,
  });
}

export async function notifyPlanCancelled(
  tx: Transaction,
  row: PlanSummaryRow,
  reason: string | null,
  actorId: string,
  at: Date,
): Promise<void> {
  await notify(tx, except(await listPlanUserIds(tx, row.plan.id), actorId), {
    kind: 'planCancelled',
    texts: planCancelledTexts(subjectOf(row), reason),
    link: linkTo(row.plan.id),
    at,
  });
}
