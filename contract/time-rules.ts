/** A device clock may run this far ahead of the server's; an end time within it is not "in the future". */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** Dates outside these years are refused by every date field (a typo or a probe, never an inspection). */
export const EARLIEST_INSTANT = new Date('2000-01-01T00:00:00Z');
export const LATEST_INSTANT = new Date('2100-01-01T00:00:00Z');

export type EndTimeProblem = 'endBeforeStart' | 'inFuture';

export function endsBeforeStart(startedAt?: string, endedAt?: string): boolean {
  return Boolean(startedAt && endedAt && new Date(endedAt).getTime() < new Date(startedAt).getTime());
}

/** What is wrong with an activity's end time, if anything: before its start, or later than now. */
export function findEndTimeProblem(startedAt: Date, endedAt: Date, now = new Date()): EndTimeProblem | null {
  if (endedAt.getTime() < startedAt.getTime()) return 'endBeforeStart';
  if (endedAt.getTime() > now.getTime() + CLOCK_SKEW_MS) return 'inFuture';
  return null;
}
