/**
 * Plans: who may see them, and the state machine of contract/plans/rules.ts (PLAN_TRANSITIONS) enforced in one
 * place: refusal() says why an action is not allowed, transition() makes an allowed one (version, timeline).
 */
import { randomUUID } from 'node:crypto';
import {
  approveForDepartment,
  clearApprovals,
  insertPlan,
  insertPlanEvent,
  replacePlanDepartments,
  replacePlanParts,
  updatePlan,
} from './plan-changes-queries';
import { drawFrom, drawPools, isDrawCurrent, newDrawValue } from './plan-draw';
import {
  completeDraw,
  insertCommitment,
  listPlanDraws,
  replaceDrawnParts,
  type PlanDrawRow,
} from './plan-draws-queries';
import { requireLeadDepartment, resolvePlanInput, type ResolvedPlan } from './plan-input';
import { notifyPlanCancelled, notifyPlanDecided, notifyPlanSubmitted } from './plan-notifications';
import { approvalDeadline, statusOf, toDetail, toSummary } from './plan-views';
import {
  findPlan,
  findPlanIdByRequest,
  listPlanDepartments,
  listPlanPage,
  type PlanDepartmentRow,
  type PlanRecord,
  type PlanSummaryRow,
} from './plans-queries';
import { dateText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import {
  canTransition,
  needsReason,
  PLAN_ACTIONS,
  PLAN_REDRAWS_MAX,
  PLAN_TRANSITIONS,
  type PlanAction,
  type PlanActor,
  type PlanStatus,
} from '../../../contract/plans/rules';
import type { PlanDetail, PlanSummary } from '../../../contract/plans/schemas';
import type { Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { hasCapability, requireDepartment } from '../../http/guards';
import type { MessageKey } from '../../http/i18n';
import { readKeysetCursor, toKeysetPage } from '../../http/keyset-cursor';
import { loadHolidayCalendar } from '../calendar';
import { issueAdvanceNotices } from '../notices';

const PAGE_SIZE = 20;

interface PlanAccess {
  row: PlanSummaryRow;
  departments: PlanDepartmentRow[];
  draws: PlanDrawRow[];
}

const isSupervisor = (session: AuthSession) => hasCapability(session, 'supervisor');

/** Officers of a department taking part see the plan, a supervisor every plan; anyone else is told it does not exist. */
async function findVisible(ctx: AppContext, session: AuthSession, id: string): Promise<PlanAccess> {
  const row = await findPlan(ctx.db, id);
  const departments = row ? await listPlanDepartments(ctx.db, id) : [];
  const takesPart = departments.some((d) => d.code === session.user.departmentCode);
  if (!row || !(takesPart || isSupervisor(session))) throw new NotFoundError('planNotFound');
  return { row, departments, draws: await listPlanDraws(ctx.db, id) };
}

/** 'author': an officer of the lead department; 'approver': a plan approver of a department yet to approve. */
function actorsOf(session: AuthSession, access: PlanAccess): Set<PlanActor> {
  const own = session.user.departmentCode;
  const actors = new Set<PlanActor>();
  if (own && own === access.row.plan.departmentCode) actors.add('author');
  const waiting = access.departments.some((d) => d.code === own && !d.approvedAt);
  if (waiting && session.user.capabilities?.includes('planApprover')) actors.add('approver');
  return actors;
}

/** Why `action` is refused to this user now, or null when it is allowed. */
function refusal(
  action: PlanAction,
  access: PlanAccess,
  session: AuthSession,
  status: PlanStatus,
): MessageKey | null {
  const { by } = PLAN_TRANSITIONS[action];
  if (!canTransition(action, access.row.plan.status)) return 'planWrongState';
  if (!actorsOf(session, access).has(by)) return by === 'author' ? 'planNotAuthor' : 'planNotApprover';
  if (action === 'cancel' && status === 'completed') return 'planCompleted';
  const { plan } = access.row;
  if (action === 'draw' && !plan.draw) return 'planNotRandom';
  if (action === 'draw' && !pendingDraw(access)) return 'planRedrawLimit';
  if (action === 'submit' && plan.draw && !isDrawCurrent(plan, lastDraw(access))) return 'planNotDrawn';
  return null;
}

const pendingDraw = (access: PlanAccess) => access.draws.find((d) => !d.draw.drawnAt)?.draw;
const drawnRounds = (access: PlanAccess) => access.draws.filter((d) => d.draw.drawnAt).map((d) => d.draw);
const lastDraw = (access: PlanAccess) => drawnRounds(access).at(-1);

/** The next draw's commitment, made (and shown) before it, while a draw is left. */
async function commitNextDraw(tx: Transaction, planId: string, draws: PlanDrawRow[], at: Date) {
  const drawn = draws.filter((d) => d.draw.drawnAt).length;
  if (draws.some((d) => !d.draw.drawnAt) || drawn > PLAN_REDRAWS_MAX) return;
  await insertCommitment(tx, { planId, round: draws.length + 1, ...newDrawValue(), committedAt: at });
}

/**
 * A random plan keeps its drawn targets and officers while its items and settings are those they were drawn with;
 * any change empties them until it is drawn again (which is then a redraw, with a reason).
 */
async function storeParts(
  tx: Transaction,
  planId: string,
  resolved: ResolvedPlan,
  at: Date,
  access?: PlanAccess,
) {
  const kept = resolved.draw && access && isDrawCurrent(resolved, lastDraw(access));
  if (kept) await replacePlanDepartments(tx, planId, resolved.departments);
  else await replacePlanParts(tx, planId, resolved);
  if (resolved.draw) await commitNextDraw(tx, planId, access?.draws ?? [], at);
}

function allowedActions(access: PlanAccess, session: AuthSession, status: PlanStatus): PlanAction[] {
  return PLAN_ACTIONS.filter((action) => refusal(action, access, session, status) === null);
}

function requireAllowed(ctx: AppContext, access: PlanAccess, session: AuthSession, action: PlanAction) {
  const status = statusOf(access.row, dateText(ctx.now()));
  const refused = refusal(action, access, session, status);
  if (refused) throw new OperationFailedError(refused);
}

/**
 * An author's step by an officer outside the lead department: the plan is another department's to change, answered
 * as if it did not exist (docs/architecture.md), before its version or state are looked at. An approver whose
 * department has approved already is told so (requireAllowed).
 */
function requireTheirs(access: PlanAccess, session: AuthSession, action: PlanAction) {
  const { by } = PLAN_TRANSITIONS[action];
  if (by === 'author' && !actorsOf(session, access).has('author')) throw new NotFoundError('planNotFound');
}

function requireVersion(access: PlanAccess, version: number | undefined): number {
  if (version === undefined) throw new FieldRuleError('version', 'reasonRequired');
  if (version !== access.row.plan.version) throw new OperationFailedError('planVersionConflict');
  return version;
}

/** The plan as the user saw it (same version), when `action` is allowed to them now. */
async function findChangeable(
  ctx: AppContext,
  session: AuthSession,
  input: { id: string; version?: number },
  action: PlanAction,
): Promise<PlanAccess> {
  const access = await findVisible(ctx, session, input.id);
  requireTheirs(access, session, action);
  requireVersion(access, input.version);
  requireAllowed(ctx, access, session, action);
  return access;
}

/** Submission and approval end on the plan's last approval date (lead time in working days). */
async function isPastDeadline(ctx: AppContext, plan: PlanRecord): Promise<boolean> {
  return (
    dateText(ctx.now()) > approvalDeadline(ctx.config, plan.periodFrom, await loadHolidayCalendar(ctx.db))
  );
}

/** A joint plan stays submitted until the last department taking part approves. */
function isLastApproval(access: PlanAccess, session: AuthSession): boolean {
  return access.departments.every((d) => d.approvedAt || d.code === session.user.departmentCode);
}

/** Applies an allowed action: the plan's new values with a bumped version, and its line on the timeline. */
async function transition(
  tx: Transaction,
  access: PlanAccess,
  action: PlanAction,
  session: AuthSession,
  change: { reason?: string | null; at: Date; set?: Partial<PlanRecord> },
): Promise<void> {
  const { plan } = access.row;
  const stays = action === 'approve' && !isLastApproval(access, session);
  const set = {
    ...change.set,
    status: stays ? plan.status : PLAN_TRANSITIONS[action].to,
    updatedAt: change.at,
  };
  if (!(await updatePlan(tx, plan.id, plan.version, set)))
    throw new OperationFailedError('planVersionConflict');
  await insertPlanEvent(tx, {
    planId: plan.id,
    action,
    actorId: session.userId,
    departmentCode: requireDepartment(session),
    reason: change.reason ?? null,
    at: change.at,
  });
}

async function detailOf(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<PlanDetail> {
  const access = await findVisible(ctx, session, id);
  const today = dateText(ctx.now());
  return toDetail(ctx.db, access.row, {
    locale,
    today,
    config: ctx.config,
    calendar: await loadHolidayCalendar(ctx.db),
    departments: access.departments,
    draws: access.draws,
    allowedActions: allowedActions(access, session, statusOf(access.row, today)),
  });
}

export function getPlan(ctx: AppContext, session: AuthSession, id: string, locale: Locale) {
  return detailOf(ctx, session, id, locale);
}

export async function listPlans(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'listPlans'>,
  locale: Locale,
): Promise<{ items: PlanSummary[]; nextCursor: string | null }> {
  const after = readKeysetCursor(input.cursor);
  const today = dateText(ctx.now());
  const rows = await listPlanPage(
    ctx.db,
    {
      departmentCode: isSupervisor(session) ? null : requireDepartment(session),
      status: input.status,
      query: input.query || undefined,
      today,
      after,
    },
    PAGE_SIZE,
  );
  const { page, nextCursor } = toKeysetPage(rows, PAGE_SIZE, (row) => ({
    at: row.plan.updatedAt.toISOString(),
    id: row.plan.id,
  }));
  return { items: page.map((row) => toSummary(row, locale, today)), nextCursor };
}

/** Creates a draft, or edits a draft or a returned plan (which becomes a draft again). Idempotent per request id. */
export async function savePlan(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'savePlan'>,
  locale: Locale,
): Promise<PlanDetail> {
  const { db } = ctx;
  const now = ctx.now();
  const values = {
    title: input.title,
    type: input.type,
    legalBasis: input.legalBasis,
    periodFrom: input.periodFrom,
    periodTo: input.periodTo,
    clientRequestId: input.clientRequestId,
  };
  if (!input.id) {
    const lead = await requireLeadDepartment(db, session);
    const saved = await findPlanIdByRequest(db, session.userId, input.clientRequestId);
    if (saved) return detailOf(ctx, session, saved, locale);
    const resolved = await resolvePlanInput(db, lead, input);
    const id = randomUUID();
    await db.transaction(async (tx) => {
      const row = {
        ...values,
        id,
        departmentCode: lead,
        status: 'draft' as const,
        createdBy: session.userId,
      };
      const fresh = { itemCodes: resolved.itemCodes, draw: resolved.draw, createdAt: now, updatedAt: now };
      if (!(await insertPlan(tx, { ...row, ...fresh }))) return;
      await storeParts(tx, id, resolved, now);
      await insertPlanEvent(tx, {
        planId: id,
        action: 'save',
        actorId: session.userId,
        departmentCode: lead,
        at: now,
      });
    });
    return detailOf(
      ctx,
      session,
      (await findPlanIdByRequest(db, session.userId, input.clientRequestId))!,
      locale,
    );
  }

  const access = await findVisible(ctx, session, input.id);
  // The answer to a save was lost and the form sent it again: it is already stored.
  if (access.row.plan.clientRequestId === input.clientRequestId)
    return detailOf(ctx, session, input.id, locale);
  requireTheirs(access, session, 'save');
  requireVersion(access, input.version);
  requireAllowed(ctx, access, session, 'save');
  const resolved = await resolvePlanInput(db, access.row.plan.departmentCode, input);
  if (!resolved.draw && lastDraw(access)) throw new FieldRuleError('draw', 'reasonPlanDrawnStaysRandom');
  await db.transaction(async (tx) => {
    await transition(tx, access, 'save', session, {
      at: now,
      set: { ...values, itemCodes: resolved.itemCodes, draw: resolved.draw },
    });
    await storeParts(tx, input.id!, resolved, now, access);
  });
  return detailOf(ctx, session, input.id, locale);
}

/**
 * Draws a random plan's targets and officers with the value committed to before (plan-draw.ts), publishes the
 * value and the pools, and commits to the next draw's value while a redraw is left. A redraw needs a reason.
 */
export async function drawPlan(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'drawPlan'>,
  locale: Locale,
): Promise<PlanDetail> {
  const access = await findChangeable(ctx, session, input, 'draw');
  const { plan } = access.row;
  const settings = plan.draw!;
  const pending = pendingDraw(access)!;
  const reason = input.reason || null;
  if (lastDraw(access) && !reason) throw new FieldRuleError('reason', 'reasonRedrawNeedsReason');
  const regionCode = settings.regionCode ?? null;
  const pools = await drawPools(ctx.db, {
    departmentCode: plan.departmentCode,
    itemCodes: plan.itemCodes,
    regionCode,
    year: Number(plan.periodFrom.slice(0, 4)),
  });
  if (pools.targets.length < settings.targetCount) throw new OperationFailedError('planPoolTooSmall');
  if (pools.officers.length < settings.officerCount)
    throw new OperationFailedError('planOfficerPoolTooSmall');
  const targets = drawFrom(pending.value, 'targets', pools.targets, settings.targetCount);
  const officers = drawFrom(pending.value, 'officers', pools.officers, settings.officerCount);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await transition(tx, access, 'draw', session, { at: now, reason });
    const drawn = await completeDraw(tx, plan.id, pending.round, {
      drawnAt: now,
      drawnBy: session.userId,
      reason,
      itemCodes: plan.itemCodes,
      regionCode,
      targetCount: settings.targetCount,
      officerCount: settings.officerCount,
      pool: pools.targets.map((e) => e.enterpriseNumber),
      officerPool: pools.officers.map((o) => o.certificateNumber),
      targets: targets.map((e) => e.enterpriseNumber),
      officers: officers.map((o) => o.certificateNumber),
    });
    if (!drawn) throw new OperationFailedError('planVersionConflict');
    await replaceDrawnParts(tx, plan.id, {
      officerIds: officers.map((o) => o.userId),
      enterpriseIds: targets.map((e) => e.id),
    });
    await commitNextDraw(tx, plan.id, await listPlanDraws(tx, plan.id), now);
  });
  return detailOf(ctx, session, input.id, locale);
}

export async function submitPlan(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'submitPlan'>,
  locale: Locale,
): Promise<PlanDetail> {
  const access = await findChangeable(ctx, session, input, 'submit');
  if (await isPastDeadline(ctx, access.row.plan)) throw new OperationFailedError('planTooLateToSubmit');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await clearApprovals(tx, input.id);
    await transition(tx, access, 'submit', session, { at: now });
    const deadline = approvalDeadline(ctx.config, access.row.plan.periodFrom, await loadHolidayCalendar(tx));
    const codes = access.departments.map((d) => d.code);
    await notifyPlanSubmitted(tx, access.row, codes, deadline, session.userId, now);
  });
  return detailOf(ctx, session, input.id, locale);
}

