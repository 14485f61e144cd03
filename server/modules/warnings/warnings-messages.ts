import type { Locale } from '../../../contract/locales';
import type { Warning } from '../../../contract/warnings/schemas';

export interface CountedWarning {
  count: number;
  threshold: number;
  enterpriseName: string;
  departmentName?: string;
  officerName?: string;
}

/** The sentence a user reads for each kind of warning. */
export const warningMessages: Record<Warning['kind'], Record<Locale, (c: CountedWarning) => string>> = {
  daily: {
    zh: (c) => `${c.enterpriseName}今日已被检查${c.count}次，超过每日${c.threshold}次的预警阈值`,
    en: (c) =>
      `${c.enterpriseName} has been inspected ${c.count} times today, above the daily limit of ${c.threshold}`,
  },
  weekly: {
    zh: (c) => `${c.enterpriseName}本周已被检查${c.count}次，超过每周${c.threshold}次的预警阈值`,
    en: (c) =>
      `${c.enterpriseName} has been inspected ${c.count} times this week, above the weekly limit of ${c.threshold}`,
  },
  monthly: {
    zh: (c) => `${c.enterpriseName}本月已被检查${c.count}次，超过每月${c.threshold}次的预警阈值`,
    en: (c) =>
      `${c.enterpriseName} has been inspected ${c.count} times this month, above the monthly limit of ${c.threshold}`,
  },
  no_findings_streak: {
    zh: (c) =>
      `执法人员${c.officerName}（${c.departmentName}）在${c.enterpriseName}连续${c.count}次检查未发现问题（阈值${c.threshold}次），需说明情况`,
    en: (c) =>
      `Officer ${c.officerName} (${c.departmentName}) found nothing at ${c.enterpriseName} ${c.count} times in a row (threshold ${c.threshold}) and must explain`,
  },
  annual_cap: {
    zh: (c) =>
      `${c.departmentName}今年已对${c.enterpriseName}检查${c.count}次，${c.count > c.threshold ? '超过' : '达到'}年度上限${c.threshold}次`,
    en: (c) =>
      `${c.departmentName} has inspected ${c.enterpriseName} ${c.count} times this year, ${c.count > c.threshold ? 'exceeding' : 'reaching'} the annual cap of ${c.threshold}`,
  },
};
