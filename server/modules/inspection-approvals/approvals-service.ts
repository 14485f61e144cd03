import { randomUUID } from 'node:crypto';
import { notifyApprovalDecided, notifyApprovalRequested } from './approval-notifications';
import { APPROVAL_STEPS, refusalOf, type ApprovalStep } from './approval-steps';
import {
  findApproval,
  findApprovalByRequest,
  insertApproval,
  listApprovalPage,
  listPublishedItems,
  listUsableApprovals,
  updateApproval,
  type ApprovalRow,
  type ApprovalScope,
} from './approvals-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { dateText } from '../../../contract/city-calendar';
import { approvalWindowProblem } from '../../../contract/inspection-approvals/rules';
import type { InspectionApproval } from '../../../contract/inspection-approvals/schemas';
import type { Locale } from '../../../contract/locales';
import type { Database, Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { hasCapability, requireDepartment } from '../../http/guards';
import { readKeysetCursor, toKeysetPage } from '../../http/keyset-cursor';
import { findEnterpriseIdByNumber } from '../enterprises';

const PAGE_DEFAULT = 20;

/** The requester's department sees its approvals (any of its officers may use one), the supervision office all. */
function mayRead(session: AuthSession, row: ApprovalRow): boolean {
  return hasCapability(session, 'supervisor') || session.user.departmentCode === row.approval.departmentCode;
}

async function toView(
  db: Database | Transaction,
  row: ApprovalRow,
  session: AuthSession,
  locale: Locale,
  now: Date,
): Promise<InspectionApproval> {
  const a = row.approval;
  const names = new Map(
    (await listPublishedItems(db, a.departmentCode, a.itemCodes)).map((i) => [
      i.code,
      (locale === 'en' && i.nameEn) || i.nameZh,
    ]),
  );
  const facts = { ...a, used: row.registrationId !== null };
  const today = dateText(now);
  return {
    id: a.id,
    enterpriseNumber: row.enterpriseNumber,
    enterpriseName: row.enterpriseName,
    departmentCode: a.departmentCode,
    departmentName: (locale === 'en' && row.departmentEn) || row.departmentZh,
    items: a.itemCodes.map((code) => ({ code, name: names.get(code) ?? code })),
    reason: a.reason,
    validFrom: a.validFrom,
    validTo: a.validTo,
    status: a.status,
    requestedByName: row.requestedByName,
    requestedAt: a.requestedAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    decisionNote: a.decisionNote,
    registration:
      row.registrationId && row.registrationNumber
        ? { id: row.registrationId, registrationNumber: row.registrationNumber }
        : null,
    usable: a.status === 'approved' && !facts.used && a.validFrom <= today && today <= a.validTo,
    canDecide: refusalOf('approve', facts, session) === null,
    canWithdraw: refusalOf('withdraw', facts, session) === null,
    version: a.version,
  };
}

export async function requestInspectionApproval(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'requestInspectionApproval'>,
  locale: Locale,
  now: Date,
): Promise<ApiOutput<'requestInspectionApproval'>> {
  const departmentCode = requireDepartment(session);
  const existing = await findApprovalByRequest(db, session.userId, input.clientRequestId);
  if (existing) return toView(db, existing, session, locale, now);
  if (approvalWindowProblem(input.validFrom, input.validTo, dateText(now)))
    throw new OperationFailedError('approvalWindowInvalid');
  const enterpriseId = await findEnterpriseIdByNumber(db, input.enterpriseNumber);
  if (!enterpriseId) throw new OperationFailedError('enterpriseNotFound');
  const published = await listPublishedItems(db, departmentCode, input.itemCodes);
  if (published.length !== input.itemCodes.length) throw new FieldRuleError('itemCodes', 'reasonItemUnknown');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const stored = await insertApproval(tx, {
      id,
      enterpriseId,
      departmentCode,
      itemCodes: input.itemCodes,
      reason: input.reason,
      validFrom: input.validFrom,
      validTo: input.validTo,
      status: 'requested',
      requestedBy: session.userId,
      clientRequestId: input.clientRequestId,
      requestedAt: now,
    });
    if (stored) await notifyApprovalRequested(tx, session, stored, now);
  });
  const row =
    (await findApproval(db, id)) ?? (await findApprovalByRequest(db, session.userId, input.clientRequestId));
  return toView(db, row!, session, locale, now);
}

async function findReadable(db: Database, session: AuthSession, id: string): Promise<ApprovalRow> {
  const row = await findApproval(db, id);
  if (!row || !mayRead(session, row)) throw new NotFoundError('approvalNotFound');
  return row;
}

