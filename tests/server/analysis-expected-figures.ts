/**
 * Every figure of the department and the city analysis computed from the raw rows, in plain TypeScript, as
 * docs/analysis-figures.md defines it: what analysis-figures.test.ts expects the calls to answer.
 */
import { asc, eq } from 'drizzle-orm';
import { evaluationMonths, monthsIn, SATISFIED_LEVELS, type DateRange } from '../../contract/analysis/rules';
import type { DepartmentAnalysis, Figure } from '../../contract/analysis/schemas';
import { cityYear, DAY_MS, dateText, startOfDate } from '../../contract/city-calendar';
import { evaluationLevelSchema } from '../../contract/registrations/schemas';
import type { Database } from '../../server/db/client';
import { appointmentEvents, appointments } from '../../server/db/schema/appointments';
import { complaintEvents, complaints } from '../../server/db/schema/complaints';
import { regions } from '../../server/db/schema/content';
import { enterprises } from '../../server/db/schema/enterprises';
import { departments } from '../../server/db/schema/officers';
import { plans, planTargets } from '../../server/db/schema/plans';
import { emergencyReviews, evaluations, registrations } from '../../server/db/schema/registrations';
import { users } from '../../server/db/schema/session';
import { codeScans } from '../../server/db/schema/supervision-codes';
import { loadWarningRules } from '../../server/modules/warnings/warnings-service';

export async function readRaw(database: Database) {
  const [
    registered,
    scans,
    reviews,
    people,
    ents,
    regionRows,
    evals,
    comps,
    compEvents,
    appts,
    apptEvents,
    planRows,
    targetRows,
    depts,
  ] = await Promise.all([
    database.select().from(registrations),
    database.select().from(codeScans),
    database.select().from(emergencyReviews),
    database.select({ id: users.id, name: users.name }).from(users),
    database.select().from(enterprises),
    database.select().from(regions),
    database.select().from(evaluations),
    database.select().from(complaints),
    database.select().from(complaintEvents),
    database.select().from(appointments),
    database.select().from(appointmentEvents),
    database.select().from(plans),
    database.select().from(planTargets),
    database.select().from(departments).where(eq(departments.inspects, true)).orderBy(asc(departments.sort)),
  ]);
  const rules = await loadWarningRules(database);
  // Each registration with what its check-in found, its review and its registering officer's name.
  const regs = registered.map((r) => {
    const scan = scans.find((s) => s.id === r.scanId);
    return {
      ...r,
      farCheckIn: Boolean(scan?.far),
      unlocatedCheckIn: Boolean(scan?.noPositionReason),
      notUpheld:
        r.type === 'case' && reviews.some((v) => v.registrationId === r.id && v.status === 'notUpheld'),
      officerName: people.find((p) => p.id === r.createdBy)?.name ?? '',
    };
  });
  return {
    regs,
    ents,
    regionRows,
    evals,
    comps,
    compEvents,
    appts,
    apptEvents,
    planRows,
    targetRows,
    depts,
    rules,
  };
}
export type Raw = Awaited<ReturnType<typeof readRaw>>;

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : null);
const inDays = (day: string, range: DateRange) => day >= range.from && day <= range.to;
const dayOf = (at: Date) => dateText(at);
const inInstants = (at: Date, range: DateRange) =>
  at >= startOfDate(range.from) && at.getTime() < startOfDate(range.to).getTime() + DAY_MS;

function inspectionCounts(regs: Raw['regs']) {
  const count = (test: (r: Raw['regs'][number]) => boolean) => regs.filter(test).length;
  return {
    total: regs.length,
    routine: count((r) => r.type === 'routine'),
    triggered: count((r) => r.type === 'triggered'),
    caseSpecific: count((r) => r.type === 'case'),
    noFindings: count((r) => r.noFindings),
    problems: regs.reduce((n, r) => n + r.problemCount, 0),
    scanned: count((r) => r.method === 'code'),
    licenceScanned: count((r) => r.method === 'licence'),
    approved: count((r) => r.allowanceBasis === 'approved'),
    emergencyNotUpheld: count((r) => r.notUpheld),
    farCheckIns: count((r) => r.farCheckIn),
    unlocatedCheckIns: count((r) => r.unlocatedCheckIn),
    late: count((r) => r.late),
    frequencyWarned: count((r) => r.frequencyWarned),
  };
}

