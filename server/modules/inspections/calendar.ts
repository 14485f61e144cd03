/** Calendar periods in Asia/Shanghai (UTC+8 all year, no daylight saving), as UTC instants. */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export interface Period {
  from: Date;
  to: Date;
}

function local(at: Date): Date {
  return new Date(at.getTime() + OFFSET_MS);
}

function fromLocal(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month, day) - OFFSET_MS);
}

export function dayOf(at: Date): Period {
  const l = local(at);
  const from = fromLocal(l.getUTCFullYear(), l.getUTCMonth(), l.getUTCDate());
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** ISO week: Monday to Sunday. */
export function weekOf(at: Date): Period {
  const day = dayOf(at).from;
  const weekday = (local(at).getUTCDay() + 6) % 7;
  const from = new Date(day.getTime() - weekday * DAY_MS);
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
}

export function monthOf(at: Date): Period {
  const l = local(at);
  return {
    from: fromLocal(l.getUTCFullYear(), l.getUTCMonth(), 1),
    to: fromLocal(l.getUTCFullYear(), l.getUTCMonth() + 1, 1),
  };
}

export function yearOf(at: Date): Period {
  return yearPeriod(local(at).getUTCFullYear());
}

export function yearPeriod(year: number): Period {
  return { from: fromLocal(year, 0, 1), to: fromLocal(year + 1, 0, 1) };
}

export function shanghaiYear(at: Date): number {
  return local(at).getUTCFullYear();
}

/** `YYYY-MM-DD` (a calendar date in Shanghai) -> the instant its day starts. */
export function startOfDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return fromLocal(y!, m! - 1, d!);
}

/** The Shanghai calendar date of an instant as `YYYY-MM-DD`. */
export function dateText(at: Date): string {
  return local(at).toISOString().slice(0, 10);
}

/** Whole calendar days between the Shanghai dates of two instants. */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  return Math.round((dayOf(later).from.getTime() - dayOf(earlier).from.getTime()) / DAY_MS);
}
