/**
 * A department head's prior approval of an inspection beyond an enterprise's allowance (国办发〔2024〕54号: every
 * inspection needs the head's approval; beyond the annual cap or the frequency thresholds only with it).
 */
/** The longest window an approval may be valid for, in city days (first and last day included). */
export const APPROVAL_WINDOW_MAX_DAYS = 30;
/** How far ahead an approval's window may start, in city days. */
export const APPROVAL_START_MAX_DAYS_AHEAD = 30;