function pair<K extends string>(current: Record<K, number>, previous: Record<K, number>): Record<K, Figure> {
  return Object.fromEntries(
    (Object.keys(current) as K[]).map((key) => [key, { current: current[key], previous: previous[key] }]),
  ) as Record<K, Figure>;
}

function complaintFigures(raw: Raw, range: DateRange, departmentCode: string) {
  const lodged = raw.comps.filter(
    (c) => c.assignedDepartmentCode === departmentCode && inDays(dayOf(c.createdAt), range),
  );
  const eventsOf = (id: string) => raw.compEvents.filter((e) => e.complaintId === id);
  const decidedAt = (id: string) =>
    eventsOf(id)
      .filter((e) => e.action === 'resolve' || e.action === 'reject')
      .map((e) => e.at.getTime())
      .sort((a, b) => a - b)[0];
  const overdue = (id: string) => eventsOf(id).some((e) => e.action === 'overdue');
  const decided = lodged.filter((c) => decidedAt(c.id) !== undefined);
  const handlingMs = decided.reduce((n, c) => n + decidedAt(c.id)! - c.createdAt.getTime(), 0);
  return {
    received: lodged.length,
    resolved: lodged.filter((c) => c.state === 'resolved').length,
    overdue: lodged.filter((c) => overdue(c.id)).length,
    reopened: lodged.filter((c) => c.reopenCount > 0).length,
    decidedOnTime: decided.filter((c) => !overdue(c.id)).length,
    decided: decided.length,
    averageHandlingDays: decided.length > 0 ? round1(handlingMs / DAY_MS / decided.length) : null,
  };
}

/** Per department: the evaluations of the closed months the range touches, of the months that hold five or more. */
function evaluationLevels(raw: Raw, range: DateRange, now: Date) {
  const months = evaluationMonths(range, now);
  const byDepartment = new Map<string, Map<string, number>>();
  if (!months) return { months, byDepartment };
  const counted = raw.evals.filter((e) => {
    const month = dayOf(e.firstEvaluatedAt).slice(0, 7);
    return month >= months.from && month <= months.to;
  });
  const perMonth = new Map<string, number>();
  const key = (e: Raw['evals'][number]) => `${e.departmentCode} ${dayOf(e.firstEvaluatedAt).slice(0, 7)}`;
  for (const e of counted) perMonth.set(key(e), (perMonth.get(key(e)) ?? 0) + 1);
  for (const e of counted) {
    if (perMonth.get(key(e))! < 5) continue;
    const levels = byDepartment.get(e.departmentCode) ?? new Map<string, number>();
    levels.set(e.level, (levels.get(e.level) ?? 0) + 1);
    byDepartment.set(e.departmentCode, levels);
  }
  return { months, byDepartment };
}

const levelTotals = (levels: Map<string, number> | undefined) => {
  const entries = [...(levels ?? [])];
  return {
    counted: entries.reduce((n, [, c]) => n + c, 0),
    satisfied: entries.filter(([level]) => SATISFIED_LEVELS.has(level)).reduce((n, [, c]) => n + c, 0),
  };
};

function appointmentFigures(raw: Raw, range: DateRange, departmentCode: string) {
  const booked = raw.appts.filter(
    (a) => a.departmentCode === departmentCode && inInstants(a.createdAt, range),
  );
  const answered = (id: string) =>
    raw.apptEvents.some(
      (e) => e.appointmentId === id && ['confirm', 'propose', 'decline'].includes(e.action),
    );
  return {
    due: booked.filter((a) => answered(a.id) || a.state === 'expired').length,
    answeredOnTime: booked.filter((a) => answered(a.id)).length,
  };
}

