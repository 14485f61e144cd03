import { z } from 'zod';
import { isValidCreditCode } from '../credit-code';
import { emptyInput, enterpriseNumberSchema, idSchema, phoneSchema, requiredText } from '../fields';
import { planSchema } from '../plans/schemas';
import { registeredBySchema, registrationSummarySchema } from '../registrations/schemas';
import { sessionUserSchema } from '../session/schemas';
import { allowanceSchema, quotaSchema, warningSchema } from '../warnings/schemas';

// 18 characters; a longer string is refused by its length before the check digit is computed.
export const creditCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(18)
  .refine(isValidCreditCode, 'creditCode');

export const registerEnterpriseInput = z
  .object({
    name: requiredText(100),
    creditCode: creditCodeSchema,
    regionCode: z
      .string()
      .trim()
      .regex(/^\d{9}$/, 'regionCode'),
    address: requiredText(200),
    legalRepresentative: requiredText(50),
    contactPhone: phoneSchema,
    /** The premises' position, taken on the device at registration: officers' check-ins are compared with it. */
    place: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        accuracyMeters: z.number().min(0).max(100_000),
      })
      .strict()
      .optional(),
  })
  .strict();
export type RegisterEnterpriseInput = z.input<typeof registerEnterpriseInput>;

export const enterpriseSchema = z.object({
  enterpriseNumber: z.string(),
  name: z.string(),
  creditCode: z.string(),
  regionCode: z.string(),
  regionName: z.string(),
  address: z.string(),
  legalRepresentative: z.string(),
  contactPhone: z.string(),
  createdAt: z.string(),
});
export type Enterprise = z.infer<typeof enterpriseSchema>;

export const inspectionItemSchema = z.object({ code: z.string(), name: z.string() });

export const enterprisePreviewSchema = z.object({
  enterprise: enterpriseSchema,
  recentRegistrations: z.array(registrationSummarySchema),
  warnings: z.array(warningSchema),
  quota: z.array(quotaSchema),
  /** The officer's department's allowance for one more inspection now: shown before anything is filled in. */
  allowance: allowanceSchema,
  /** How a registration from this form would be made: by the scan named in the input, or a typed number. */
  registeredBy: registeredBySchema,
  /** Approved plans of the officer's department that target this enterprise. */
  plans: z.array(planSchema),
  /** The published inspection items of the officer's department. */
  inspectionItems: z.array(inspectionItemSchema),
  /**
   * The department's evaluations in aggregate, as the analysis counts them (evaluationMonths): `count` ratings of
   * every closed month that holds 5 or more; `satisfiedShare` null while there is no such month.
   */
  evaluationSummary: z.object({
    count: z.number().int(),
    satisfiedShare: z.number().min(0).max(1).nullable(),
  }),
});
export type EnterprisePreview = z.infer<typeof enterprisePreviewSchema>;

export const enterpriseSchemas = {
  registerEnterprise: { input: registerEnterpriseInput, output: sessionUserSchema },
  getMyEnterprise: { input: emptyInput, output: enterpriseSchema },
  getEnterprisePreview: {
    input: z.object({ enterpriseNumber: enterpriseNumberSchema, scanId: idSchema.optional() }).strict(),
    output: enterprisePreviewSchema,
  },
};
