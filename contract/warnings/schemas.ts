import { z } from 'zod';
import { enterpriseNumberSchema } from '../fields';

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
};
