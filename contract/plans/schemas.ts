import { z } from 'zod';
import {
  PLAN_ACTIONS,
  PLAN_DRAW_MAX,
  PLAN_ITEMS_MAX,
  PLAN_OFFICERS_MAX,
  PLAN_OFFICERS_MIN,
  PLAN_PERIOD_MAX_DAYS,
  PLAN_STATUSES,
  PLAN_TARGETS_MAX,
  PLAN_TYPES,
} from './rules';
import { distinct, enterpriseNumberSchema, idSchema, isoDate, requiredText, text } from '../fields';

/** A current approved plan as the registration form offers it. */
export const planSchema = z.object({
  id: z.string(),
  title: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  legalBasis: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planStatusSchema = z.enum(PLAN_STATUSES);
export const planTypeSchema = z.enum(PLAN_TYPES);
export const planActionSchema = z.enum(PLAN_ACTIONS);

const certificateSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{4,32}$/, 'certificateNumber');
const departmentCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'departmentCode');

/**
 * What a random ("double random") plan draws: how many targets from the enterprises its items apply to (in a
 * district or street, if given) and how many officers from the lead department's certified officers. The server
 * draws; a random plan names no target and no officer by hand.
 */
export const planDrawSettingsSchema = z
  .object({
    regionCode: text(20).optional(),
    targetCount: z.number().int().min(1).max(PLAN_DRAW_MAX),
    officerCount: z.number().int().min(PLAN_OFFICERS_MIN).max(PLAN_OFFICERS_MAX),
  })
  .strict();
export type PlanDrawSettings = z.infer<typeof planDrawSettingsSchema>;

export const savePlanInput = z
  .object({
    /** Absent for a new plan; with `version` to edit a draft or a returned plan. */
    id: idSchema.optional(),
    version: z.number().int().min(1).optional(),
    clientRequestId: z.uuid(),
    title: requiredText(100),
    type: planTypeSchema,
    legalBasis: requiredText(500),
    itemCodes: z.array(text(40).min(1)).min(1).max(PLAN_ITEMS_MAX).refine(distinct(), 'duplicate'),
    periodFrom: isoDate,
    periodTo: isoDate,
    /** Officers named by certificate number; none in a random plan (its officers are drawn). */
    officerCertificates: z.array(certificateSchema).max(PLAN_OFFICERS_MAX).refine(distinct(), 'duplicate'),
    /** Targets picked by hand; none in a random plan (its targets are drawn). */
    targetNumbers: z.array(enterpriseNumberSchema).max(PLAN_TARGETS_MAX).refine(distinct(), 'duplicate'),
    /** Other departments of a joint plan (each must approve). */
    jointDepartments: z.array(departmentCodeSchema).max(10).refine(distinct(), 'duplicate'),
    /** Present for a random plan. */
    draw: planDrawSettingsSchema.optional(),
  })
  .strict()
  .refine((v) => v.periodFrom <= v.periodTo, { message: 'periodEndBeforeStart', path: ['periodTo'] })
  .refine(
    (v) => Date.parse(v.periodTo) - Date.parse(v.periodFrom) <= (PLAN_PERIOD_MAX_DAYS - 1) * 86_400_000,
    { message: 'periodTooLong', path: ['periodTo'] },
  )
  .refine((v) => (v.type === 'joint') === v.jointDepartments.length > 0, {
    message: 'jointDepartments',
    path: ['jointDepartments'],
  })
  .refine((v) => v.targetNumbers.length > 0 || v.draw !== undefined, {
    message: 'targetsRequired',
    path: ['targetNumbers'],
  });
export type SavePlanInput = z.infer<typeof savePlanInput>;

