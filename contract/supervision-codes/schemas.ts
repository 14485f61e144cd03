import { z } from 'zod';
import { emptyInput, enterpriseNumberSchema, text } from '../fields';

export const supervisionCodeSchema = z.object({
  codeId: z.string(),
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  /** The text inside the QR code, signed by the server so a forged or altered code is rejected. */
  payload: z.string(),
  issuedAt: z.string(),
});
export type SupervisionCode = z.infer<typeof supervisionCodeSchema>;

export const scanPurposeSchema = z.enum(['inspection', 'visit']);
export type ScanPurpose = z.infer<typeof scanPurposeSchema>;

export const codeScanSchema = z.object({
  scanId: z.string(),
  scannedAt: z.string(),
  purpose: scanPurposeSchema,
  staffName: z.string(),
  departmentName: z.string(),
});

export const codeHistoryItemSchema = z.object({
  codeId: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  scans: z.array(codeScanSchema),
});
export type CodeHistoryItem = z.infer<typeof codeHistoryItemSchema>;

/** Scanned text or a manually entered enterprise number; exactly one. */
export const resolveCodeInput = z
  .object({
    payload: text(512).optional(),
    enterpriseNumber: enterpriseNumberSchema.optional(),
    purpose: scanPurposeSchema,
  })
  .strict()
  .refine((value) => Boolean(value.payload) !== Boolean(value.enterpriseNumber), {
    message: 'payloadOrNumber',
    path: ['payload'],
  });

export const resolvedCodeSchema = z.object({
  scanId: z.string(),
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  manual: z.boolean(),
});
export type ResolvedCode = z.infer<typeof resolvedCodeSchema>;

export const supervisionCodeSchemas = {
  getSupervisionCode: {
    input: z.object({ enterpriseNumber: enterpriseNumberSchema }).strict(),
    output: supervisionCodeSchema,
  },
  listCodeHistory: { input: emptyInput, output: z.array(codeHistoryItemSchema) },
  resolveCode: { input: resolveCodeInput, output: resolvedCodeSchema },
};
