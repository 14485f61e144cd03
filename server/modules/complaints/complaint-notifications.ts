/**
 * Who hears of a complaint, through the message center's one notify(), inside the change's transaction: the
 * complaining enterprise of every change, the officers who owe the next step of what is asked of them.
 */
import { listMaySignIds } from './complaint-recusal-queries';
import {
  complaintActionTexts,
  complaintOverdueTexts,
  complaintReminderTexts,
  complaintUpdatedTexts,
  type ActionAsk,
  type UpdateNews,
} from './complaints-messages';
import { type ComplaintRecord } from './complaints-queries';
import { SUPERVISION_OFFICE, type ComplaintStep } from '../../../contract/complaints/rules';
import type { Locale } from '../../../contract/locales';
import type { Transaction } from '../../db/client';
import { listEnterpriseUserIds, notify } from '../messages';
import { listDepartments, listOfficerIds } from '../officers';

type Complaint = Pick<
  ComplaintRecord,
  'id' | 'complaintNumber' | 'enterpriseId' | 'assignedDepartmentCode' | 'handlerId' | 'escalated' | 'dueAt'
>;

/** Who owes a step: the supervision office, the officers who may sign for it now, or its handler. */
export type Owing = { supervisors: true } | { signers: true } | { handler: string | null };

const detailView = (id: string) => ({ path: 'complaintDetailView', params: { id } });
const detailIndex = (id: string) => ({ path: 'complaintDetailIndex', params: { id } });

/** The one who acted is not told of their own act. */
const except = (ids: string[], actorId: string | null) => ids.filter((id) => id !== actorId);

async function idsOf(tx: Transaction, c: Complaint, owing: Owing): Promise<string[]> {
  if ('supervisors' in owing) return listOfficerIds(tx, { capability: 'supervisor' });
  if ('handler' in owing) return owing.handler ? [owing.handler] : [];
  return listMaySignIds(tx, c.id);
}

export async function tellComplainant(
  tx: Transaction,
  c: Complaint,
  news: UpdateNews,
  actorId: string | null,
  at: Date,
): Promise<void> {
  await notify(tx, except(await listEnterpriseUserIds(tx, c.enterpriseId), actorId), {
    kind: 'complaintUpdated',
    texts: complaintUpdatedTexts(c.complaintNumber, news),
    link: detailView(c.id),
    at,
  });
}

export async function askOfficers(
  tx: Transaction,
  c: Complaint,
  owing: Owing,
  ask: ActionAsk,
  actorId: string | null,
  at: Date,
): Promise<void> {
  await notify(tx, except(await idsOf(tx, c, owing), actorId), {
    kind: 'complaintAction',
    texts: complaintActionTexts(c.complaintNumber, ask),
    link: detailIndex(c.id),
    at,
  });
}

/**
 * Asks the officers who may sign for the complaint (as stored in `tx`, just assigned, reassigned or reopened) to do
 * so; when nobody there may (all recused or handled it before), the supervision office is told to reassign it: its
 * head, once escalated, who alone may.
 */
export async function askSigners(
  tx: Transaction,
  c: Complaint,
  actorId: string | null,
  at: Date,
): Promise<void> {
  const signers = await listMaySignIds(tx, c.id);
  if (signers.length > 0) {
    await askOfficers(tx, c, { signers: true }, { kind: 'sign', due: c.dueAt }, actorId, at);
    return;
  }
  const department = (await listDepartments(tx)).find((d) => d.code === c.assignedDepartmentCode);
  const names = { zh: department?.nameZh ?? '', en: department?.nameEn ?? '' };
  const office = c.escalated
    ? await listOfficerIds(tx, { capability: 'departmentHead', departmentCode: SUPERVISION_OFFICE })
    : await listOfficerIds(tx, { capability: 'supervisor' });
  await notify(tx, office, {
    kind: 'complaintAction',
    texts: complaintActionTexts(c.complaintNumber, { kind: 'noSigner', names, due: c.dueAt }),
    link: detailIndex(c.id),
    at,
  });
}

/** Who owes `step` of the complaint now; the rating is the complainant's. */
export function owingStep(c: Complaint, step: ComplaintStep): Owing | null {
  switch (step) {
    case 'accept':
    case 'review':
      return { supervisors: true };
    case 'sign':
      return c.assignedDepartmentCode ? { signers: true } : null;
    case 'contact':
    case 'reply':
      return { handler: c.handlerId };
    case 'rate':
      return null;
  }
}

/** The department a missed step counts against. */
export function owingDepartment(c: Complaint, step: ComplaintStep): string | null {
  return step === 'accept' || step === 'review' ? SUPERVISION_OFFICE : c.assignedDepartmentCode;
}

export async function remind(
  tx: Transaction,
  c: Complaint,
  step: ComplaintStep,
  due: Date,
  at: Date,
): Promise<void> {
  const owing = owingStep(c, step);
  const ids = owing ? await idsOf(tx, c, owing) : await listEnterpriseUserIds(tx, c.enterpriseId);
  await notify(tx, ids, {
    kind: 'complaintReminder',
    texts: complaintReminderTexts(c.complaintNumber, step, due),
    link: owing ? detailIndex(c.id) : detailView(c.id),
    at,
  });
}

/** The supervision office and the heads of the department that missed the step. */
export async function reportOverdue(
  tx: Transaction,
  c: Complaint,
  step: ComplaintStep,
  department: { code: string; names: Record<Locale, string> } | null,
  due: Date,
  at: Date,
): Promise<void> {
  const [supervisors, heads] = await Promise.all([
    listOfficerIds(tx, { capability: 'supervisor' }),
    department ? listOfficerIds(tx, { capability: 'departmentHead', departmentCode: department.code }) : [],
  ]);
  await notify(tx, [...supervisors, ...heads], {
    kind: 'complaintOverdue',
    texts: complaintOverdueTexts(c.complaintNumber, step, department?.names ?? null, due),
    link: detailIndex(c.id),
    at,
  });
}
