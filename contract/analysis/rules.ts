/** The periods the analysis screens compare, on the city's calendar dates (`YYYY-MM-DD`, both ends included). */
import { addDays, dateText, DAY_MS, startOfDate } from '../city-calendar';
import { EVALUATION_CHANGE_WINDOW_MS } from '../registrations/rules';

export const ANALYSIS_PERIODS = ['month', 'quarter', 'year', 'custom'] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];

/** A custom range may cover at most two years. */
export const CUSTOM_RANGE_MAX_DAYS = 731;

/** Evaluations are shown in aggregate only, by whole months each counted from this many (evaluationMonths). */
export const EVALUATIONS_SHOWN_FROM = 5;
/** The levels a satisfaction rate counts. */
export const SATISFIED_LEVELS: ReadonlySet<string> = new Set(['very_satisfied', 'satisfied']);
/** Before any evaluation: the start of an all-time range (the officer's preview counts every closed month). */
export const EVALUATIONS_SINCE = '2020-01-01';

export interface DateRange {
  from: string;
  to: string;
}

function toDate(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}

function toText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Calendar days in the range, both ends counted. */
export function daysIn(range: DateRange): number {
  return Math.round((toDate(range.to).getTime() - toDate(range.from).getTime()) / DAY_MS) + 1;
}

function startOf(kind: 'month' | 'quarter' | 'year', today: string, back = 0): string {
  const d = toDate(today);
  const months = kind === 'year' ? 12 : kind === 'quarter' ? 3 : 1;
  const first = kind === 'year' ? 0 : Math.floor(d.getUTCMonth() / months) * months;
  return toText(new Date(Date.UTC(d.getUTCFullYear(), first - back * months, 1)));
}

/**
 * The period so far (this month, quarter or year up to today, or the custom range) and the one it is compared
 * with: the same span of the period before (1-20 November against 1-20 October), or for a custom range the same
 * number of days just before it.
 */
export function comparedPeriods(
  kind: AnalysisPeriod,
  today: string,
  custom?: DateRange,
): { current: DateRange; previous: DateRange } {
  if (kind === 'custom') {
    const current = custom!;
    const days = daysIn(current);
    return { current, previous: { from: addDays(current.from, -days), to: addDays(current.from, -1) } };
  }
  const from = startOf(kind, today);
  const previousFrom = startOf(kind, today, 1);
  const elapsed = daysIn({ from, to: today }) - 1;
  // The previous period stops on its own last day when it is shorter (31 March against 28 February).
  const previousTo =
    addDays(previousFrom, elapsed) < from ? addDays(previousFrom, elapsed) : addDays(from, -1);
  return { current: { from, to: today }, previous: { from: previousFrom, to: previousTo } };
}

/** The month `count` months after `month` (before, when negative), both `YYYY-MM`. */
const addMonths = (month: string, count: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return toText(new Date(Date.UTC(y, m - 1 + count, 1))).slice(0, 7);
};

/** `YYYY-MM` of every month the range touches, in order. */
export function monthsIn(range: DateRange): string[] {
  const months: string[] = [];
  let cursor = range.from.slice(0, 7);
  const last = range.to.slice(0, 7);
  while (cursor <= last) {
    months.push(cursor);
    cursor = addMonths(cursor, 1);
  }
  return months;
}

/** Whole months, `YYYY-MM`, both ends included. */
export interface MonthRange {
  from: string;
  to: string;
}

/**
 * The months whose evaluations the analysis counts for a range: every month the range touches that has closed,
 * i.e. ended at least the change window ago, so that no evaluation in it can still be given or changed. Counted
 * by such months, each only when it holds EVALUATIONS_SHOWN_FROM or more, two periods (or one period on two days)
 * never differ by fewer evaluations than that: no single rating can be isolated. Null when none has closed.
 */
export function evaluationMonths(range: DateRange, now: Date): MonthRange | null {
  const settling = dateText(new Date(now.getTime() - EVALUATION_CHANGE_WINDOW_MS)).slice(0, 7);
  const lastClosed = addMonths(settling, -1);
  const from = range.from.slice(0, 7);
  const last = range.to.slice(0, 7);
  const to = last < lastClosed ? last : lastClosed;
  return from <= to ? { from, to } : null;
}

/** The first instant of the first month and the first instant after the last one. */
export function monthsAsInstants(months: MonthRange): { from: Date; before: Date } {
  return { from: startOfDate(`${months.from}-01`), before: startOfDate(`${addMonths(months.to, 1)}-01`) };
}
