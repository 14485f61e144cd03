import { CUSTOM_RANGE_MAX_DAYS, daysIn, type AnalysisPeriod } from '../../../contract/analysis/rules';
import type { Figure } from '../../../contract/analysis/schemas';

/** The period a screen shows: one of the running periods, or a custom range once it is valid. */
export interface PeriodChoice {
  period: AnalysisPeriod;
  from?: string;
  to?: string;
}

export type RangeProblem = 'fromRequired' | 'toRequired' | 'endBeforeStart' | 'rangeTooLong';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The contract's rule for a custom range (contract/analysis/schemas.ts), checked before asking the server. */
export function checkCustomRange(from: string, to: string): RangeProblem | null {
  if (!ISO_DATE.test(from)) return 'fromRequired';
  if (!ISO_DATE.test(to)) return 'toRequired';
  if (to < from) return 'endBeforeStart';
  if (daysIn({ from, to }) > CUSTOM_RANGE_MAX_DAYS) return 'rangeTooLong';
  return null;
}

/** The request input of a choice: dates only for a custom range. */
export function periodInput(choice: PeriodChoice): PeriodChoice {
  return choice.period === 'custom'
    ? { period: 'custom', from: choice.from, to: choice.to }
    : { period: choice.period };
}

export type Direction = 'up' | 'down' | 'same';

/** How a count moved against the period before. */
export function countChange(figure: Figure): { direction: Direction; amount: number } {
  const amount = figure.current - figure.previous;
  return { direction: amount > 0 ? 'up' : amount < 0 ? 'down' : 'same', amount: Math.abs(amount) };
}

/** A share in 0..1, or null when there is nothing to divide by. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** How a share moved, in percentage points (one decimal); null when either period has no share. */
export function shareChange(
  current: number | null,
  previous: number | null,
): { direction: Direction; points: number } | null {
  if (current === null || previous === null) return null;
  const points = Math.round((current - previous) * 1000) / 10;
  return { direction: points > 0 ? 'up' : points < 0 ? 'down' : 'same', points: Math.abs(points) };
}
