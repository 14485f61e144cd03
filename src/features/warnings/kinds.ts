import { warningMessages as m } from './messages';
import type { Warning } from '../../../contract/warnings/schemas';

export const kindLabels: Record<Warning['kind'], (typeof m)[keyof typeof m]> = {
  daily: m.kindDaily,
  weekly: m.kindWeekly,
  monthly: m.kindMonthly,
  no_findings_streak: m.kindStreak,
  annual_cap: m.kindCap,
};
