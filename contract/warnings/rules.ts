import { CHECK_IN_FAR_METERS_DEFAULT } from '../registrations/rules';
/**
 * Early-warning thresholds and annual caps (DOMAIN.md defaults); rows of the `warning_rules` table override
 * them: `daily_max`, `weekly_max`, `monthly_max`, `no_findings_streak`, `cap_default`, `cap:<department>` (0 = no cap),
 * `check_in_far_meters`.
 */
export const DEFAULT_WARNING_RULES = {
  daily_max: 1,
  weekly_max: 2,
  monthly_max: 3,
  no_findings_streak: 3,
  // Health allows 2 a year per level and 4 combined; levels are not modelled, so every department gets 2.
  cap_default: 2,
  check_in_far_meters: CHECK_IN_FAR_METERS_DEFAULT,
} as const;

/** Warnings look back this far (the officer desk, no-findings streaks). */
export const WARNING_LOOKBACK_MS = 365 * 86_400_000;

export const WARNING_KIND_ORDER = ['daily', 'weekly', 'monthly', 'no_findings_streak', 'annual_cap'] as const;
