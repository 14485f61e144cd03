import { countByDepartment, countByPeriodUpTo } from './warnings-queries';
import { loadWarningRules, type WarningRules } from './warnings-service';
import { cityYear, dayOf, monthOf, weekOf, yearPeriod } from '../../../contract/city-calendar';
import type { Allowance, AllowanceLimit } from '../../../contract/warnings/schemas';
import type { Database } from '../../db/client';

export type AllowanceCounts = Omit<Allowance, 'approvals'>;

/**
 * The one place that decides whether one more inspection of the enterprise by the department, started at `at`, is
 * within its allowance: the department's inspections of the year against its cap (case-specific ones exempt), and
 * every department's of the day, week and month against the thresholds (visits the enterprise booked aside), each
 * counted up to one past its limit. `over` names what it would go over.
 */
export async function findAllowance(
  db: Database,
  enterpriseId: string,
  department: { code: string; name: string },
  at: Date,
  knownRules?: WarningRules,
): Promise<AllowanceCounts> {
  const rules = knownRules ?? (await loadWarningRules(db));
  const year = cityYear(at);
  const [byDepartment, frequency] = await Promise.all([
    countByDepartment(db, enterpriseId, yearPeriod(year)),
    countByPeriodUpTo(
      db,
      enterpriseId,
      { day: dayOf(at), week: weekOf(at), month: monthOf(at) },
      { day: rules.dailyMax + 1, week: rules.weeklyMax + 1, month: rules.monthlyMax + 1 },
    ),
  ]);
  const capped = rules.caps.find((c) => c.departmentCode === department.code);
  const used = byDepartment.find((c) => c.departmentCode === department.code)?.used ?? 0;
  const cap = capped?.cap ?? null;
  const over: AllowanceLimit[] = [];
  if (cap !== null && used >= cap) over.push('annualCap');
  if (frequency.day >= rules.dailyMax) over.push('daily');
  if (frequency.week >= rules.weeklyMax) over.push('weekly');
  if (frequency.month >= rules.monthlyMax) over.push('monthly');
  return {
    departmentCode: department.code,
    departmentName: department.name,
    year,
    used,
    cap,
    remaining: cap === null ? null : Math.max(0, cap - used),
    day: { count: frequency.day, max: rules.dailyMax },
    week: { count: frequency.week, max: rules.weeklyMax },
    month: { count: frequency.month, max: rules.monthlyMax },
    over,
  };
}
