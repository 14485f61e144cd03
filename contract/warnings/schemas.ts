import { z } from 'zod';
import { enterpriseNumberSchema, text } from '../fields';

export const warningKindSchema = z.enum(['daily', 'weekly', 'monthly', 'no_findings_streak', 'annual_cap']);
export const warningSchema = z.object({
  kind: warningKindSchema,
  /** Localized sentence for the user. */
  message: z.string(),
  count: z.number().int(),
  threshold: z.number().int(),
  departmentName: z.string().nullable(),
  /** The department a cap or a no-findings streak concerns (a complaint about it preselects it); null otherwise. */
  departmentCode: z.string().nullable().optional(),
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
});
export type Warning = z.infer<typeof warningSchema>;

export const quotaSchema = z.object({
  departmentCode: z.string(),
  departmentName: z.string(),
  year: z.number().int(),
  /** Inspections counted against the cap (case-specific ones are exempt and counted apart). */
  used: z.number().int(),
  exempt: z.number().int(),
  cap: z.number().int(),
});
export type Quota = z.infer<typeof quotaSchema>;

/** What a routine or triggered inspection would go over: the department's annual cap, or a frequency threshold. */
export const allowanceLimitSchema = z.enum(['annualCap', 'daily', 'weekly', 'monthly']);
export type AllowanceLimit = z.infer<typeof allowanceLimitSchema>;

const countedSchema = z.object({ count: z.number().int(), max: z.number().int() });

/**
 * One enterprise's allowance for one more inspection by the officer's department at a moment: the department's
 * inspections this year against its cap and every department's this day, week and month against the thresholds
 * (visits it booked aside). Beyond any of them, only an excepted kind or a prior approval may be registered.
 */
export const allowanceSchema = z.object({
  departmentCode: z.string(),
  departmentName: z.string(),
  year: z.number().int(),
  used: z.number().int(),
  /** Null when the department has no cap. */
  cap: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  day: countedSchema,
  week: countedSchema,
  month: countedSchema,
  over: z.array(allowanceLimitSchema),
  /** The department's approvals for this enterprise that a registration may use now. */
  approvals: z.array(
    z.object({ id: z.string(), validTo: z.string(), itemCodes: z.array(z.string()), reason: z.string() }),
  ),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const warningSchemas = {
  getQuota: {
    input: z
      .object({
        enterpriseNumber: enterpriseNumberSchema,
        year: z.coerce.number().int().min(2000).max(2100).optional(),
      })
      .strict(),
    output: z.array(quotaSchema),
  },
  listWarnings: {
    input: z.object({ enterpriseNumber: enterpriseNumberSchema.optional() }).strict(),
    output: z.array(warningSchema),
  },
  /**
   * The officer's warnings desk (the supervision office's: the whole city's), one kind at a time, a page at a time,
   * with every kind's count; without a kind, the first kind that has warnings.
   */
  listWarningDesk: {
    input: z.object({ kind: warningKindSchema.optional(), cursor: text(200).optional() }).strict(),
    output: z.object({
      kind: warningKindSchema,
      counts: z.record(warningKindSchema, z.number().int()),
      items: z.array(warningSchema),
      nextCursor: z.string().nullable(),
    }),
  },
};
