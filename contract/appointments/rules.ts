/**
 * Appointments: an enterprise asks a department to come (a re-check after fixing a problem, a guidance visit, a
 * licensing visit). The state machine both sides read: the server enforces it in appointment-transitions.ts,
 * the screens show only what `allowedAppointmentActions` says.
 */

export const APPOINTMENT_KINDS = ['recheck', 'guidance', 'licensing'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/** Officers the department names (confirming, or later): a re-check or licensing visit is an inspection (two). */
export const APPOINTMENT_MIN_OFFICERS: Record<AppointmentKind, number> = {
  recheck: 2,
  licensing: 2,
  guidance: 1,
};
export const APPOINTMENT_MAX_OFFICERS = 6;

/**
 * What the visit is registered as: a case-specific inspection with this reason, or (guidance) a service visit.
 * Neither counts toward the annual caps or the frequency warnings.
 */
export const APPOINTMENT_CASE_REASON: Record<AppointmentKind, 'recheck' | 'licensing' | null> = {
  recheck: 'recheck',
  licensing: 'licensing',
  guidance: null,
};

/** Half days a department may publish: 上午 09:00-12:00, 下午 14:00-17:30 (city time). */
export const APPOINTMENT_PERIODS = ['morning', 'afternoon'] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];

/** The enterprise names up to three slots it would take, in order of preference. */
export const APPOINTMENT_MAX_PREFERRED_SLOTS = 3;
/** Slots are offered for this many calendar days ahead, starting tomorrow. */
export const APPOINTMENT_OFFER_DAYS = 14;
/** An unanswered request (or an unanswered proposal) expires after this many working days, unless configured. */
export const DEFAULT_APPOINTMENT_ANSWER_WORKING_DAYS = 3;
/** A confirmed appointment nobody completed expires this many working days after its day. */
export const APPOINTMENT_MISSED_WORKING_DAYS = 2;
/** Photos a request may carry (what was fixed, the place); optional. */
export const APPOINTMENT_PHOTOS_MAX = 3;

export const APPOINTMENT_STATES = [
  'requested',
  'confirmed',
  'rescheduled',
  'declined',
  'cancelled',
  'completed',
  'expired',
] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/** Ended appointments that can be booked again with their data filled in. */
export const RELAUNCHABLE_STATES: readonly AppointmentState[] = ['declined', 'cancelled', 'expired'];
/** Appointments still waiting for something; the lists show them first. */
export const OPEN_APPOINTMENT_STATES: readonly AppointmentState[] = ['requested', 'rescheduled', 'confirmed'];

/** `enterprise`: a user of the booking enterprise; `department`: an officer of the addressed department. */
export type AppointmentActor = 'enterprise' | 'department' | 'system';

export const APPOINTMENT_ACTIONS = [
  'edit',
  'cancel',
  'confirm',
  'assignOfficers',
  'propose',
  'decline',
  'cancelByDepartment',
  'acceptProposal',
  'declineProposal',
  'complete',
  'expire',
  'rate',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

/** The one table of allowed transitions; anything not listed is refused. */
export const APPOINTMENT_TRANSITIONS: Record<
  AppointmentAction,
  { by: AppointmentActor; from: readonly AppointmentState[]; to: AppointmentState }
> = {
  edit: { by: 'enterprise', from: ['requested'], to: 'requested' },
  cancel: { by: 'enterprise', from: ['requested', 'rescheduled', 'confirmed'], to: 'cancelled' },
  confirm: { by: 'department', from: ['requested'], to: 'confirmed' },
  // names (or changes) who comes, e.g. after the enterprise accepted a proposed time, or when one falls ill
  assignOfficers: { by: 'department', from: ['confirmed'], to: 'confirmed' },
  propose: { by: 'department', from: ['requested'], to: 'rescheduled' },
  decline: { by: 'department', from: ['requested'], to: 'declined' },
  cancelByDepartment: { by: 'department', from: ['rescheduled', 'confirmed'], to: 'cancelled' },
  acceptProposal: { by: 'enterprise', from: ['rescheduled'], to: 'confirmed' },
  declineProposal: { by: 'enterprise', from: ['rescheduled'], to: 'requested' },
  // by the scan that registers the visit against it
  complete: { by: 'department', from: ['confirmed'], to: 'completed' },
  expire: { by: 'system', from: ['requested', 'rescheduled', 'confirmed'], to: 'expired' },
  rate: { by: 'enterprise', from: ['completed'], to: 'completed' },
};

/** The actions a user may take now (the screens' buttons); `complete` happens by registering, never by a button. */
export function allowedAppointmentActions(
  state: AppointmentState,
  actor: AppointmentActor,
  rated: boolean,
): AppointmentAction[] {
  return APPOINTMENT_ACTIONS.filter((action) => {
    const rule = APPOINTMENT_TRANSITIONS[action];
    if (action === 'complete' || rule.by !== actor || !rule.from.includes(state)) return false;
    return action !== 'rate' || !rated;
  });
}

/** A published slot: `1-morning` is Monday morning (ISO weekday 1-7). */
export const weeklySlotKey = (weekday: number, period: AppointmentPeriod) => `${weekday}-${period}`;