export function expectedDepartment(
  raw: Raw,
  departmentCode: string,
  period: DateRange,
  previous: DateRange,
  now: Date,
): DepartmentAnalysis {
  const own = raw.regs.filter((r) => r.departmentCode === departmentCode);
  const started = (range: DateRange) => own.filter((r) => inDays(dayOf(r.startedAt), range));
  const rechecked = new Set(
    raw.appts
      .filter((a) => a.kind === 'recheck' && a.state === 'completed' && a.followsRegistrationId)
      .map((a) => a.followsRegistrationId!),
  );
  const rectified = (range: DateRange) =>
    started(range)
      .filter((r) => rechecked.has(r.id))
      .reduce((n, r) => n + r.problemCount, 0);

  const year = Number(period.to.slice(0, 4));
  const cap = raw.rules.caps.find((c) => c.departmentCode === departmentCode)?.cap ?? null;
  const ofYear = own.filter((r) => Number(dayOf(r.startedAt).slice(0, 4)) === year);
  const byEnterprise = new Map<string, { inspections: number; capped: number }>();
  for (const r of ofYear) {
    const e = byEnterprise.get(r.enterpriseId) ?? { inspections: 0, capped: 0 };
    e.inspections += 1;
    if (r.type !== 'case') e.capped += 1;
    byEnterprise.set(r.enterpriseId, e);
  }

  const { months, byDepartment } = evaluationLevels(raw, period, now);
  const levels = byDepartment.get(departmentCode);
  const { counted, satisfied } = levelTotals(levels);
  const shown = counted >= 5;

  const complaintsNow = complaintFigures(raw, period, departmentCode);
  const complaintsBefore = complaintFigures(raw, previous, departmentCode);
  const { averageHandlingDays: handlingNow, ...countsNow } = complaintsNow;
  const { averageHandlingDays: handlingBefore, ...countsBefore } = complaintsBefore;

  const running = raw.planRows.filter(
    (p) =>
      p.departmentCode === departmentCode &&
      p.status === 'approved' &&
      p.periodFrom <= period.to &&
      p.periodTo >= period.from,
  );
  const planned = raw.targetRows.filter((t) => running.some((p) => p.id === t.planId));
  const inspectedUnderPlan = planned.filter((t) =>
    raw.regs.some((r) => r.planId === t.planId && r.enterpriseId === t.enterpriseId),
  );

  const answersNow = appointmentFigures(raw, period, departmentCode);
  const answersBefore = appointmentFigures(raw, previous, departmentCode);
  const department = raw.depts.find((d) => d.code === departmentCode)!;
  return {
    period,
    previous,
    department: { code: departmentCode, name: department.nameZh },
    inspections: pair(inspectionCounts(started(period)), inspectionCounts(started(previous))),
    byMonth: monthsIn(period).map((month) => {
      const c = inspectionCounts(started(period).filter((r) => dayOf(r.startedAt).startsWith(month)));
      return {
        month,
        inspections: c.total,
        routine: c.routine,
        triggered: c.triggered,
        caseSpecific: c.caseSpecific,
      };
    }),
    rectified: { current: rectified(period), previous: rectified(previous) },
    caps: {
      year,
      thisYear: year === cityYear(now),
      cap,
      enterprisesAtCap: cap === null ? 0 : [...byEnterprise.values()].filter((e) => e.capped >= cap).length,
      enterprisesInspected: byEnterprise.size,
    },
    evaluations: {
      months,
      counted,
      shown,
      levels: shown
        ? evaluationLevelSchema.options.map((level) => ({
            level,
            share: round1(((levels?.get(level) ?? 0) / counted) * 100),
          }))
        : [],
      satisfactionRate: shown ? round1((satisfied / counted) * 100) : null,
    },
    complaints: {
      ...pair(countsNow, countsBefore),
      averageHandlingDays: { current: handlingNow, previous: handlingBefore },
    },
    plans: { targetsPlanned: planned.length, targetsInspected: inspectedUnderPlan.length },
    appointments: pair(answersNow, answersBefore),
    officers: officerRows(started(period)),
  };
}

