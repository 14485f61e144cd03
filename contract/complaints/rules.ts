/**
 * Complaints and opinions: the state machine both sides read (the server enforces it in complaints-service.ts, the
 * screens only show what `allowedActions` says), the deadlines in working days, and the deadline colours.
 */
import { DAY_MS, endOfWorkingDays, type HolidayCalendar } from '../city-calendar';

/** `comOrOpi` of the SPEC's form address: 0 a complaint, 1 an opinion or suggestion. */
export const COMPLAINT_KINDS = ['complaint', 'opinion'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];
export const kindOfComOrOpi = (comOrOpi: number | undefined): ComplaintKind =>
  comOrOpi === 1 ? 'opinion' : 'complaint';

/** The category dictionary; a complaint needs one, an opinion may leave it out. */
export const COMPLAINT_CATEGORIES = [
  'noScan',
  'outsideList',
  'tooFrequent',
  'misconduct',
  'feesOrGifts',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** What the complaint is about: a registered inspection, an inspection nobody registered, a notice, a warning. */
export const COMPLAINT_SUBJECTS = ['registration', 'noScan', 'notice', 'warning', 'none'] as const;
export type ComplaintSubjectType = (typeof COMPLAINT_SUBJECTS)[number];

export const COMPLAINT_STATES = [
  'submitted',
  'assigned',
  'handling',
  'reviewing',
  'replied',
  'resolved',
  'notAccepted',
  'duplicate',
  'withdrawn',
] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** Distinct closed states, never one "done" for all. */
export const CLOSED_COMPLAINT_STATES = ['resolved', 'notAccepted', 'duplicate', 'withdrawn'] as const;
export const isClosed = (state: ComplaintState) =>
  (CLOSED_COMPLAINT_STATES as readonly ComplaintState[]).includes(state);

export const OPEN_COMPLAINT_STATES = COMPLAINT_STATES.filter((state) => !isClosed(state));
/** Open states whose next step someone other than the complainant owes: past its deadline, overdue. */
export const OWED_COMPLAINT_STATES = OPEN_COMPLAINT_STATES.filter((state) => state !== 'replied');

export const REJECT_REASONS = ['outOfScope', 'duplicate', 'insufficientInformation'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * Who acts. `complainant`: a user of the complaining enterprise; `supervisor`: the supervision office;
 * `department`: an officer of the assigned department who has not handled it before (its head, once escalated);
 * `handler`: the officer who signed for it; `system`: the deadline sweep.
 */
export type ComplaintActor = 'complainant' | 'supervisor' | 'department' | 'handler' | 'system';

export const COMPLAINT_ACTIONS = [
  'accept',
  'reject',
  'reassign',
  'withdraw',
  'sign',
  'contact',
  'requestExtension',
  'decideExtension',
  'reply',
  'resolve',
  'sendBack',
  'rate',
  'addInformation',
  'close',
] as const;
export type ComplaintAction = (typeof COMPLAINT_ACTIONS)[number];

/**
 * The one table of allowed transitions; anything not listed is refused. `to: null` keeps the state (a line on the
 * timeline only). Three targets depend on the input, decided by `targetOf`: `reject` for a duplicate goes to
 * `duplicate`; `reply` of an escalated complaint goes straight to the complainant; `rate` when dissatisfied reopens
 * it (or, after the escalation, closes it resolved with the poor rating kept). `reassign` keeps the state but moves
 * it to another department, whose sign deadline starts anew: for when nobody there can sign it (all of them handled
 * it before) or it went to the wrong department.
 */
export const COMPLAINT_TRANSITIONS: Record<
  ComplaintAction,
  { from: readonly ComplaintState[]; by: ComplaintActor; to: ComplaintState | null }
> = {
  accept: { from: ['submitted'], by: 'supervisor', to: 'assigned' },
  reject: { from: ['submitted'], by: 'supervisor', to: 'notAccepted' },
  reassign: { from: ['assigned'], by: 'supervisor', to: 'assigned' },
  withdraw: { from: ['submitted', 'assigned'], by: 'complainant', to: 'withdrawn' },
  sign: { from: ['assigned'], by: 'department', to: 'handling' },
  contact: { from: ['handling'], by: 'handler', to: null },
  requestExtension: { from: ['handling'], by: 'handler', to: null },
  decideExtension: { from: ['handling'], by: 'supervisor', to: null },
  reply: { from: ['handling'], by: 'handler', to: 'reviewing' },
  resolve: { from: ['reviewing'], by: 'supervisor', to: 'replied' },
  sendBack: { from: ['reviewing'], by: 'supervisor', to: 'handling' },
  rate: { from: ['replied'], by: 'complainant', to: 'resolved' },
  addInformation: {
    from: ['submitted', 'assigned', 'handling', 'reviewing', 'replied'],
    by: 'complainant',
    to: null,
  },
  close: { from: ['replied'], by: 'system', to: 'resolved' },
};

export function canTransition(action: ComplaintAction, state: ComplaintState): boolean {
  return COMPLAINT_TRANSITIONS[action].from.includes(state);
}

/** A rating of 1 or 2 is dissatisfied: it needs a reason and reopens the complaint. */
export const RATING_LEVELS = [1, 2, 3, 4, 5] as const;
export const isDissatisfied = (level: number) => level <= 2;

/** Reopened this many times, a complaint goes to the head of the supervision office. */
export const ESCALATE_AT_REOPEN = 2;

/** The supervision office's department code: it accepts complaints, may handle one itself, takes the escalated. */
export const SUPERVISION_OFFICE = 'justice';

/**
 * An escalated complaint handled by the supervision office's head is answered without review (there is no one above
 * to review it); once the office moved it to another department, that department's reply is reviewed as any other.
 */
export const repliesWithoutReview = (c: { escalated: boolean; assignedDepartmentCode: string | null }) =>
  c.escalated && c.assignedDepartmentCode === SUPERVISION_OFFICE;

export function targetOf(
  action: ComplaintAction,
  state: ComplaintState,
  detail: { rejectReason?: RejectReason; escalated?: boolean; level?: number; reopenCount?: number },
): ComplaintState {
  if (action === 'reject' && detail.rejectReason === 'duplicate') return 'duplicate';
  if (action === 'reply' && detail.escalated) return 'replied';
  if (action === 'rate' && detail.level !== undefined && isDissatisfied(detail.level))
    return (detail.reopenCount ?? 0) >= ESCALATE_AT_REOPEN ? 'resolved' : 'assigned';
  return COMPLAINT_TRANSITIONS[action].to ?? state;
}

/** Defaults; the server reads COMPLAINT_*_WORKING_DAYS and friends (server/config.ts). */
export const DEFAULT_COMPLAINT_DEADLINES = {
  acceptWorkingDays: 2,
  signWorkingDays: 1,
  contactHours: 24,
  replyWorkingDays: 15,
  extensionMaxWorkingDays: 20,
  reviewWorkingDays: 2,
  rateDays: 7,
};
export type ComplaintDeadlines = typeof DEFAULT_COMPLAINT_DEADLINES;

/** The steps that owe something by a deadline; `rate` is the complainant's and only closes the complaint. */
export const COMPLAINT_STEPS = ['accept', 'sign', 'contact', 'reply', 'review', 'rate'] as const;
export type ComplaintStep = (typeof COMPLAINT_STEPS)[number];

/** When `step`, starting at `from`, is due; a reply's deadline grows by an approved extension. */
export function dueAt(
  step: ComplaintStep,
  from: Date,
  deadlines: ComplaintDeadlines,
  calendar?: HolidayCalendar,
  extensionWorkingDays = 0,
): Date {
  switch (step) {
    case 'accept':
      return endOfWorkingDays(from, deadlines.acceptWorkingDays, calendar);
    case 'sign':
      return endOfWorkingDays(from, deadlines.signWorkingDays, calendar);
    case 'contact':
      return new Date(from.getTime() + deadlines.contactHours * 3_600_000);
    case 'reply':
      return endOfWorkingDays(from, deadlines.replyWorkingDays + extensionWorkingDays, calendar);
    case 'review':
      return endOfWorkingDays(from, deadlines.reviewWorkingDays, calendar);
    case 'rate':
      return new Date(from.getTime() + deadlines.rateDays * DAY_MS);
  }
}

/** Green with time to spare, amber in the last day, red once past. */
export type DeadlineTone = 'ok' | 'dueSoon' | 'overdue';
export function deadlineTone(due: Date, now: Date): DeadlineTone {
  const left = due.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DAY_MS ? 'dueSoon' : 'ok';
}

export const COMPLAINT_DESCRIPTION_MAX = 1000;
export const COMPLAINT_PHOTOS_MAX = 9;
export const COMPLAINT_PAGE_SIZE = 20;
