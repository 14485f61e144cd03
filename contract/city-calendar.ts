/**
 * Calendar days, weeks, months and years in the city's time zone, whatever the phone's or the server's zone is.
 * Asia/Shanghai is UTC+8 all year (no daylight saving), so a fixed offset is exact.
 */
export const CITY_TIME_ZONE = 'Asia/Shanghai';
const OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

export interface Period {
  from: Date;
  to: Date;
}

function toCityClock(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

function fromCityDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - OFFSET_MS);
}

export function dayOf(at: Date): Period {
  const l = toCityClock(at);
  const from = fromCityDate(l.getUTCFullYear(), l.getUTCMonth(), l.getUTCDate());
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** ISO week: Monday to Sunday. */
export function weekOf(at: Date): Period {
  const day = dayOf(at).from;
  const weekday = (toCityClock(at).getUTCDay() + 6) % 7;
  const from = new Date(day.getTime() - weekday * DAY_MS);
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

export function monthOf(at: Date): Period {
  const l = toCityClock(at);
  return {
    from: fromCityDate(l.getUTCFullYear(), l.getUTCMonth(), 1),
    to: fromCityDate(l.getUTCFullYear(), l.getUTCMonth() + 1, 1),
  };
}

export function yearOf(at: Date): Period {
  return yearPeriod(cityYear(at));
}

export function yearPeriod(year: number): Period {
  return { from: fromCityDate(year, 0, 1), to: fromCityDate(year + 1, 0, 1) };
}

export function cityYear(at: Date): number {
  return toCityClock(at).getUTCFullYear();
}

/** `YYYY-MM-DD` (a calendar date in the city) -> the instant its day starts. */
export function startOfDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return fromCityDate(y!, m! - 1, d!);
}

/** A list's period of city days (either end may be open) as instants: from the first day's start to the day after the last. */
export function daysAsInstants(from?: string, to?: string): { from?: Date; before?: Date } {
  return {
    from: from ? startOfDate(from) : undefined,
    before: to ? new Date(startOfDate(to).getTime() + DAY_MS) : undefined,
  };
}

/** The city's calendar date of an instant as `YYYY-MM-DD`. */
export function dateText(at: Date): string {
  return toCityClock(at).toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm` on the city's clock. */
export function dateTimeText(at: Date): string {
  return toCityClock(at).toISOString().slice(0, 16).replace('T', ' ');
}

/** Whole calendar days between the city dates of two instants. */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((dayOf(later).from.getTime() - dayOf(earlier).from.getTime()) / DAY_MS);
}

/**
 * Days off and worked weekend days announced for a year (the State Council's holiday notice), as `YYYY-MM-DD`.
 * Without them Monday to Friday are the working days.
 */
export interface HolidayCalendar {
  daysOff: ReadonlySet<string>;
  workedWeekendDays: ReadonlySet<string>;
}

export const WEEKDAYS_ONLY: HolidayCalendar = { daysOff: new Set(), workedWeekendDays: new Set() };

/** Whether the city date `YYYY-MM-DD` is a working day. */
export function isWorkingDate(isoDate: string, calendar: HolidayCalendar = WEEKDAYS_ONLY): boolean {
  if (calendar.workedWeekendDays.has(isoDate)) return true;
  if (calendar.daysOff.has(isoDate)) return false;
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The city date `days` working days before `isoDate` (`days` = 0 gives `isoDate` itself). */
export function workingDaysBefore(
  isoDate: string,
  days: number,
  calendar: HolidayCalendar = WEEKDAYS_ONLY,
): string {
  let at = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() - DAY_MS);
    if (isWorkingDate(at.toISOString().slice(0, 10), calendar)) left -= 1;
  }
  return at.toISOString().slice(0, 10);
}

/** The city date `days` working days after `isoDate` (`days` = 0 gives `isoDate` itself). */
export function workingDaysAfter(
  isoDate: string,
  days: number,
  calendar: HolidayCalendar = WEEKDAYS_ONLY,
): string {
  let at = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (isWorkingDate(at.toISOString().slice(0, 10), calendar)) left -= 1;
  }
  return at.toISOString().slice(0, 10);
}

/**
 * "Within `days` working days" of an instant: the end (next midnight, city time) of the `days`-th working day after
 * the instant's city date. Something done on a Friday within 2 working days is due by the end of Tuesday.
 */
export function endOfWorkingDays(at: Date, days: number, calendar: HolidayCalendar = WEEKDAYS_ONLY): Date {
  const last = workingDaysAfter(dateText(at), days, calendar);
  return new Date(startOfDate(last).getTime() + DAY_MS);
}
