import { eq } from 'drizzle-orm';
/** The department's and the city's figures for a period, each next to the same span of the period before. */
import {
  countAppointmentAnswers,
  countByOfficer,
  countCapUse,
  countComplaints,
  countComplaintsByDepartment,
  countComplaintsByMonth,
  countEnterprisesInspected,
  countEvaluationLevels,
  countInspections,
  countInspectionsBy,
  countPlanTargets,
  countRectified,
  foldStats,
  satisfactionOf,
  listMostInspected,
  type InspectionCounts,
} from './analysis-queries';
import {
  comparedPeriods,
  evaluationMonths,
  EVALUATIONS_SHOWN_FROM,
  monthsIn,
  type DateRange,
} from '../../../contract/analysis/rules';
import type {
  CityAnalysis,
  DepartmentAnalysis,
  Figure,
  InspectionFigure,
} from '../../../contract/analysis/schemas';
import { cityYear, dateText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import { evaluationLevelSchema } from '../../../contract/registrations/schemas';
import { regions } from '../../db/schema/content';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';
import { hasCapability, requireDepartment } from '../../http/guards';
import { inLocale } from '../../http/i18n';
import { listDepartments } from '../officers';
import { loadWarningRules } from '../warnings';

const TOP_ENTERPRISES = 10;

const figure = (current: number, previous: number): Figure => ({ current, previous });
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);
const round1 = (value: number) => Math.round(value * 10) / 10;

function inspectionFigures(current: InspectionCounts, previous: InspectionCounts) {
  return Object.fromEntries(
    Object.entries(current).map(([key, value]) => [key, figure(value, previous[key as InspectionFigure])]),
  ) as Record<InspectionFigure, Figure>;
}

/** The period asked for as of `now`, and the one it is compared with. */
export function periodsOf(input: EndpointInput<'getCityAnalysis'>, now: Date) {
  return comparedPeriods(
    input.period,
    dateText(now),
    input.period === 'custom' ? { from: input.from!, to: input.to! } : undefined,
  );
}

/** Figures per officer: for the supervision office, and for the head of the officers' own department. */
const mayReadOfficers = (session: AuthSession, departmentCode: string) =>
  hasCapability(session, 'supervisor') ||
  (hasCapability(session, 'planApprover') && session.user.departmentCode === departmentCode);

