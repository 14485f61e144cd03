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

export const OFFICERS_MIN = 2;
export const OFFICERS_MAX = 6;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTOS_PER_PROBLEM_MAX = 9;

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
