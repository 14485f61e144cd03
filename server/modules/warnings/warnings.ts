import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Quota, Warning } from '../../../contract/supervision-schemas';
import type { Locale } from '../../../contract/locales';
import type { Database } from '../../db/client';
import { departments, enterprises, registrations, users } from '../../db/schema';
import { dayOf, monthOf, weekOf, yearOf, yearPeriod } from '../inspections/calendar';
import { loadRules, type InspectionRules } from './rules';

const YEAR_MS = 365 * 86_400_000;

type Counted = {
  count: number;
  threshold: number;
  enterpriseName: string;
  departmentName?: string;
  officerName?: string;
};

const messages: Record<Warning['kind'], Record<Locale, (c: Counted) => string>> = {
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

const toInt = (v: unknown) => Number(v ?? 0);

/** Per-department use of the annual caps for one enterprise (case-specific inspections exempt). */
export async function quotaFor(
  db: Database,
  enterpriseId: string,
  year: number,
  locale: Locale,
  rules?: InspectionRules,
): Promise<Quota[]> {
  const { caps } = rules ?? (await loadRules(db));
  const period = yearPeriod(year);
  const rows = await db
    .select({
      departmentCode: registrations.departmentCode,
      used: sql<number>`count(*) filter (where ${registrations.type} <> 'case')`,
      exempt: sql<number>`count(*) filter (where ${registrations.type} = 'case')`,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.enterpriseId, enterpriseId),
        gte(registrations.startedAt, period.from),
        lt(registrations.startedAt, period.to),
      ),
    )
    .groupBy(registrations.departmentCode);
  const byDept = new Map(rows.map((r) => [r.departmentCode, r]));
  return caps.map((c) => ({
    departmentCode: c.departmentCode,
    departmentName: locale === 'en' ? c.nameEn : c.nameZh,
    year,
    used: toInt(byDept.get(c.departmentCode)?.used),
    exempt: toInt(byDept.get(c.departmentCode)?.exempt),
    cap: c.cap,
  }));
}

/**
 * Current warnings of the enterprises matched by `enterpriseFilter` (a condition on registrations.enterprise_id),
 * keyed by enterprise id. Periods are the current Shanghai day, ISO week, month and year.
 */
