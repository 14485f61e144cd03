/** The periods the analysis screens compare, on the city's calendar dates (`YYYY-MM-DD`, both ends included). */

export const ANALYSIS_PERIODS = ['month', 'quarter', 'year', 'custom'] as const;
export type AnalysisPeriod = (typeof ANALYSIS_PERIODS)[number];

/** A custom range may cover at most two years. */
export const CUSTOM_RANGE_MAX_DAYS = 731;

/** Evaluations are shown in aggregate only, once at least this many have closed their change window. */
export const EVALUATIONS_SHOWN_FROM = 5;

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

function toDate(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}

function toText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(text: string, days: number): string {
  return toText(new Date(toDate(text).getTime() + days * DAY_MS));
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

/** `YYYY-MM` of every month the range touches, in order. */
export function monthsIn(range: DateRange): string[] {
  const months: string[] = [];
  let cursor = range.from.slice(0, 7);
  const last = range.to.slice(0, 7);
  while (cursor <= last) {
    months.push(cursor);
    const [y, m] = cursor.split('-').map(Number) as [number, number];
    cursor = toText(new Date(Date.UTC(y, m, 1))).slice(0, 7);
  }
  return months;
}
