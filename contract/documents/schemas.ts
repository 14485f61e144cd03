import { z } from 'zod';
import { cityAnalysisPeriodOf, DOCUMENT_REF, parseDocumentRef } from './rules';
import { analysisSchemas } from '../analysis/schemas';
import { text } from '../fields';
import { createRegistrationInput, inspectionTypeSchema } from '../registrations/schemas';

export const documentRefSchema = z
  .string()
  .trim()
  .regex(DOCUMENT_REF, 'document')
  .superRefine((doc, ctx) => {
    // A city analysis's period obeys the analysis call's own rules (real dates, order, at most two years).
    const ref = parseDocumentRef(doc);
    if (ref?.kind !== 'cityAnalysis') return;
    const period = analysisSchemas.getCityAnalysis.input.safeParse(cityAnalysisPeriodOf(ref.id));
    if (!period.success)
      ctx.addIssue({ code: 'custom', message: period.error.issues[0]?.message ?? 'document' });
  });

/** A document as its viewer names it before the file arrives. */
export const documentInfoSchema = z.object({
  doc: z.string(),
  title: z.string(),
  /** What the download is saved as, e.g. `inspection-receipt-DJ20261124001-v2.pdf`. */
  fileName: z.string(),
  /** The record's version the file is generated from. */
  version: z.number().int(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int(),
  generatedAt: z.string(),
  /** Receipts only: the public link its QR code carries. */
  verifyUrl: z.string().nullable(),
});
export type DocumentInfo = z.infer<typeof documentInfoSchema>;

/** The body of a file call is the PDF itself (not the envelope); errors still come as the envelope. */
export const documentFileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const verificationStatusSchema = z.enum(['genuine', 'superseded', 'notGenuine']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Exactly what the receipt prints about the inspection, never a phone number. */
export const verifiedReceiptSchema = z.object({
  registrationNumber: z.string(),
  enterpriseName: z.string(),
  enterpriseNumber: z.string(),
  departmentName: z.string(),
  officers: z.array(z.object({ name: z.string(), certificateNumber: z.string() })),
  type: inspectionTypeSchema,
  startedAt: z.string(),
  endedAt: z.string(),
  registeredAt: z.string(),
  itemCount: z.number().int(),
  nonCompliantCount: z.number().int(),
  problemCount: z.number().int(),
  late: z.boolean(),
});
export type VerifiedReceipt = z.infer<typeof verifiedReceiptSchema>;

export const verificationSchema = z.object({
  status: verificationStatusSchema,
  /** The version the link names (null when the link is not genuine). */
  version: z.number().int().nullable(),
  /** The record's version now: larger than `version` when superseded. */
  currentVersion: z.number().int().nullable(),
  /** The fields printed on the version the link names; null when not genuine. */
  receipt: verifiedReceiptSchema.nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const legalTextSchema = z.object({
  id: z.string(),
  doc: z.string(),
  title: z.string(),
  issuer: z.string(),
  effectiveFrom: z.string(),
  articleCount: z.number().int(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

export const legalTextPageSchema = z.object({
  items: z.array(legalTextSchema),
  nextCursor: z.string().nullable(),
});
export type LegalTextPage = z.infer<typeof legalTextPageSchema>;

export const documentSchemas = {
  getDocumentInfo: { input: z.object({ doc: documentRefSchema }).strict(), output: documentInfoSchema },
  getDocumentFile: { input: z.object({ doc: documentRefSchema }).strict(), output: documentFileSchema },
  /** The form's current values, as `createRegistration` would take them: the receipt it would issue, marked draft. */
  previewReceipt: { input: createRegistrationInput, output: documentFileSchema },
  verifyReceipt: { input: z.object({ t: text(300) }).strict(), output: verificationSchema },
  listLegalTexts: {
    input: z
      .object({
        /** Matches a title containing it, or a cited basis containing a title (`《食品安全法》第一百一十条`). */
        q: text(200).optional(),
        cursor: text(20).optional(),
        limit: z.coerce.number().int().min(1).max(50).optional(),
      })
      .strict(),
    output: legalTextPageSchema,
  },
} as const;
