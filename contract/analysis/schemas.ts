import { z } from 'zod';
import { ANALYSIS_PERIODS, CUSTOM_RANGE_MAX_DAYS, daysIn } from './rules';
import { isoDate, text } from '../fields';
import { evaluationLevelSchema } from '../registrations/schemas';

export const analysisPeriodSchema = z.enum(ANALYSIS_PERIODS);

const periodInput = z
  .object({
    period: analysisPeriodSchema,
    /** Custom ranges only. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .strict();

function requireRange(value: { period: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.period !== 'custom') return;
  if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'required' });
  if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'required' });
  if (!value.from || !value.to) return;
  if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  else if (daysIn({ from: value.from, to: value.to }) > CUSTOM_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'rangeTooLong' });
}

const rangeSchema = z.object({ from: z.string(), to: z.string() });
/** A count in the period and in the period it is compared with. */
export const figureSchema = z.object({ current: z.number(), previous: z.number() });
export type Figure = z.infer<typeof figureSchema>;

const inspectionCountsSchema = z.object({
  total: figureSchema,
  routine: figureSchema,
  triggered: figureSchema,
  caseSpecific: figureSchema,
  /** Every item compliant, no problem found. */
  noFindings: figureSchema,
  problems: figureSchema,
  /** Registered by a scan of the supervision code; `licenceScanned` by the business licence's QR; the rest typed. */
  scanned: figureSchema,
  licenceScanned: figureSchema,
  /** Beyond the allowance with a prior approval (the excepted kinds are `caseSpecific`). */
  approved: figureSchema,
  /** Of `caseSpecific`: emergencies the supervision office found were not one (counted against the cap after all). */
  emergencyNotUpheld: figureSchema,
  /** Checked in farther from the enterprise's registered place than the rule in force; and without a position. */
  farCheckIns: figureSchema,
  unlocatedCheckIns: figureSchema,
  late: figureSchema,
  frequencyWarned: figureSchema,
});
/** The counts of a period's registrations (docs/analysis-figures.md defines each). */
export type InspectionFigure = keyof z.infer<typeof inspectionCountsSchema>;

export const monthCountSchema = z.object({
  month: z.string(),
  inspections: z.number(),
  routine: z.number(),
  triggered: z.number(),
  caseSpecific: z.number(),
});

export const departmentAnalysisSchema = z.object({
  period: rangeSchema,
  previous: rangeSchema,
  department: z.object({ code: z.string(), name: z.string() }),
  inspections: inspectionCountsSchema,
  byMonth: z.array(monthCountSchema),
  /** Problems of the period's inspections whose registration a completed re-check appointment followed up. */
  rectified: figureSchema,
  caps: z.object({
    year: z.number().int(),
    /** The year is the server's current one (the warning list's caps are this year's). */
    thisYear: z.boolean(),
    /** The department's annual cap per enterprise (null when none is set). */
    cap: z.number().int().nullable(),
    enterprisesAtCap: z.number().int(),
    enterprisesInspected: z.number().int(),
  }),
  evaluations: z.object({
    /** The closed months the period touches (evaluationMonths); null while none has closed. */
    months: z.object({ from: z.string(), to: z.string() }).nullable(),
    /** Evaluations first given in those months, of the months that hold at least EVALUATIONS_SHOWN_FROM. */
    counted: z.number().int(),
    /** False under EVALUATIONS_SHOWN_FROM: then no rate and no distribution are given. */
    shown: z.boolean(),
    levels: z.array(z.object({ level: evaluationLevelSchema, share: z.number() })),
    satisfactionRate: z.number().nullable(),
  }),
  /** Complaints lodged in the period and assigned to the department; each figure is a part of `received`. */
  complaints: z.object({
    received: figureSchema,
    resolved: figureSchema,
    /** Reported overdue at some step. */
    overdue: figureSchema,
    reopened: figureSchema,
    /** Days from lodging to the first decision, over those decided (null when none). */
    averageHandlingDays: z.object({ current: z.number().nullable(), previous: z.number().nullable() }),
    /** Of those decided, how many were never reported overdue. */
    decidedOnTime: figureSchema,
    decided: figureSchema,
  }),
  /** Targets of the department's approved plans whose period overlaps the analysis period. */
  plans: z.object({ targetsPlanned: z.number().int(), targetsInspected: z.number().int() }),
  /** Appointments booked in the period that were due an answer (answered, or expired unanswered). */
  appointments: z.object({ due: figureSchema, answeredOnTime: figureSchema }),
  /**
   * The period's inspections per registering officer, most first: how many were typed and how the check-ins went.
   * For the supervision office and the department's head; null for anyone else.
   */
  officers: z
    .array(
      z.object({
        name: z.string(),
        inspections: z.number().int(),
        typed: z.number().int(),
        farCheckIns: z.number().int(),
        unlocatedCheckIns: z.number().int(),
      }),
    )
    .nullable(),
});
export type DepartmentAnalysis = z.infer<typeof departmentAnalysisSchema>;

export const departmentRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  inspections: z.number().int(),
  /** Enterprises the department inspected in the period (not the year). */
  enterprisesInspected: z.number().int(),
  /** The period's inspections per enterprise inspected in the period. */
  perEnterprise: z.number().nullable(),
  /** Share of inspections that took their enterprise over a frequency threshold. */
  warningRate: z.number().nullable(),
  satisfactionRate: z.number().nullable(),
  complaintsPer100: z.number().nullable(),
  /** Share of the complaints lodged in the period and assigned to the department that were reported overdue. */
  overdueRate: z.number().nullable(),
});
export type DepartmentRow = z.infer<typeof departmentRowSchema>;

export const cityAnalysisSchema = z.object({
  period: rangeSchema,
  previous: rangeSchema,
  inspections: inspectionCountsSchema,
  departments: z.array(departmentRowSchema),
  districts: z.array(z.object({ code: z.string(), name: z.string(), inspections: z.number().int() })),
  /** The enterprises inspected most in the period. */
  topEnterprises: z.array(
    z.object({ enterpriseNumber: z.string(), name: z.string(), inspections: z.number().int() }),
  ),
  /** The 12 months up to the period's end. */
  trend: z.array(
    z.object({ month: z.string(), inspections: z.number().int(), complaints: z.number().int() }),
  ),
});
export type CityAnalysis = z.infer<typeof cityAnalysisSchema>;

export const analysisSchemas = {
  getDepartmentAnalysis: {
    input: periodInput
      .extend({
        /** Supervisors choose a department; an officer sees only their own. */
        departmentCode: text(40).optional(),
      })
      .superRefine(requireRange),
    output: departmentAnalysisSchema,
  },
  getCityAnalysis: { input: periodInput.superRefine(requireRange), output: cityAnalysisSchema },
} as const;
