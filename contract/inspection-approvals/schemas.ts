import { z } from 'zod';
import { distinct, enterpriseNumberSchema, idSchema, isoDate, requiredText, text } from '../fields';

/** requested -> approved | refused | withdrawn; approved -> withdrawn (unused); an approved one is used once. */
export const approvalStatusSchema = z.enum(['requested', 'approved', 'refused', 'withdrawn']);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const inspectionApprovalSchema = z.object({
  id: z.string(),
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  reason: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: approvalStatusSchema,
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The registration it was used for (once), if any. */
  registration: z.object({ id: z.string(), registrationNumber: z.string() }).nullable(),
  /** Approved, unused and its window not over: a registration may use it. */
  usable: z.boolean(),
  canDecide: z.boolean(),
  canWithdraw: z.boolean(),
  version: z.number().int(),
});
export type InspectionApproval = z.infer<typeof inspectionApprovalSchema>;

export const requestInspectionApprovalInput = z
  .object({
    clientRequestId: z.uuid(),
    enterpriseNumber: enterpriseNumberSchema,
    itemCodes: z.array(requiredText(40)).min(1, 'items').max(50).refine(distinct(), 'duplicate'),
    reason: requiredText(500),
    validFrom: isoDate,
    validTo: isoDate,
  })
  .strict();

export const approvalPageSchema = z.object({
  items: z.array(inspectionApprovalSchema),
  nextCursor: z.string().nullable(),
});

export const inspectionApprovalSchemas = {
  requestInspectionApproval: { input: requestInspectionApprovalInput, output: inspectionApprovalSchema },
  /**
   * `toDecide`: the requests the department head may decide; `mine`: the officer's own; without: every one the
   * officer may see (their own, the department's for its head, the city's for the supervision office).
   */
  listInspectionApprovals: {
    input: z
      .object({
        scope: z.enum(['toDecide', 'mine']).optional(),
        enterpriseNumber: enterpriseNumberSchema.optional(),
        usable: z.enum(['true']).optional(),
        cursor: text(200).optional(),
        limit: z.coerce.number().int().min(1).max(50).optional(),
      })
      .strict(),
    output: approvalPageSchema,
  },
  getInspectionApproval: {
    input: z.object({ id: idSchema }).strict(),
    output: inspectionApprovalSchema,
  },
  decideInspectionApproval: {
    input: z
      .object({
        id: idSchema,
        decision: z.enum(['approve', 'refuse']),
        note: text(500).optional(),
        version: z.number().int().min(1),
      })
      .strict(),
    output: inspectionApprovalSchema,
  },
  withdrawInspectionApproval: {
    input: z.object({ id: idSchema, version: z.number().int().min(1) }).strict(),
    output: inspectionApprovalSchema,
  },
};
