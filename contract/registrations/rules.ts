/** DOMAIN.md's registration rules, read by the form and enforced by the server. */
import { calendarDaysBetween } from '../city-calendar';

/** Registering more than a day after the start is a late registration and needs a reason. */
export const LATE_AFTER_MS = 24 * 3_600_000;
/** Beyond this many calendar days (in the city) after the start a registration is refused. */
export const BACKFILL_LIMIT_DAYS = 10;
/** The registering officer may correct a registration this long after registering it. */
export const CORRECTION_WINDOW_MS = 72 * 3_600_000;
/** An enterprise may change its evaluation this long after it first evaluated. */
export const EVALUATION_CHANGE_WINDOW_MS = 7 * 86_400_000;
/**
 * An inspection not evaluated this many days after it was registered brings its enterprise one reminder, sent by
 * the time sweep within the day after (a sweep missed for longer does not send a burst of stale reminders).
 */
export const EVALUATION_REMINDER_AFTER_DAYS = 3;
/**
 * Corrections per registration. Within the 72-hour window an officer fixes a registration a few times at most;
 * 20 leaves room for that while bounding what one registration can grow to (each correction may carry up to 50
 * items and 20 problems before and after, some 50 KB, so at most about 1 MB per registration).
 */
export const CORRECTIONS_MAX = 20;
/** The detail carries the latest corrections; the rest are paged with `listRegistrationCorrections`. */
export const CORRECTIONS_IN_DETAIL = 5;
export const CORRECTIONS_PAGE_MAX = 20;

export const OFFICERS_MIN = 2;
export const OFFICERS_MAX = 6;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTOS_PER_PROBLEM_MAX = 9;
/** Problems one registration may list. */
export const PROBLEMS_MAX = 20;

export type Lateness = 'on-time' | 'late' | 'too-late';

/** On time within 24 h of the start; late after that; too late beyond 10 calendar days in the city's calendar. */
export function findLateness(startedAt: Date, now = new Date()): Lateness {
  if (calendarDaysBetween(startedAt, now) > BACKFILL_LIMIT_DAYS) return 'too-late';
  return now.getTime() - startedAt.getTime() > LATE_AFTER_MS ? 'late' : 'on-time';
}

export function findPhotoProblem(file: { size: number; type: string }): 'too-large' | 'wrong-type' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > PHOTO_MAX_BYTES) return 'too-large';
  return null;
}

/** No inspection is shorter than this: a check-in and a submission within it are a registration, not a visit. */
export const INSPECTION_MIN_MS = 60_000;

export function isTooShort(startedAt: Date, endedAt: Date): boolean {
  return endedAt.getTime() - startedAt.getTime() < INSPECTION_MIN_MS;
}

/**
 * A check-in farther than this from the enterprise's registered place is flagged on the record: the default of the
 * `check_in_far_meters` rule, which the city may change. The device's reported accuracy is recorded beside it, for
 * whoever reviews a flag, and does not move the line.
 */
export const CHECK_IN_FAR_METERS_DEFAULT = 500;