export function createAnalysisService(ctx: AppContext) {
  const { db } = ctx;

  async function departmentNames(locale: Locale) {
    const departments = await listDepartments(db, 'inspecting');
    return new Map(departments.map((d) => [d.code, inLocale(locale, d.nameZh, d.nameEn)]));
  }

  return {
    /** Officers see their own department; supervisors any (their own unless they choose). */
    async department(
      session: AuthSession,
      input: EndpointInput<'getDepartmentAnalysis'>,
      locale: Locale,
    ): Promise<DepartmentAnalysis> {
      const own = requireDepartment(session);
      const code = input.departmentCode ?? own;
      if (code !== own && !hasCapability(session, 'supervisor'))
        throw new NotFoundError('analysisNotAllowed');
      const names = await departmentNames(locale);
      if (!names.has(code)) throw new NotFoundError('analysisNotAllowed');

      const now = ctx.now();
      const { current, previous } = periodsOf(input, now);
      const year = Number(current.to.slice(0, 4));
      const evaluatedMonths = evaluationMonths(current, now);
      await foldStats(db);
      const rules = await loadWarningRules(db);
      const cap = rules.caps.find((c) => c.departmentCode === code)?.cap ?? null;
      const [
        counts,
        before,
        months,
        rectified,
        rectifiedBefore,
        capUse,
        levels,
        complaints,
        complaintsBefore,
        plans,
        answers,
        answersBefore,
        officers,
      ] = await Promise.all([
        countInspections(db, current, code),
        countInspections(db, previous, code),
        countInspectionsBy(db, 'month', current, code),
        countRectified(db, current, code),
        countRectified(db, previous, code),
        countCapUse(db, year, code, cap),
        countEvaluationLevels(db, evaluatedMonths, code),
        countComplaints(db, current, code),
        countComplaints(db, previous, code),
        countPlanTargets(db, current, code),
        countAppointmentAnswers(db, current, code),
        countAppointmentAnswers(db, previous, code),
        mayReadOfficers(session, code) ? countByOfficer(db, current, code) : null,
      ]);

      const ownLevels = levels.get(code);
      const { counted: evaluated, satisfied } = satisfactionOf(ownLevels);
      const shown = evaluated >= EVALUATIONS_SHOWN_FROM;
      const average = (c: typeof complaints) =>
        c.decided > 0 ? round1(c.handlingDaysTotal / c.decided) : null;
      return {
        period: current,
        previous,
        department: { code, name: names.get(code)! },
        inspections: inspectionFigures(counts, before),
        byMonth: monthsIn(current).map((month) => {
          const m = months.get(month);
          return {
            month,
            inspections: m?.total ?? 0,
            routine: m?.routine ?? 0,
            triggered: m?.triggered ?? 0,
            caseSpecific: m?.caseSpecific ?? 0,
          };
        }),
        rectified: figure(rectified, rectifiedBefore),
        caps: {
          year,
          thisYear: year === cityYear(now),
          cap,
          enterprisesAtCap: capUse.atCap,
          enterprisesInspected: capUse.inspected,
        },
        evaluations: {
          months: evaluatedMonths,
          counted: evaluated,
          shown,
          levels: shown
            ? evaluationLevelSchema.options.map((level) => ({
                level,
                share: round1(((ownLevels?.get(level) ?? 0) / evaluated) * 100),
              }))
            : [],
          satisfactionRate: shown ? round1((satisfied / evaluated) * 100) : null,
        },
        complaints: {
          received: figure(complaints.received, complaintsBefore.received),
          resolved: figure(complaints.resolved, complaintsBefore.resolved),
          overdue: figure(complaints.overdue, complaintsBefore.overdue),
          reopened: figure(complaints.reopened, complaintsBefore.reopened),
          averageHandlingDays: { current: average(complaints), previous: average(complaintsBefore) },
          decidedOnTime: figure(complaints.decidedOnTime, complaintsBefore.decidedOnTime),
          decided: figure(complaints.decided, complaintsBefore.decided),
        },
        plans: { targetsPlanned: plans.planned, targetsInspected: plans.inspected },
        appointments: {
          due: figure(answers.due, answersBefore.due),
          answeredOnTime: figure(answers.answered, answersBefore.answered),
        },
        officers,
      };
    },

    async city(input: EndpointInput<'getCityAnalysis'>, locale: Locale): Promise<CityAnalysis> {
      const now = ctx.now();
      const { current, previous } = periodsOf(input, now);
      const months = evaluationMonths(current, now);
      const trendRange = trendOf(current);
      await foldStats(db);
      const [names, counts, before, byDepartment, byDistrict, enterprises, satisfaction, complaints, top] =
        await Promise.all([
          departmentNames(locale),
          countInspections(db, current),
          countInspections(db, previous),
          countInspectionsBy(db, 'department', current),
          countInspectionsBy(db, 'district', current),
          countEnterprisesInspected(db, current),
          countEvaluationLevels(db, months),
          countComplaintsByDepartment(db, current),
          listMostInspected(db, current, TOP_ENTERPRISES),
        ]);
      const [trendInspections, trendComplaints, districtNames] = await Promise.all([
        countInspectionsBy(db, 'month', trendRange),
        countComplaintsByMonth(db, trendRange),
        listDistrictNames(ctx, locale),
      ]);
      return {
        period: current,
        previous,
        inspections: inspectionFigures(counts, before),
        departments: [...names].map(([code, name]) => {
          const c = byDepartment.get(code);
          const inspections = c?.total ?? 0;
          const inspected = enterprises.get(code) ?? 0;
          const s = satisfactionOf(satisfaction.get(code));
          const k = complaints.get(code);
          const rate = (value: number | null) => (value === null ? null : round1(value * 100));
          return {
            code,
            name,
            inspections,
            enterprisesInspected: inspected,
            perEnterprise: inspected > 0 ? round1(inspections / inspected) : null,
            warningRate: rate(ratio(c?.frequencyWarned ?? 0, inspections)),
            satisfactionRate:
              s.counted >= EVALUATIONS_SHOWN_FROM ? rate(ratio(s.satisfied, s.counted)) : null,
            complaintsPer100: inspections > 0 ? round1(((k?.complaints ?? 0) / inspections) * 100) : null,
            overdueRate: rate(ratio(k?.overdue ?? 0, k?.complaints ?? 0)),
          };
        }),
        districts: [...byDistrict]
          .filter(([code]) => code !== '')
          .map(([code, c]) => ({ code, name: districtNames.get(code) ?? code, inspections: c.total }))
          .sort((a, b) => b.inspections - a.inspections),
        topEnterprises: top,
        trend: monthsIn(trendRange).map((month) => ({
          month,
          inspections: trendInspections.get(month)?.total ?? 0,
          complaints: trendComplaints.get(month) ?? 0,
        })),
      };
    },
  };
}

/** The 12 months that end with the period's last month. */
function trendOf(range: DateRange): DateRange {
  const [y, m] = range.to.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
  return { from: start, to: range.to };
}

async function listDistrictNames(ctx: AppContext, locale: Locale): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ code: regions.code, zh: regions.nameZh, en: regions.nameEn })
    .from(regions)
    .where(eq(regions.level, 'district'));
  return new Map(rows.map((r) => [r.code, inLocale(locale, r.zh, r.en)]));
}