/** The supervision office's view: per registering officer, most inspections first. */
function officerRows(regs: Raw['regs']) {
  const rows = new Map<string, NonNullable<DepartmentAnalysis['officers']>[number] & { id: string }>();
  for (const r of regs) {
    const row = rows.get(r.createdBy) ?? {
      id: r.createdBy,
      name: r.officerName,
      inspections: 0,
      typed: 0,
      farCheckIns: 0,
      unlocatedCheckIns: 0,
    };
    row.inspections += 1;
    row.typed += r.method === 'number' ? 1 : 0;
    row.farCheckIns += r.farCheckIn ? 1 : 0;
    row.unlocatedCheckIns += r.unlocatedCheckIn ? 1 : 0;
    rows.set(r.createdBy, row);
  }
  return [...rows.values()]
    .sort((a, b) => b.inspections - a.inspections || (a.id < b.id ? -1 : 1))
    .map(({ id: _id, ...row }) => row);
}

export function expectedCity(raw: Raw, period: DateRange, previous: DateRange, now: Date) {
  const started = (range: DateRange) => raw.regs.filter((r) => inDays(dayOf(r.startedAt), range));
  const inPeriod = started(period);
  const { byDepartment: evaluated } = evaluationLevels(raw, period, now);
  const lodged = raw.comps.filter((c) => inDays(dayOf(c.createdAt), period));
  const overdue = (id: string) => raw.compEvents.some((e) => e.complaintId === id && e.action === 'overdue');

  const departmentRows = raw.depts.map((d) => {
    const own = inPeriod.filter((r) => r.departmentCode === d.code);
    const inspected = new Set(own.map((r) => r.enterpriseId)).size;
    const complaintsOf = lodged.filter((c) => c.assignedDepartmentCode === d.code);
    const s = levelTotals(evaluated.get(d.code));
    return {
      code: d.code,
      name: d.nameZh,
      inspections: own.length,
      enterprisesInspected: inspected,
      perEnterprise: inspected > 0 ? round1(own.length / inspected) : null,
      warningRate: percent(own.filter((r) => r.frequencyWarned).length, own.length),
      satisfactionRate: s.counted >= 5 ? percent(s.satisfied, s.counted) : null,
      complaintsPer100: own.length > 0 ? round1((complaintsOf.length / own.length) * 100) : null,
      overdueRate: percent(complaintsOf.filter((c) => overdue(c.id)).length, complaintsOf.length),
    };
  });

  const regionOf = new Map(raw.regionRows.map((r) => [r.code, r]));
  const districtOf = (enterpriseId: string) => {
    const region = regionOf.get(raw.ents.find((e) => e.id === enterpriseId)?.regionCode ?? '');
    if (!region) return '';
    return region.level === 'district' ? region.code : (region.parentCode ?? '');
  };
  const perDistrict = new Map<string, number>();
  for (const r of inPeriod) {
    const code = districtOf(r.enterpriseId);
    if (code !== '') perDistrict.set(code, (perDistrict.get(code) ?? 0) + 1);
  }

  const perEnterprise = new Map<string, number>();
  for (const r of inPeriod) perEnterprise.set(r.enterpriseId, (perEnterprise.get(r.enterpriseId) ?? 0) + 1);
  const top = [...perEnterprise]
    .map(([id, inspections]) => {
      const e = raw.ents.find((x) => x.id === id)!;
      return { enterpriseNumber: e.enterpriseNumber, name: e.name, inspections };
    })
    .sort((a, b) => b.inspections - a.inspections || (a.enterpriseNumber < b.enterpriseNumber ? -1 : 1))
    .slice(0, 10);

  const [y, m] = period.to.split('-').map(Number) as [number, number];
  const trendRange = { from: new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10), to: period.to };
  const trendRegs = started(trendRange);
  const trendComplaints = raw.comps.filter((c) => inDays(dayOf(c.createdAt), trendRange));
  return {
    inspections: pair(inspectionCounts(inPeriod), inspectionCounts(started(previous))),
    departments: departmentRows,
    districts: [...perDistrict].map(([code, inspections]) => ({ code, inspections })),
    topEnterprises: top,
    trend: monthsIn(trendRange).map((month) => ({
      month,
      inspections: trendRegs.filter((r) => dayOf(r.startedAt).startsWith(month)).length,
      complaints: trendComplaints.filter((c) => dayOf(c.createdAt).startsWith(month)).length,
    })),
  };
}
