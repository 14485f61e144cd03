import { warningMessages, type CountedWarning } from './warnings-messages';
import {
  countByDepartment,
  countByPeriodUpTo,
  countForWarnings,
  countNoFindingStreaks,
  type EnterpriseFilter,
  type StreakOfficers,
  listWarningRuleRows,
  ofEnterprise,
} from './warnings-queries';
import { cityYear, dayOf, monthOf, weekOf, yearOf, yearPeriod } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import {
  DEFAULT_WARNING_RULES,
  WARNING_KIND_ORDER,
  WARNING_LOOKBACK_MS,
} from '../../../contract/warnings/rules';
import type { Quota, Warning } from '../../../contract/warnings/schemas';
import { cachedUntilChanged, type ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { OperationFailedError } from '../../http/errors';
import { hasCapability, isEnterpriseSession, requireOwnEnterprise } from '../../http/guards';
import { findEnterpriseIdByNumber } from '../enterprises';
import { listDepartments } from '../officers';

export interface WarningRules {
  dailyMax: number;
  weeklyMax: number;
  monthlyMax: number;
  noFindingsStreak: number;
  /** A check-in farther than this from the enterprise's place is flagged. */
  checkInFarMeters: number;
  caps: Array<{ departmentCode: string; nameZh: string; nameEn: string; cap: number }>;
}

const cachedRules = new WeakMap<Database, () => Promise<WarningRules>>();

/**
 * Every create reads the rules: the server keeps them, dropped when any process changes them or the departments
 * (migration 0028). Without a cache for `db` (a transaction, a test's own database) they are read.
 */
export function cacheWarningRules(db: Database, changes: ChangeFeed): void {
  cachedRules.set(
    db,
    cachedUntilChanged(() => readWarningRules(db), changes),
  );
}

/** The defaults, overridden by rows of `warning_rules`; the caller must not change what it gets. */
export function loadWarningRules(db: Database): Promise<WarningRules> {
  return cachedRules.get(db)?.() ?? readWarningRules(db);
}

async function readWarningRules(db: Database): Promise<WarningRules> {
  const [rows, depts] = await Promise.all([listWarningRuleRows(db), listDepartments(db, 'inspecting')]);
  const values = new Map<string, number>(Object.entries(DEFAULT_WARNING_RULES));
  for (const row of rows) values.set(row.key, row.value);
  const get = (key: string) => values.get(key)!;
  return {
    dailyMax: get('daily_max'),
    weeklyMax: get('weekly_max'),
    monthlyMax: get('monthly_max'),
    noFindingsStreak: get('no_findings_streak'),
    checkInFarMeters: get('check_in_far_meters'),
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

/** Per-department use of the annual caps for one enterprise (case-specific inspections exempt). */
export async function findQuota(
  db: Database,
  enterpriseId: string,
  year: number,
  locale: Locale,
): Promise<Quota[]> {
  const { caps } = await loadWarningRules(db);
  const byDept = new Map(
    (await countByDepartment(db, enterpriseId, yearPeriod(year))).map((r) => [r.departmentCode, r]),
  );
  return caps.map((c) => ({
    departmentCode: c.departmentCode,
    departmentName: locale === 'en' ? c.nameEn : c.nameZh,
    year,
    used: byDept.get(c.departmentCode)?.used ?? 0,
    exempt: byDept.get(c.departmentCode)?.exempt ?? 0,
    cap: c.cap,
  }));
}

/**
 * A no-findings streak names an officer who must explain: it is for that officer's department and the supervision
 * office only, never for the enterprise or another department. Whose streaks `viewer` may see.
 */
function streaksVisibleTo(viewer: AuthSession): StreakOfficers | null {
  if (viewer.user.role !== 'officer') return null;
  if (hasCapability(viewer, 'supervisor')) return 'every department';
  return viewer.user.departmentCode ? { departmentCode: viewer.user.departmentCode } : null;
}

/**
 * Current warnings of the enterprises matched by `enterpriseFilter` (which enterprises),
 * keyed by enterprise id, as `viewer` may see them. Periods are the current day, ISO week, month and year in
 * the city's calendar.
 */
export async function computeWarnings(
  db: Database,
  enterpriseFilter: EnterpriseFilter,
  locale: Locale,
  viewer: AuthSession,
  now = new Date(),
  knownRules?: WarningRules,
): Promise<Map<string, Warning[]>> {
  const streakOfficers = streaksVisibleTo(viewer);
  const rules = knownRules ?? (await loadWarningRules(db));
  const [counts, streaks] = await Promise.all([
    countForWarnings(db, enterpriseFilter, {
      day: dayOf(now),
      week: weekOf(now),
      month: monthOf(now),
      year: yearOf(now),
    }),
    streakOfficers === null
      ? []
      : countNoFindingStreaks(
          db,
          enterpriseFilter,
          streakOfficers,
          new Date(now.getTime() - WARNING_LOOKBACK_MS),
          rules.noFindingsStreak,
        ),
  ]);

  const result = new Map<string, Warning[]>();
  const push = (
    enterprise: { enterpriseId: string; enterpriseNumber: string; enterpriseName: string },
    kind: Warning['kind'],
    c: Omit<CountedWarning, 'enterpriseName'> & { departmentCode?: string | null },
  ) => {
    const list = result.get(enterprise.enterpriseId) ?? [];
    list.push({
      kind,
      message: warningMessages[kind][locale]({ ...c, enterpriseName: enterprise.enterpriseName }),
      count: c.count,
      threshold: c.threshold,
      departmentName: c.departmentName ?? null,
      departmentCode: c.departmentCode ?? null,
      enterpriseNumber: enterprise.enterpriseNumber,
      enterpriseName: enterprise.enterpriseName,
    });
    result.set(enterprise.enterpriseId, list);
  };

  for (const f of sumByEnterprise(counts)) {
    // Nothing this week or month is never too many (a negative threshold, which the rules allow, aside).
    if (f.week === 0 && f.month === 0) continue;
    if (f.day > rules.dailyMax) push(f, 'daily', { count: f.day, threshold: rules.dailyMax });
    if (f.week > rules.weeklyMax) push(f, 'weekly', { count: f.week, threshold: rules.weeklyMax });
    if (f.month > rules.monthlyMax) push(f, 'monthly', { count: f.month, threshold: rules.monthlyMax });
  }
  for (const s of streaks) {
    if (s.streak >= rules.noFindingsStreak)
      push(s, 'no_findings_streak', {
        count: s.streak,
        threshold: rules.noFindingsStreak,
        officerName: s.officerName,
        departmentName: locale === 'en' ? s.departmentEn : s.departmentZh,
        departmentCode: s.departmentCode,
      });
  }
  const capOf = new Map(rules.caps.map((c) => [c.departmentCode, c]));
  for (const c of counts) {
    const cap = capOf.get(c.departmentCode);
    if (cap && c.used >= cap.cap)
      push(c, 'annual_cap', {
        count: c.used,
        threshold: cap.cap,
        departmentName: locale === 'en' ? cap.nameEn : cap.nameZh,
        departmentCode: c.departmentCode,
      });
  }
  const order: readonly Warning['kind'][] = WARNING_KIND_ORDER;
  for (const list of result.values()) list.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return result;
}

type WarningCounts = Awaited<ReturnType<typeof countForWarnings>>[number];
type Frequency = Omit<WarningCounts, 'departmentCode' | 'used'>;

/** The day's, week's and month's registrations of each enterprise, all departments together. */
export function sumByEnterprise(counts: WarningCounts[]): Frequency[] {
  const byEnterprise = new Map<string, Frequency>();
  for (const { enterpriseId, enterpriseNumber, enterpriseName, day, week, month } of counts) {
    const sum = byEnterprise.get(enterpriseId);
    if (!sum)
      byEnterprise.set(enterpriseId, { enterpriseId, enterpriseNumber, enterpriseName, day, week, month });
    else {
      sum.day += day;
      sum.week += week;
      sum.month += month;
    }
  }
  return [...byEnterprise.values()];
}

/** Whether one more registration started at `at` takes the enterprise over a daily, weekly or monthly threshold. */
export async function raisesFrequencyWarning(
  db: Database,
  enterpriseId: string,
  at: Date,
  rules: WarningRules,
): Promise<boolean> {
  const c = await countByPeriodUpTo(
    db,
    enterpriseId,
    { day: dayOf(at), week: weekOf(at), month: monthOf(at) },
    { day: rules.dailyMax, week: rules.weeklyMax, month: rules.monthlyMax },
  );
  return c.day >= rules.dailyMax || c.week >= rules.weeklyMax || c.month >= rules.monthlyMax;
}

/** One enterprise's warnings as `viewer` may see them (every endpoint that returns warnings goes through here). */
export async function findWarningsOf(
  db: Database,
  enterpriseId: string,
  locale: Locale,
  viewer: AuthSession,
  now = new Date(),
  rules?: WarningRules,
): Promise<Warning[]> {
  const warnings = await computeWarnings(db, ofEnterprise(enterpriseId), locale, viewer, now, rules);
  return warnings.get(enterpriseId) ?? [];
}

export async function getQuota(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'getQuota'>,
  locale: Locale,
  now: Date,
): Promise<Quota[]> {
  if (isEnterpriseSession(session)) requireOwnEnterprise(session, input.enterpriseNumber);
  const enterpriseId = await findEnterpriseIdByNumber(db, input.enterpriseNumber);
  if (!enterpriseId) throw new OperationFailedError('enterpriseNotFound');
  return findQuota(db, enterpriseId, input.year ?? cityYear(now), locale);
}
