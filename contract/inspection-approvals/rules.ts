import { DAY_MS } from '../city-calendar';

/**
 * A department head's prior approval of an inspection beyond an enterprise's allowance (国办发〔2024〕54号: every
 * inspection needs the head's approval; beyond the annual cap or the frequency thresholds only with it).
 */
/** The longest window an approval may be valid for, in city days (first and last day included). */
export const APPROVAL_WINDOW_MAX_DAYS = 30;
/** How far ahead an approval's window may start, in city days. */
export const APPROVAL_START_MAX_DAYS_AHEAD = 30;

export type ApprovalWindowProblem = 'startsInPast' | 'startsTooLate' | 'endBeforeStart' | 'windowTooLong';

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * What is wrong with a window of city dates (`YYYY-MM-DD`) asked for on `today`: it starts today or up to
 * APPROVAL_START_MAX_DAYS_AHEAD later, ends on or after its start, and lasts at most APPROVAL_WINDOW_MAX_DAYS.
 */
export function approvalWindowProblem(
  validFrom: string,
  validTo: string,
  today: string,
): ApprovalWindowProblem | null {
  const from = dayNumber(validFrom);
  const to = dayNumber(validTo);
  const start = dayNumber(today);
  if (from < start) return 'startsInPast';
  if (from - start > APPROVAL_START_MAX_DAYS_AHEAD) return 'startsTooLate';
  if (to < from) return 'endBeforeStart';
  if (to - from + 1 > APPROVAL_WINDOW_MAX_DAYS) return 'windowTooLong';
  return null;
}
