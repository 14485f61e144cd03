/**
 * The deadline sweep, run every minute and at once when the test clock moves: the working day before a deadline
 * whoever owes the step is reminded (once per step); past it an `overdue` line counts against the department that
 * owes it and the supervision office and that department's heads are told (once per step); a reply not rated in
 * time closes the complaint resolved. Each complaint changes in its own transaction, guarded against a user's change
 * and another server's sweep.
 */
import {
  claimContactReport,
  listUnrated,
  listUncontacted,
  listUnreminded,
  listUnreported,
} from './complaint-deadline-queries';
import { owingDepartment, remind, reportOverdue, tellComplainant } from './complaint-notifications';
import { reminderAt, type StepClock } from './complaint-steps';
import { findComplaint, insertComplaintEvent, markStep, type ComplaintRecord } from './complaints-queries';
import { transition } from './complaints-service';
import { DAY_MS } from '../../../contract/city-calendar';
import {
  canTransition,
  OPEN_COMPLAINT_STATES,
  OWED_COMPLAINT_STATES,
  type ComplaintStep,
} from '../../../contract/complaints/rules';
import type { Locale } from '../../../contract/locales';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { OperationFailedError } from '../../http/errors';
import { loadHolidayCalendar } from '../calendar';
import { listDepartments } from '../officers';

/** A reminder goes out at most this long before its deadline (the longest holiday plus the weekends around it). */
const REMINDER_HORIZON_MS = 20 * DAY_MS;

export interface SweepOptions {
  db: Database;
  now: Date;
  config: AppConfig;
}

export interface SweepResult {
  reminded: number;
  overdue: number;
  closed: number;
}

type Names = (code: string | null) => { code: string; names: Record<Locale, string> } | null;

async function reportMissed(
  db: Database,
  c: ComplaintRecord,
  step: ComplaintStep,
  due: Date,
  clock: StepClock,
  names: Names,
): Promise<boolean> {
  const at = clock.at;
  const department = owingDepartment(c, step);
  return db.transaction(async (tx) => {
    const claimed =
      step === 'contact'
        ? await claimContactReport(tx, c.id, c.handlingStartedAt ?? new Date(0))
        : await markStep(tx, c, { overdueAt: at });
    if (!claimed) return false;
    await insertComplaintEvent(tx, {
      complaintId: c.id,
      action: 'overdue',
      actor: 'system',
      departmentCode: department,
      step,
      state: c.state,
      at,
    });
    await reportOverdue(tx, c, step, names(department), due, at);
    return true;
  });
}

async function closeUnrated(db: Database, id: string, clock: StepClock): Promise<boolean> {
  const row = await findComplaint(db, id);
  if (!row || !canTransition('close', row.complaint.state)) return false;
  try {
    await db.transaction(async (tx) => {
      const { record } = await transition(
        tx,
        { row, signedBefore: new Set(), recused: false },
        'close',
        null,
        clock,
      );
      await tellComplainant(tx, record, { kind: 'closedUnrated' }, null, clock.at);
    });
    return true;
  } catch (error) {
    // Rated (or closed by another server) meanwhile.
    if (error instanceof OperationFailedError) return false;
    throw error;
  }
}

export async function runComplaintDeadlineSweep({ db, now, config }: SweepOptions): Promise<SweepResult> {
  const clock: StepClock = {
    at: now,
    deadlines: config.complaintDeadlines,
    calendar: await loadHolidayCalendar(db),
  };
  const departments = new Map((await listDepartments(db)).map((d) => [d.code, d]));
  const names: Names = (code) => {
    const d = code ? departments.get(code) : undefined;
    return d ? { code: d.code, names: { zh: d.nameZh, en: d.nameEn } } : null;
  };
  const result: SweepResult = { reminded: 0, overdue: 0, closed: 0 };

  const horizon = new Date(now.getTime() + REMINDER_HORIZON_MS);
  for (const c of await listUnreminded(db, OPEN_COMPLAINT_STATES, now, horizon)) {
    if (!c.step || !c.dueAt || reminderAt(c.dueAt, clock.calendar) > now) continue;
    const { step, dueAt } = c;
    const sent = await db.transaction(async (tx) => {
      if (!(await markStep(tx, c, { remindedAt: now }))) return false;
      await remind(tx, c, step, dueAt, now);
      return true;
    });
    if (sent) result.reminded += 1;
  }
  for (const c of await listUnreported(db, OWED_COMPLAINT_STATES, now)) {
    if (c.step && c.dueAt && (await reportMissed(db, c, c.step, c.dueAt, clock, names))) result.overdue += 1;
  }
  for (const c of await listUncontacted(db, now)) {
    if (await reportMissed(db, c, 'contact', c.contactDueAt!, clock, names)) result.overdue += 1;
  }
  for (const { id } of await listUnrated(db, now)) {
    if (await closeUnrated(db, id, clock)) result.closed += 1;
  }
  return result;
}
