import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, inspectionRules } from '../../db/schema';

/**
 * Early-warning thresholds and annual caps (DOMAIN.md defaults). Rows of `inspection_rules` override them:
 * `daily_max`, `weekly_max`, `monthly_max`, `no_findings_streak`, `cap_default`, `cap:<department>` (0 = no cap).
 */
export interface InspectionRules {
  dailyMax: number;
  weeklyMax: number;
  monthlyMax: number;
  noFindingsStreak: number;
  caps: Array<{ departmentCode: string; nameZh: string; nameEn: string; cap: number }>;
}

export const DEFAULT_RULES = {
  daily_max: 1,
  weekly_max: 2,
  monthly_max: 3,
  no_findings_streak: 3,
  // Health allows 2 a year per level and 4 combined; levels are not modelled, so every department gets 2.
  cap_default: 2,
} as const;

export async function loadRules(db: Database): Promise<InspectionRules> {
  const [rows, depts] = await Promise.all([
    db.select().from(inspectionRules),
    db.select().from(departments).orderBy(asc(departments.sort)),
  ]);
  const values = new Map<string, number>(Object.entries(DEFAULT_RULES));
  for (const row of rows) values.set(row.key, row.value);
  const get = (key: string) => values.get(key)!;
  return {
    dailyMax: get('daily_max'),
    weeklyMax: get('weekly_max'),
    monthlyMax: get('monthly_max'),
    noFindingsStreak: get('no_findings_streak'),
    caps: depts
      .map((d) => ({
        departmentCode: d.code,
        nameZh: d.nameZh,
        nameEn: d.nameEn,
        cap: values.get(`cap:${d.code}`) ?? get('cap_default'),
      }))
      .filter((d) => d.cap > 0),
  };
}