/** One department's approval, or a return with a reason that asks every department again after the next submission. */
export async function decidePlan(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'decidePlan'>,
  locale: Locale,
): Promise<PlanDetail> {
  const access = await findChangeable(ctx, session, input, input.decision);
  const now = ctx.now();
  if (input.decision === 'return') {
    const reason = input.reason;
    if (!reason) throw new FieldRuleError('reason', 'reasonRequired');
    await ctx.db.transaction(async (tx) => {
      await clearApprovals(tx, input.id);
      await transition(tx, access, 'return', session, { at: now, reason });
      await notifyPlanDecided(tx, access.row, { approved: false, reason }, session.userId, now);
    });
    return detailOf(ctx, session, input.id, locale);
  }
  if (await isPastDeadline(ctx, access.row.plan)) throw new OperationFailedError('planTooLateToApprove');
  await ctx.db.transaction(async (tx) => {
    await approveForDepartment(tx, input.id, requireDepartment(session), session.userId, now);
    await transition(tx, access, 'approve', session, { at: now, reason: input.reason || null });
    if (!isLastApproval(access, session)) return;
    await issueAdvanceNotices(tx, input.id, now);
    await notifyPlanDecided(tx, access.row, { approved: true }, session.userId, now);
  });
  return detailOf(ctx, session, input.id, locale);
}

export async function cancelPlan(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'cancelPlan'>,
  locale: Locale,
): Promise<PlanDetail> {
  const access = await findChangeable(ctx, session, input, 'cancel');
  const reason = input.reason || null;
  if (!reason && needsReason('cancel', access.row.plan.status))
    throw new FieldRuleError('reason', 'reasonRequired');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await transition(tx, access, 'cancel', session, { at: now, reason });
    await notifyPlanCancelled(tx, access.row, reason, session.userId, now);
  });
  return detailOf(ctx, session, input.id, locale);
}
