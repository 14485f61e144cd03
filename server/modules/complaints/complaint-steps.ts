/** Which step a complaint owes in each state, when it is due, and when its reminder goes out. */
import {
  dateText,
  startOfDate,
  workingDaysBefore,
  type HolidayCalendar,
} from '../../../contract/city-calendar';
import {
  dueAt,
  isClosed,
  type ComplaintDeadlines,
  type ComplaintState,
  type ComplaintStep,
} from '../../../contract/complaints/rules';

export interface StepClock {
  at: Date;
  deadlines: ComplaintDeadlines;
  calendar: HolidayCalendar;
}

interface Timing {
  createdAt: Date;
  handlingStartedAt: Date | null;
  extensionState: 'requested' | 'approved' | 'refused' | null;
  extensionWorkingDays: number | null;
}

const STEP_OF: Partial<Record<ComplaintState, ComplaintStep>> = {
  submitted: 'accept',
  assigned: 'sign',
  handling: 'reply',
  reviewing: 'review',
  replied: 'rate',
};

/**
 * The step owed in `state` and its deadline, counted from `clock.at` except: acceptance from the submission, and the
 * reply from the signature plus an approved extension (sent back, it keeps the deadline it had).
 */
export function stepDeadline(
  state: ComplaintState,
  c: Timing,
  clock: StepClock,
): { step: ComplaintStep | null; dueAt: Date | null } {
  const step = STEP_OF[state];
  if (!step || isClosed(state)) return { step: null, dueAt: null };
  const { deadlines, calendar } = clock;
  if (step === 'accept') return { step, dueAt: dueAt(step, c.createdAt, deadlines, calendar) };
  if (step === 'reply') {
    const extension = c.extensionState === 'approved' ? (c.extensionWorkingDays ?? 0) : 0;
    const from = c.handlingStartedAt ?? clock.at;
    return { step, dueAt: dueAt(step, from, deadlines, calendar, extension) };
  }
  return { step, dueAt: dueAt(step, clock.at, deadlines, calendar) };
}

/** The start (city time) of the working day before the deadline's last day. */
export function reminderAt(due: Date, calendar: HolidayCalendar): Date {
  const lastDay = dateText(new Date(due.getTime() - 1));
  return startOfDate(workingDaysBefore(lastDay, 1, calendar));
}
