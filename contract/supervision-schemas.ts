/**
 * The supervision-code loop (issue 5): enterprises, codes, scans, inspections (registrations), check-ins,
 * evaluations, visits, warnings and caps. Schemas only; routes are in `api-routes.ts`.
 */
import { z } from 'zod';
import { isValidCreditCode } from './credit-code';

const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => text(max).min(1);
const isoDateTime = z.iso.datetime({ offset: true });
const idSchema = z.string().trim().min(1).max(64);

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^(?:\+?86)?1\d{10}$|^0[\d-]{9,12}$/, 'phone');

export const enterpriseNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^SZ\d{12}$/, 'enterpriseNumber');

export const creditCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, 'creditCode');

// ---- enterprise -------------------------------------------------------------------------------

export const registerEnterpriseInput = z
  .object({
    name: required(100),
    creditCode: creditCodeSchema,
    regionCode: z.string().trim().regex(/^\d{9}$/, 'regionCode'),
    address: required(200),
    legalRepresentative: required(50),
    contactPhone: phoneSchema,
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

// ---- supervision code ---------------------------------------------------------------------------

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
  .refine((value) => Boolean(value.payload) !== Boolean(value.enterpriseNumber), { message: 'payloadOrNumber', path: ['payload'] });

export const resolvedCodeSchema = z.object({
  scanId: z.string(),
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  manual: z.boolean(),
});
export type ResolvedCode = z.infer<typeof resolvedCodeSchema>;

// ---- warnings and caps --------------------------------------------------------------------------

export const warningKindSchema = z.enum(['daily', 'weekly', 'monthly', 'no_findings_streak', 'annual_cap']);
export const warningSchema = z.object({
  kind: warningKindSchema,
  /** Localized sentence for the user. */
  message: z.string(),
  count: z.number().int(),
  threshold: z.number().int(),
  departmentName: z.string().nullable(),
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

// ---- inspections (registrations) ----------------------------------------------------------------

export const inspectionTypeSchema = z.enum(['routine', 'triggered', 'case']);
export type InspectionType = z.infer<typeof inspectionTypeSchema>;
export const caseReasonSchema = z.enum(['complaint', 'recheck', 'enterprise_request', 'licensing']);
export const itemResultSchema = z.enum(['compliant', 'non_compliant']);
export const platformSchema = z.enum(['main', 'szy']);

export const officerRefSchema = z.object({ name: required(50), certificateNumber: z.string().trim().regex(/^\d{6,20}$/, 'certificateNumber') }).strict();

export const locationSchema = z
  .object({
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    text: text(200),
  })
  .strict();

export const checkedItemSchema = z.object({ code: required(40), name: required(100), result: itemResultSchema }).strict();
export const problemInputSchema = z
  .object({
    description: required(500),
    rectification: required(500),
    photoIds: z.array(idSchema).max(9),
  })
  .strict();

export const createRegistrationInput = z
  .object({
    /** Idempotency key made once per form: a double tap or a retry returns the first registration. */
    clientRequestId: z.uuid(),
    scanId: idSchema.optional(),
    enterpriseNumber: enterpriseNumberSchema,
    platform: platformSchema,
    officers: z.array(officerRefSchema).min(2, 'officers').max(6),
    type: inspectionTypeSchema,
    planId: idSchema.optional(),
    legalBasis: text(500).optional(),
    triggerReason: text(500).optional(),
    caseReason: caseReasonSchema.optional(),
    items: z.array(checkedItemSchema).min(1, 'items').max(50),
    problems: z.array(problemInputSchema).max(20),
    startedAt: isoDateTime,
    endedAt: isoDateTime,
    location: locationSchema.optional(),
    lateReason: text(500).optional(),
    remarks: text(1000).optional(),
  })
  .strict();
export type CreateRegistrationInput = z.input<typeof createRegistrationInput>;

export const photoSchema = z.object({ photoId: z.string(), url: z.string(), size: z.number().int(), contentType: z.string() });
export type Photo = z.infer<typeof photoSchema>;

export const registrationSummarySchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  type: inspectionTypeSchema,
  startedAt: z.string(),
  endedAt: z.string(),
  registeredAt: z.string(),
  officerNames: z.array(z.string()),
  problemCount: z.number().int(),
  late: z.boolean(),
  evaluated: z.boolean(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

export const evaluationLevelSchema = z.enum(['very_satisfied', 'satisfied', 'basically_satisfied', 'dissatisfied', 'very_dissatisfied']);
export type EvaluationLevel = z.infer<typeof evaluationLevelSchema>;

export const evaluationSchema = z.object({
  level: evaluationLevelSchema,
  comment: z.string(),
  evaluatedAt: z.string(),
  /** Until when the enterprise may still change it. */
  changeableUntil: z.string(),
});

export const auditEntrySchema = z.object({
  at: z.string(),
  officerName: z.string(),
  reason: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});

export const registrationDetailSchema = registrationSummarySchema.extend({
  platform: platformSchema,
  officers: z.array(z.object({ name: z.string(), certificateNumber: z.string() })),
  planTitle: z.string().nullable(),
  legalBasis: z.string().nullable(),
  triggerReason: z.string().nullable(),
  caseReason: caseReasonSchema.nullable(),
  items: z.array(z.object({ code: z.string(), name: z.string(), result: itemResultSchema })),
  problems: z.array(z.object({ description: z.string(), rectification: z.string(), photos: z.array(photoSchema) })),
  location: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable(), text: z.string() }).nullable(),
  checkedInAt: z.string().nullable(),
  lateReason: z.string().nullable(),
  remarks: z.string().nullable(),
  /** Only the enterprise sees its own evaluation; departments see aggregates. */
  evaluation: evaluationSchema.nullable(),
  canEvaluate: z.boolean(),
  canEdit: z.boolean(),
  editableUntil: z.string().nullable(),
  version: z.number().int(),
  audit: z.array(auditEntrySchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const listRegistrationsInput = z
  .object({
    cursor: text(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional(),
    enterpriseNumber: enterpriseNumberSchema.optional(),
    departmentCode: text(40).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();

export const registrationPageSchema = z.object({ items: z.array(registrationSummarySchema), nextCursor: z.string().nullable() });
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

export const editRegistrationInput = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    reason: required(500),
    endedAt: isoDateTime.optional(),
    legalBasis: text(500).optional(),
    items: z.array(checkedItemSchema).min(1).max(50).optional(),
    problems: z.array(problemInputSchema).max(20).optional(),
    remarks: text(1000).optional(),
  })
  .strict();

export const evaluateInput = z.object({ registrationId: idSchema, level: evaluationLevelSchema, comment: text(500) }).strict();

export const checkInInput = z.object({ scanId: idSchema, location: locationSchema }).strict();
export const checkInSchema = z.object({ scanId: z.string(), checkedInAt: z.string(), location: locationSchema });

// ---- officer workspace ------------------------------------------------------------------------

export const officerProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  certificateNumber: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  colleagues: z.array(z.object({ userId: z.string(), name: z.string(), certificateNumber: z.string() })),
});
export type OfficerProfile = z.infer<typeof officerProfileSchema>;

export const inspectionItemSchema = z.object({ code: z.string(), name: z.string() });
export const planSchema = z.object({ id: z.string(), title: z.string(), periodFrom: z.string(), periodTo: z.string(), legalBasis: z.string() });

export const enterprisePreviewSchema = z.object({
  enterprise: enterpriseSchema,
  recentRegistrations: z.array(registrationSummarySchema),
  warnings: z.array(warningSchema),
  quota: z.array(quotaSchema),
  /** Approved plans of the officer's department that target this enterprise. */
  plans: z.array(planSchema),
  /** The published inspection items of the officer's department. */
  inspectionItems: z.array(inspectionItemSchema),
  evaluationSummary: z.object({ count: z.number().int(), satisfiedShare: z.number().min(0).max(1) }),
});
export type EnterprisePreview = z.infer<typeof enterprisePreviewSchema>;

// ---- non-enforcement visits -----------------------------------------------------------------------

export const createVisitInput = z
  .object({
    clientRequestId: z.uuid(),
    scanId: idSchema.optional(),
    enterpriseNumber: enterpriseNumberSchema.optional(),
    /** A visit to an enterprise that has no code yet (`/outsideRegister`). */
    outsideEnterprise: z.object({ name: required(100), address: required(200), contactPhone: phoneSchema.optional() }).strict().optional(),
    purpose: required(500),
    startedAt: isoDateTime,
    endedAt: isoDateTime,
    location: locationSchema.optional(),
    notes: text(1000).optional(),
  })
  .strict()
  .refine((value) => Boolean(value.enterpriseNumber) !== Boolean(value.outsideEnterprise), { message: 'enterpriseOrOutside', path: ['enterpriseNumber'] });

export const visitSchema = z.object({
  id: z.string(),
  enterpriseNumber: z.string().nullable(),
  enterpriseName: z.string(),
  address: z.string(),
  purpose: z.string(),
  staffName: z.string(),
  departmentName: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  location: z.object({ latitude: z.number().nullable(), longitude: z.number().nullable(), text: z.string() }).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;
