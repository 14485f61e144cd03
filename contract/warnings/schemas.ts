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
