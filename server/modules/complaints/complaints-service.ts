/**
 * Complaints: who may see one, and the state machine of contract/complaints/rules.ts (COMPLAINT_TRANSITIONS)
 * enforced in one place: refusal() says why an action is not allowed to this user now, transition() makes an
 * allowed one (version, state, the step owed and its deadline, the timeline line).
 */
import { isRecused } from './complaint-recusal-queries';
import { reminderAt, stepDeadline, type StepClock } from './complaint-steps';
import { noteText, type EventNote } from './complaint-timeline';
import { toDetail } from './complaint-views';
import {
  findComplaint,
  insertComplaintEvent,
  listSignerIds,
  updateComplaint,
  type ComplaintRecord,
  type ComplaintRow,
} from './complaints-queries';
import {
  canTransition,
  COMPLAINT_ACTIONS,
  COMPLAINT_TRANSITIONS,
  type ComplaintAction,
  type ComplaintActor,
  type ComplaintState,
} from '../../../contract/complaints/rules';
import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import type { Locale } from '../../../contract/locales';
import type { Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import { hasCapability } from '../../http/guards';
import { t, type MessageKey } from '../../http/i18n';
import { loadHolidayCalendar } from '../calendar';

export interface ComplaintAccess {
  row: ComplaintRow;
  /** Everyone who signed for it in an earlier round (or this one). */
  signedBefore: ReadonlySet<string>;
  /** The user took part in what it is about or is named in it (complaint-recusal-queries.ts): no part in handling it. */
  recused: boolean;
}

export const isSupervisor = (session: AuthSession) => hasCapability(session, 'supervisor');
export const isDepartmentHead = (session: AuthSession) => hasCapability(session, 'departmentHead');
const isComplainant = (session: AuthSession, c: ComplaintRecord) =>
  session.user.role === 'enterprise' &&
  session.enterpriseId !== null &&
  session.enterpriseId === c.enterpriseId;

/**
 * Who may know who complained: the complaining enterprise, the supervision office and the officer handling it, unless
 * recused.
 */
export function mayKnowComplainant(session: AuthSession, access: ComplaintAccess): boolean {
  const c = access.row.complaint;
  if (isComplainant(session, c)) return true;
  return !access.recused && (isSupervisor(session) || c.handlerId === session.userId);
}

/** The complaining enterprise, the supervision office, and the officers of the department it is assigned to now. */
function maySee(session: AuthSession, c: ComplaintRecord): boolean {
  if (session.user.role === 'enterprise') return isComplainant(session, c);
  if (isSupervisor(session)) return true;
  return c.assignedDepartmentCode !== null && c.assignedDepartmentCode === session.user.departmentCode;
}

/** Anyone else is told it does not exist. */
export async function findVisible(
  ctx: AppContext,
  session: AuthSession,
  id: string,
): Promise<ComplaintAccess> {
  const row = await findComplaint(ctx.db, id);
  if (!row || !maySee(session, row.complaint)) throw new NotFoundError('complaintNotFound');
  const [signedBefore, recused] = await Promise.all([
    listSignerIds(ctx.db, id),
    session.user.role === 'officer' ? isRecused(ctx.db, id, session.userId) : false,
  ]);
  return { row, signedBefore, recused };
}

const OWN_WORK_CHECKS: readonly ComplaintAction[] = ['decideExtension', 'resolve', 'sendBack'];

/**
 * Refusals to someone with no part in the step at all (the supervision office signing for a department, a department
 * acting as the office, anyone but the complainant acting as the complainant): answered as if the complaint did not
 * exist, as another party's record is (docs/architecture.md). Refusals within the party (not the handler, handled
 * before, the head's) say why.
 */
const NOT_THEIR_PART = new Set<MessageKey>([
  'complaintNotComplainant',
  'complaintNotSupervisor',
  'complaintNotYourDepartment',
]);

/** Why this user is not the actor `by` of the complaint, or null when they are. */
function notActor(by: ComplaintActor, access: ComplaintAccess, session: AuthSession): MessageKey | null {
  const c = access.row.complaint;
  switch (by) {
    case 'complainant':
      return isComplainant(session, c) ? null : 'complaintNotComplainant';
    case 'supervisor':
      return isSupervisor(session) ? null : 'complaintNotSupervisor';
    case 'department':
      if (session.user.role !== 'officer' || session.user.departmentCode !== c.assignedDepartmentCode)
        return 'complaintNotYourDepartment';
      if (access.recused) return 'complaintRecused';
      if (access.signedBefore.has(session.userId)) return 'complaintHandledBefore';
      return c.escalated && !isDepartmentHead(session) ? 'complaintHeadOnly' : null;
    case 'handler':
      return c.handlerId !== null && c.handlerId === session.userId ? null : 'complaintNotHandler';
    case 'system':
      return 'complaintWrongState';
  }
}

/** Why `action` is refused to this user now, or null when it is allowed. */
export function refusal(
  action: ComplaintAction,
  access: ComplaintAccess,
  session: AuthSession,
): MessageKey | null {
  const c = access.row.complaint;
  if (!canTransition(action, c.state)) return 'complaintWrongState';
  const actor = notActor(COMPLAINT_TRANSITIONS[action].by, access, session);
  if (actor) return actor;
  // Whoever took part in what it is about handles no step of it (the department's step is refused above).
  if (access.recused) return 'complaintRecused';
  // Nobody approves or reviews their own handling (a supervisor may handle one assigned to the office).
  if (OWN_WORK_CHECKS.includes(action) && c.handlerId === session.userId) return 'complaintOwnWork';
  // Escalated, it is the office head's to handle: only the head moves it elsewhere.
  if (action === 'reassign' && c.escalated && !isDepartmentHead(session)) return 'complaintHeadOnly';
  if (action === 'contact' && !c.contactAllowed) return 'complaintContactNotAllowed';
  if (action === 'contact' && c.contactedAt) return 'complaintContactedAlready';
  if (action === 'requestExtension' && c.extensionState !== null) return 'complaintExtensionUsed';
  if (action === 'decideExtension' && c.extensionState !== 'requested') return 'complaintNoExtensionRequest';
  return null;
}

export function allowedActions(access: ComplaintAccess, session: AuthSession): ComplaintAction[] {
  return COMPLAINT_ACTIONS.filter((action) => refusal(action, access, session) === null);
}

/** The complaint as the user saw it (same version), when `action` is allowed to them now. */
export async function findChangeable(
  ctx: AppContext,
  session: AuthSession,
  input: { id: string; version?: number },
  action: ComplaintAction,
): Promise<ComplaintAccess> {
  const access = await findVisible(ctx, session, input.id);
  // Before the version and the state are looked at: someone with no part in the step learns nothing of them.
  const actor = notActor(COMPLAINT_TRANSITIONS[action].by, access, session);
  if (actor && NOT_THEIR_PART.has(actor)) throw new NotFoundError('complaintNotFound');
  if (input.version !== undefined && input.version !== access.row.complaint.version)
    throw new OperationFailedError('complaintVersionConflict');
  const refused = refusal(action, access, session);
  if (refused) throw new OperationFailedError(refused);
  return access;
}

export async function stepClock(ctx: AppContext): Promise<StepClock> {
  return {
    at: ctx.now(),
    deadlines: ctx.config.complaintDeadlines,
    calendar: await loadHolidayCalendar(ctx.db),
  };
}

const EVENT_ACTOR = {
  complainant: 'complainant',
  supervisor: 'supervisor',
  department: 'department',
  handler: 'department',
  system: 'system',
} as const;

export interface Change {
  /** The state it goes to when the input decides it (targetOf); else the table's. */
  to?: ComplaintState;
  set?: Partial<ComplaintRecord>;
  note?: EventNote | null;
  /** The deadline of an unchanged state moves (an approved extension). */
  retime?: boolean;
  clientRequestId?: string;
}

/**
 * Applies an allowed action: the new values with a bumped version, the step owed and its deadline when the state
 * changes, and its line on the timeline. A deadline whose reminder time has come already starts reminded: the
 * request itself was the reminder. Answers the stored record and the line's id.
 */
export async function transition(
  tx: Transaction,
  access: ComplaintAccess,
  action: ComplaintAction,
  session: AuthSession | null,
  clock: StepClock,
  change: Change = {},
): Promise<{ record: ComplaintRecord; eventId: number }> {
  const c = access.row.complaint;
  const { at } = clock;
  const to = change.to ?? COMPLAINT_TRANSITIONS[action].to ?? c.state;
  let deadline: Partial<ComplaintRecord> = {};
  if (to !== c.state || change.retime) {
    const next = stepDeadline(to, { ...c, ...change.set }, clock);
    const reminded = next.dueAt && reminderAt(next.dueAt, clock.calendar) <= at ? at : null;
    deadline = { ...next, remindedAt: reminded, overdueAt: null };
  }
  const set = { ...deadline, ...change.set, state: to, updatedAt: at };
  if (!(await updateComplaint(tx, c.id, c.version, set)))
    throw new OperationFailedError('complaintVersionConflict');
  const by = COMPLAINT_TRANSITIONS[action].by;
  const eventId = await insertComplaintEvent(tx, {
    complaintId: c.id,
    action,
    actor: EVENT_ACTOR[by],
    actorId: session?.userId ?? null,
    departmentCode: session?.user.role === 'officer' ? session.user.departmentCode : null,
    state: to,
    note: noteText(change.note ?? null),
    at,
    clientRequestId: change.clientRequestId ?? null,
  });
  return { record: { ...c, ...set, version: c.version + 1 }, eventId };
}

export async function detailOf(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<ComplaintDetail> {
  const access = await findVisible(ctx, session, id);
  const c = access.row.complaint;
  const complainant = isComplainant(session, c);
  return toDetail(ctx.db, access.row, {
    locale,
    now: ctx.now(),
    config: ctx.config,
    isComplainant: complainant,
    showsComplainant: mayKnowComplainant(session, access),
    recusal: access.recused ? t('complaintRecused', locale) : null,
    allowedActions: allowedActions(access, session),
  });
}
