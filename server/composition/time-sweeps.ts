/**
 * Everything time does on its own, on the app's clock (the test clock when set): complaint reminders, overdue
 * reports and closing unrated replies; appointments expiring unanswered or missed; the inspection and complaint
 * counts folded; photo uploads no form used for a week forgotten; inspections not evaluated after three days
 * reminded of; delivered outbox rows pruned after a month, generated documents after three. Run every minute, and
 * at once when the test clock moves so a browser test sees the deadlines pass.
 */
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { repeatEvery } from '../db/repeating-task';
import type { AppContext } from '../http/endpoint';
import { NotFoundError } from '../http/errors';
import { foldStats } from '../modules/analysis';
import { runAppointmentExpirySweep, appointmentPhotoStore } from '../modules/appointments';
import { runComplaintDeadlineSweep, complaintPhotoStore } from '../modules/complaints';
import { pruneDocumentFiles } from '../modules/documents';
import { pruneSentOutbox } from '../modules/messages';
import { sweepWaitingPhotos } from '../modules/photos';
import { sendEvaluationReminders, registrationPhotoStore } from '../modules/registrations';

export async function runTimeSweeps(db: Database, now: Date, config: AppConfig): Promise<void> {
  await runComplaintDeadlineSweep({ db, now, config });
  await runAppointmentExpirySweep(db, now);
  await foldStats(db, { vacuum: true });
  await sweepWaitingPhotos(db, [complaintPhotoStore, appointmentPhotoStore, registrationPhotoStore], now);
  await sendEvaluationReminders(db, now);
  await pruneSentOutbox(db, now);
  await pruneDocumentFiles(db, now);
}

export interface TimeSweepWorkerOptions {
  db: Database;
  config: AppConfig;
  now?: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/** Runs the sweeps every minute until stopped. */
export function startTimeSweepWorker({
  db,
  config,
  now = () => new Date(),
  intervalMs = 60_000,
  onError = () => undefined,
}: TimeSweepWorkerOptions): { stop(): Promise<void> } {
  return repeatEvery(intervalMs, () => runTimeSweeps(db, now(), config), onError);
}

/**
 * Folds every couple of seconds: each create's warnings read its enterprise's unfolded changes, which the minute's
 * time sweep alone would let grow to a minute of a busy enterprise's registrations.
 */
export function startStatsFoldWorker(db: Database, onError: (error: unknown) => void, intervalMs = 2_000) {
  return repeatEvery(intervalMs, () => foldStats(db), onError);
}

/** TEST_CLOCK only: moves the server's clock and sweeps at once. */
export async function advanceTestClock(ctx: AppContext, hours: number): Promise<{ now: string }> {
  if (!ctx.config.testClock || !ctx.advanceClock) throw new NotFoundError();
  ctx.advanceClock(hours * 3_600_000);
  await runTimeSweeps(ctx.db, ctx.now(), ctx.config);
  return { now: ctx.now().toISOString() };
}