export async function getInspectionApproval(
  db: Database,
  session: AuthSession,
  id: string,
  locale: Locale,
  now: Date,
): Promise<InspectionApproval> {
  return toView(db, await findReadable(db, session, id), session, locale, now);
}

export async function listInspectionApprovals(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'listInspectionApprovals'>,
  locale: Locale,
  now: Date,
): Promise<ApiOutput<'listInspectionApprovals'>> {
  const empty = { items: [], nextCursor: null };
  let scope: ApprovalScope;
  if (input.scope === 'mine') scope = { requestedBy: session.userId };
  else if (input.scope === 'toDecide') {
    if (!hasCapability(session, 'departmentHead')) return empty;
    scope = { departmentCode: requireDepartment(session), status: 'requested' };
  } else if (hasCapability(session, 'supervisor') && !input.enterpriseNumber) scope = { city: true };
  else scope = { departmentCode: requireDepartment(session) };
  let enterpriseId: string | undefined;
  if (input.enterpriseNumber) {
    enterpriseId = await findEnterpriseIdByNumber(db, input.enterpriseNumber);
    if (!enterpriseId) return empty;
  }
  const limit = input.limit ?? PAGE_DEFAULT;
  const rows = await listApprovalPage(
    db,
    scope,
    { enterpriseId, usableOn: input.usable ? dateText(now) : undefined },
    readKeysetCursor(input.cursor),
    limit,
  );
  const { page, nextCursor } = toKeysetPage(rows, limit, (row) => ({
    at: row.approval.requestedAt.toISOString(),
    id: row.approval.id,
  }));
  const items = await Promise.all(page.map((row) => toView(db, row, session, locale, now)));
  // A request the head must not decide (their own) is still listed, but not as one to decide.
  return {
    items: input.scope === 'toDecide' ? items.filter((item) => item.canDecide) : items,
    nextCursor,
  };
}

async function takeStep(
  db: Database,
  session: AuthSession,
  step: ApprovalStep,
  input: { id: string; version: number; note?: string },
  locale: Locale,
  now: Date,
): Promise<InspectionApproval> {
  const row = await findReadable(db, session, input.id);
  const refusal = refusalOf(step, { ...row.approval, used: row.registrationId !== null }, session);
  if (refusal) throw new OperationFailedError(refusal);
  if (row.approval.version !== input.version) throw new OperationFailedError('approvalVersionConflict');
  if (step === 'refuse' && !input.note) throw new FieldRuleError('note', 'approvalRefusalNote');
  await db.transaction(async (tx) => {
    const decided = step !== 'withdraw';
    const moved = await updateApproval(
      tx,
      row.approval.id,
      { status: row.approval.status, version: row.approval.version },
      {
        status: APPROVAL_STEPS[step].to,
        ...(decided ? { decidedBy: session.userId, decidedAt: now, decisionNote: input.note || null } : {}),
      },
    );
    if (!moved) throw new OperationFailedError('approvalVersionConflict');
    if (decided) await notifyApprovalDecided(tx, session, moved, now);
  });
  return toView(db, (await findApproval(db, row.approval.id))!, session, locale, now);
}

export function decideInspectionApproval(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'decideInspectionApproval'>,
  locale: Locale,
  now: Date,
) {
  return takeStep(db, session, input.decision, input, locale, now);
}

export function withdrawInspectionApproval(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'withdrawInspectionApproval'>,
  locale: Locale,
  now: Date,
) {
  return takeStep(db, session, 'withdraw', input, locale, now);
}

/**
 * The approval a registration started at `startedAt` uses: the department's, for the enterprise, approved,
 * unused, valid that day and covering every item checked; otherwise refused.
 */
export async function requireUsableApproval(
  db: Database | Transaction,
  approvalId: string,
  target: { enterpriseId: string; departmentCode: string; itemCodes: string[] },
  startedAt: Date,
): Promise<void> {
  const usable = await listUsableApprovals(
    db,
    target.enterpriseId,
    target.departmentCode,
    dateText(startedAt),
  );
  const approval = usable.find((a) => a.id === approvalId);
  if (!approval || target.itemCodes.some((code) => !approval.itemCodes.includes(code)))
    throw new OperationFailedError('approvalNotUsable');
}

/** What the registration form lists: the approvals it may use for this enterprise today. */
export async function listApprovalsForForm(
  db: Database,
  enterpriseId: string,
  departmentCode: string,
  now: Date,
) {
  const usable = await listUsableApprovals(db, enterpriseId, departmentCode, dateText(now));
  return usable.map((a) => ({ id: a.id, validTo: a.validTo, itemCodes: a.itemCodes, reason: a.reason }));
}
