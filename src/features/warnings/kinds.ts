import { warningMessages as m } from './messages';
import type { Warning } from '../../../contract/warnings/schemas';

export const kindLabels: Record<Warning['kind'], (typeof m)[keyof typeof m]> = {
  daily: m.kindDaily,
  weekly: m.kindWeekly,
  monthly: m.kindMonthly,
  no_findings_streak: m.kindStreak,
  annual_cap: m.kindCap,
};

export const KIND_ORDER: Warning['kind'][] = [
  'daily',
  'weekly',
  'monthly',
  'annual_cap',
  'no_findings_streak',
];

/** Warnings grouped by kind in a fixed order, empty kinds left out. */
export function groupByKind(warnings: Warning[]): { kind: Warning['kind']; warnings: Warning[] }[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    warnings: warnings.filter((warning) => warning.kind === kind),
  })).filter((group) => group.warnings.length > 0);
}