export const planSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: planTypeSchema,
  status: planStatusSchema,
  departmentName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  targetsPlanned: z.number().int(),
  targetsInspected: z.number().int(),
  updatedAt: z.string(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const planPageSchema = z.object({
  items: z.array(planSummarySchema),
  nextCursor: z.string().nullable(),
});

const planOfficerSchema = z.object({
  name: z.string(),
  certificateNumber: z.string(),
  departmentName: z.string(),
  drawn: z.boolean(),
});

export const planTargetSchema = z.object({
  enterpriseNumber: z.string(),
  name: z.string(),
  drawn: z.boolean(),
  /** Inspections left this year under the lead department's cap (null: no cap, or the plan is decided). */
  remaining: z.number().int().nullable(),
  /** At most PLAN_NEAR_CAP_REMAINING left: the approver is warned. */
  nearCap: z.boolean(),
  /** The first registration under this plan at this enterprise. */
  inspectedAt: z.string().nullable(),
  registrationId: z.string().nullable(),
  /** The advance inspection notice the target received when the plan was approved. */
  noticeId: z.string().nullable(),
});
export type PlanTarget = z.infer<typeof planTargetSchema>;

export const planEventSchema = z.object({
  action: planActionSchema,
  actorName: z.string(),
  departmentName: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type PlanEvent = z.infer<typeof planEventSchema>;

/**
 * One draw as published: the commitment (SHA-256 of the value) was shown before it, the value after, with the
 * pools in the order the draw reads them (docs/glossary.md: draw). Anyone can draw again from these and compare.
 */
export const planDrawRoundSchema = z.object({
  round: z.number().int(),
  commitment: z.string(),
  committedAt: z.string(),
  value: z.string(),
  drawnAt: z.string(),
  drawnBy: z.string(),
  /** Why it was drawn again; null for the first draw. */
  reason: z.string().nullable(),
  itemCodes: z.array(z.string()),
  regionCode: z.string().nullable(),
  targetCount: z.number().int(),
  officerCount: z.number().int(),
  /** Enterprise numbers, ascending. */
  pool: z.array(z.string()),
  /** Certificate numbers, ascending. */
  officerPool: z.array(z.string()),
  /** In the order drawn. */
  targets: z.array(z.string()),
  officers: z.array(z.string()),
  /** Drawn targets over the pool, 0 to 1. */
  share: z.number(),
});
export type PlanDrawRound = z.infer<typeof planDrawRoundSchema>;

export const planDrawViewSchema = planDrawSettingsSchema.extend({
  regionName: z.string().nullable(),
  /** The industries the plan's items apply to (names); empty when one item applies to every enterprise. */
  scope: z.array(z.string()),
  /** The next draw's commitment, published before it; null when no draw is left. */
  commitment: z.string().nullable(),
  committedAt: z.string().nullable(),
  /** The next draw needs a reason (there was one already). */
  nextIsRedraw: z.boolean(),
  redrawsLeft: z.number().int(),
  /** Every draw, the first one first; the plan's targets and officers are the last one's. */
  rounds: z.array(planDrawRoundSchema),
  /** The last draw was made with the plan's current items and settings (a random plan is submitted only then). */
  current: z.boolean(),
  /** More than one draw: the approver is warned. */
  redrawn: z.boolean(),
});
export type PlanDrawView = z.infer<typeof planDrawViewSchema>;

export const planDetailSchema = planSummarySchema.extend({
  version: z.number().int(),
  legalBasis: z.string(),
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  officers: z.array(planOfficerSchema),
  targets: z.array(planTargetSchema),
  departments: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      lead: z.boolean(),
      approvedAt: z.string().nullable(),
      approverName: z.string().nullable(),
    }),
  ),
  draw: planDrawViewSchema.nullable(),
  events: z.array(planEventSchema),
  /** The last city date it can be approved (lead time over working days). */
  lastApprovalDate: z.string(),
  /** What the signed-in user may do with it now. */
  allowedActions: z.array(planActionSchema),
  /** The form's values, for editing a draft or a returned plan. */
  input: savePlanInput.nullable(),
});
export type PlanDetail = z.infer<typeof planDetailSchema>;

export const enterpriseRefSchema = z.object({
  enterpriseNumber: z.string(),
  name: z.string(),
  address: z.string(),
});
export type EnterpriseRef = z.infer<typeof enterpriseRefSchema>;

export const planOptionsSchema = z.object({
  /** The lead department's published inspection items. */
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Certified officers of the department. */
  officers: z.array(z.object({ name: z.string(), certificateNumber: z.string() })),
  /** Departments a joint plan may include. */
  departments: z.array(z.object({ code: z.string(), name: z.string() })),
  regions: z.array(z.object({ code: z.string(), name: z.string() })),
  approvalLeadWorkingDays: z.number().int(),
  noticeLeadWorkingDays: z.number().int(),
  /** The city's date today, so the form proposes a period the lead time allows. */
  today: z.string(),
});
export type PlanOptions = z.infer<typeof planOptionsSchema>;

const planId = z.object({ id: idSchema }).strict();

export const planSchemas = {
  listPlans: {
    input: z
      .object({
        status: planStatusSchema.optional(),
        query: text(50).optional(),
        cursor: text(200).optional(),
      })
      .strict(),
    output: planPageSchema,
  },
  getPlan: { input: planId, output: planDetailSchema },
  getPlanOptions: { input: z.object({}).strict(), output: planOptionsSchema },
  searchPlanTargets: {
    input: z.object({ query: requiredText(50) }).strict(),
    output: z.array(enterpriseRefSchema),
  },
  drawPlan: {
    input: z
      .object({ id: idSchema, version: z.number().int().min(1), reason: text(500).optional() })
      .strict(),
    output: planDetailSchema,
  },
  savePlan: { input: savePlanInput, output: planDetailSchema },
  submitPlan: {
    input: planId.extend({ version: z.number().int().min(1) }).strict(),
    output: planDetailSchema,
  },
  decidePlan: {
    input: z
      .object({
        id: idSchema,
        version: z.number().int().min(1),
        decision: z.enum(['approve', 'return']),
        reason: text(500).optional(),
      })
      .strict()
      .refine((v) => v.decision === 'approve' || Boolean(v.reason), {
        message: 'reasonRequired',
        path: ['reason'],
      }),
    output: planDetailSchema,
  },
  cancelPlan: {
    input: planId.extend({ version: z.number().int().min(1), reason: text(500).optional() }).strict(),
    output: planDetailSchema,
  },
};
