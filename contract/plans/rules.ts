/**
 * Enforcement plans: the state machine both sides read (the server enforces it in plans-service.ts), the
 * status a user sees, and the lead-time rule on the city's working days.
 */
import { workingDaysBefore, type HolidayCalendar } from '../city-calendar';

/** What is stored. `approved` is shown as in progress or completed once its period starts or ends. */
export const PLAN_STATES = ['draft', 'submitted', 'returned', 'approved', 'cancelled'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

export const PLAN_STATUSES = [
  'draft',
  'submitted',
  'returned',
  'approved',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_TYPES = ['routine', 'special', 'joint'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Who acts: an officer of the plan's lead department, or a plan approver of a department taking part. */
export type PlanActor = 'author' | 'approver';

export const PLAN_ACTIONS = ['save', 'draw', 'submit', 'approve', 'return', 'cancel'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/**
 * The one table of allowed transitions. `approve` keeps a joint plan submitted until every department taking
 * part has approved; the last approval makes it approved. Anything not listed here is refused.
 */
export const PLAN_TRANSITIONS: Record<
  PlanAction,
  { from: readonly PlanState[]; by: PlanActor; to: PlanState }
> = {
  save: { from: ['draft', 'returned'], by: 'author', to: 'draft' },
  draw: { from: ['draft', 'returned'], by: 'author', to: 'draft' },
  submit: { from: ['draft', 'returned'], by: 'author', to: 'submitted' },
  approve: { from: ['submitted'], by: 'approver', to: 'approved' },
  return: { from: ['submitted'], by: 'approver', to: 'returned' },
  cancel: { from: ['draft', 'submitted', 'returned', 'approved'], by: 'author', to: 'cancelled' },
};

export function canTransition(action: PlanAction, state: PlanState): boolean {
  return PLAN_TRANSITIONS[action].from.includes(state);
}

/** A reason is required to return a plan and to cancel one that was approved. */
export function needsReason(action: PlanAction, state: PlanState): boolean {
  return action === 'return' || (action === 'cancel' && state === 'approved');
}

/** The status shown for a stored state on the city date `today` (`YYYY-MM-DD`). */
export function planStatus(
  state: PlanState,
  period: { from: string; to: string },
  today: string,
  allTargetsInspected: boolean,
): PlanStatus {
  if (state !== 'approved') return state;
  if (today > period.to || allTargetsInspected) return 'completed';
  if (today >= period.from) return 'in_progress';
  return 'approved';
}

export const PLAN_OFFICERS_MIN = 2;
export const PLAN_OFFICERS_MAX = 20;
export const PLAN_TARGETS_MAX = 500;
export const PLAN_ITEMS_MAX = 50;
export const PLAN_PERIOD_MAX_DAYS = 366;
export const PLAN_DRAW_MAX = 200;

/**
 * A random plan is drawn once and may be drawn again at most this often, each time with a reason (a drawn officer
 * must recuse himself, a drawn enterprise has closed): three draws in all, every one kept and shown to the approver.
 */
export const PLAN_REDRAWS_MAX = 2;

/** A drawn target with this many inspections or fewer left under the department's annual cap is flagged. */
export const PLAN_NEAR_CAP_REMAINING = 1;

/** Defaults; the server reads PLAN_APPROVAL_LEAD_WORKING_DAYS and NOTICE_LEAD_WORKING_DAYS. */
export const DEFAULT_APPROVAL_LEAD_WORKING_DAYS = 7;
export const DEFAULT_NOTICE_LEAD_WORKING_DAYS = 1;

/**
 * The last city date a plan starting on `periodFrom` may be approved: early enough for the approval lead and for
 * the targets' advance notice.
 */
export function lastApprovalDate(
  periodFrom: string,
  leads: { approvalDays: number; noticeDays: number },
  calendar?: HolidayCalendar,
): string {
  return workingDaysBefore(periodFrom, Math.max(leads.approvalDays, leads.noticeDays), calendar);
}