export async function computeWarnings(
  db: Database,
  enterpriseFilter: SQL,
  locale: Locale,
  now = new Date(),
): Promise<Map<string, Warning[]>> {
  const rules = await loadRules(db);
  const day = dayOf(now);
  const week = weekOf(now);
  const month = monthOf(now);
  const year = yearOf(now);
  const from = new Date(Math.min(week.from.getTime(), month.from.getTime()));
  const to = new Date(Math.max(week.to.getTime(), month.to.getTime()));
  const inRange = (p: { from: Date; to: Date }) =>
    sql`${registrations.startedAt} >= ${p.from.toISOString()}::timestamptz and ${registrations.startedAt} < ${p.to.toISOString()}::timestamptz`;

  const [frequency, caps, streaks] = await Promise.all([
    db
      .select({
        enterpriseId: registrations.enterpriseId,
        day: sql<number>`count(*) filter (where ${inRange(day)})`,
        week: sql<number>`count(*) filter (where ${inRange(week)})`,
        month: sql<number>`count(*) filter (where ${inRange(month)})`,
      })
      .from(registrations)
      .where(and(enterpriseFilter, gte(registrations.startedAt, from), lt(registrations.startedAt, to)))
      .groupBy(registrations.enterpriseId),
    db
      .select({
        enterpriseId: registrations.enterpriseId,
        departmentCode: registrations.departmentCode,
        used: sql<number>`count(*) filter (where ${registrations.type} <> 'case')`,
      })
      .from(registrations)
      .where(
        and(enterpriseFilter, gte(registrations.startedAt, year.from), lt(registrations.startedAt, year.to)),
      )
      .groupBy(registrations.enterpriseId, registrations.departmentCode),
    streaksOf(db, enterpriseFilter, new Date(now.getTime() - YEAR_MS)),
  ]);

  const ids = new Set<string>([...frequency, ...caps, ...streaks].map((r) => r.enterpriseId));
  const result = new Map<string, Warning[]>();
  if (ids.size === 0) return result;
  const names = new Map(
    (
      await db
        .select({ id: enterprises.id, number: enterprises.enterpriseNumber, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.id, [...ids]))
    ).map((e) => [e.id, e]),
  );
  const push = (enterpriseId: string, kind: Warning['kind'], c: Omit<Counted, 'enterpriseName'>) => {
    const enterprise = names.get(enterpriseId);
    if (!enterprise) return;
    const counted = { ...c, enterpriseName: enterprise.name };
    const list = result.get(enterpriseId) ?? [];
    list.push({
      kind,
      message: messages[kind][locale](counted),
      count: c.count,
      threshold: c.threshold,
      departmentName: c.departmentName ?? null,
      enterpriseNumber: enterprise.number,
      enterpriseName: enterprise.name,
    });
    result.set(enterpriseId, list);
  };

  for (const f of frequency) {
    if (toInt(f.day) > rules.dailyMax)
      push(f.enterpriseId, 'daily', { count: toInt(f.day), threshold: rules.dailyMax });
    if (toInt(f.week) > rules.weeklyMax)
      push(f.enterpriseId, 'weekly', { count: toInt(f.week), threshold: rules.weeklyMax });
    if (toInt(f.month) > rules.monthlyMax)
      push(f.enterpriseId, 'monthly', { count: toInt(f.month), threshold: rules.monthlyMax });
  }
  for (const s of streaks) {
    if (s.streak >= rules.noFindingsStreak)
      push(s.enterpriseId, 'no_findings_streak', {
        count: s.streak,
        threshold: rules.noFindingsStreak,
        officerName: s.officerName,
        departmentName: locale === 'en' ? s.departmentEn : s.departmentZh,
      });
  }
  const capOf = new Map(rules.caps.map((c) => [c.departmentCode, c]));
  for (const c of caps) {
    const cap = capOf.get(c.departmentCode);
    if (cap && toInt(c.used) >= cap.cap)
      push(c.enterpriseId, 'annual_cap', {
        count: toInt(c.used),
        threshold: cap.cap,
        departmentName: locale === 'en' ? cap.nameEn : cap.nameZh,
      });
  }
  const order: Warning['kind'][] = ['daily', 'weekly', 'monthly', 'no_findings_streak', 'annual_cap'];
  for (const list of result.values()) list.sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return result;
}

export async function warningsOf(
  db: Database,
  enterpriseId: string,
  locale: Locale,
  now = new Date(),
): Promise<Warning[]> {
  return (
    (await computeWarnings(db, eq(registrations.enterpriseId, enterpriseId), locale, now)).get(
      enterpriseId,
    ) ?? []
  );
}

/** For each (enterprise, registering officer): how many of the latest registrations within a year found nothing, in a row. */
async function streaksOf(db: Database, enterpriseFilter: SQL, since: Date) {
  const ranked = db
    .select({
      enterpriseId: registrations.enterpriseId,
      createdBy: registrations.createdBy,
      noFindings: registrations.noFindings,
      rank: sql<number>`row_number() over (partition by ${registrations.enterpriseId}, ${registrations.createdBy} order by ${registrations.startedAt} desc, ${registrations.id} desc)`.as(
        'rank',
      ),
    })
    .from(registrations)
    .where(and(enterpriseFilter, gte(registrations.startedAt, since)))
    .as('ranked');
  const rows = await db
    .select({
      enterpriseId: ranked.enterpriseId,
      officerName: users.name,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      firstFinding: sql<number | null>`min(${ranked.rank}) filter (where not ${ranked.noFindings})`,
      total: sql<number>`count(*)`,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.createdBy))
    .leftJoin(departments, eq(departments.code, users.departmentCode))
    .groupBy(ranked.enterpriseId, ranked.createdBy, users.name, departments.nameZh, departments.nameEn);
  return rows.map((r) => ({
    enterpriseId: r.enterpriseId,
    officerName: r.officerName,
    departmentZh: r.departmentZh ?? '',
    departmentEn: r.departmentEn ?? '',
    streak: r.firstFinding === null ? toInt(r.total) : toInt(r.firstFinding) - 1,
  }));
}
