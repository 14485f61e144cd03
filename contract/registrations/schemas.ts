import { z } from 'zod';
import {
  distinct,
  emptyInput,
  enterpriseNumberSchema,
  idSchema,
  isoDate,
  isoDateTime,
  locationSchema,
  requiredText,
  storedLocationSchema,
  text,
} from '../fields';
import {
  CORRECTIONS_PAGE_MAX,
  OFFICERS_MAX,
  OFFICERS_MIN,
  PHOTOS_PER_PROBLEM_MAX,
  PROBLEMS_MAX,
} from './rules';
import { certificateNumberSchema } from '../officers/schemas';
import { warningSchema } from '../warnings/schemas';

export const inspectionTypeSchema = z.enum(['routine', 'triggered', 'case']);
export type InspectionType = z.infer<typeof inspectionTypeSchema>;

/** The list filters behind the analysis figures: what an inspection found, how it was registered, what it was marked. */
export const registrationOutcomeSchema = z.enum(['noFindings', 'problems']);
export type RegistrationOutcome = z.infer<typeof registrationOutcomeSchema>;
/**
 * How the enterprise was identified: its supervision code scanned, its business licence's QR scanned, or its
 * number typed (a reason is then required). Late registration is a flag of its own, whatever the method.
 */
export const registeredBySchema = z.enum(['scan', 'licence', 'number']);
export type RegisteredBy = z.infer<typeof registeredBySchema>;
/**
 * `late`: registered after its deadline; `frequencyWarned`: it took its enterprise over a frequency threshold;
 * `excepted`, `approved`: its allowance basis.
 */
export const registrationFlagSchema = z.enum([
  'late',
  'frequencyWarned',
  'excepted',
  'approved',
  'farCheckIn',
  'unlocatedCheckIn',
]);
export type RegistrationFlag = z.infer<typeof registrationFlagSchema>;
/**
 * The kinds of inspection the caps do not count (国办发〔2024〕54号), each with its reference: a complaint number of
 * this service or a 12345 ticket, the re-checked registration's number, the appointment the enterprise booked, the
 * licence application's number, the referring authority's letter, or an emergency's reason (reviewed afterwards).
 */
export const caseReasonSchema = z.enum([
  'complaint',
  'recheck',
  'enterprise_request',
  'licensing',
  'referral',
  'emergency',
]);
export type CaseReason = z.infer<typeof caseReasonSchema>;
/**
 * An emergency inspection is excepted on the officer's own word, so the supervision office reviews it afterwards:
 * pending -> upheld | notUpheld (emergency-review-steps.ts on the server).
 */
export const emergencyReviewStatusSchema = z.enum(['pending', 'upheld', 'notUpheld']);
export type EmergencyReviewStatus = z.infer<typeof emergencyReviewStatusSchema>;
export const emergencyReviewSchema = z.object({
  status: emergencyReviewStatusSchema,
  reviewerName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The supervision office's reasons (required when not upheld). */
  note: z.string().nullable(),
});
export type EmergencyReview = z.infer<typeof emergencyReviewSchema>;
/** Why a registration may go over its enterprise's allowance: within it, an excepted kind, or a prior approval. */
export const allowanceBasisSchema = z.enum(['within', 'excepted', 'approved']);
export type AllowanceBasis = z.infer<typeof allowanceBasisSchema>;
/** Why the number was typed instead of the code scanned. */
/** Why a check-in has no device position: required then, as a typed number needs its reason. */
export const noPositionReasonSchema = z.enum(['permissionDenied', 'noSignal', 'deviceFailed', 'other']);
export type NoPositionReason = z.infer<typeof noPositionReasonSchema>;

/** How a check-in's position compares with the enterprise's registered place, as the server judged it. */
export const checkInFindingSchema = z.object({
  /** Null without a position, or when the enterprise's place is not known. */
  distanceMeters: z.number().nullable(),
  accuracyMeters: z.number().nullable(),
  /** Farther than the city's `check_in_far_meters` from the enterprise's place: flagged on the record. */
  far: z.boolean(),
  farMeters: z.number(),
  noPositionReason: noPositionReasonSchema.nullable(),
});
export type CheckInFinding = z.infer<typeof checkInFindingSchema>;

export const typedReasonSchema = z.enum(['codeUnavailable', 'cameraFailed', 'codeUnreadable', 'other']);
export const itemResultSchema = z.enum(['compliant', 'non_compliant']);
export const platformSchema = z.enum(['main', 'szy']);

export const officerRefSchema = z
  .object({ name: requiredText(50), certificateNumber: certificateNumberSchema })
  .strict();

export const checkedItemSchema = z
  .object({ code: requiredText(40), name: requiredText(100), result: itemResultSchema })
  .strict();
export const problemInputSchema = z
  .object({
    description: requiredText(500),
    rectification: requiredText(500),
    photoIds: z.array(idSchema).max(PHOTOS_PER_PROBLEM_MAX).refine(distinct(), 'duplicate'),
  })
  .strict();

export const createRegistrationInput = z
  .object({
    /** Idempotency key made once per form: a double tap or a retry returns the first registration. */
    clientRequestId: z.uuid(),
    scanId: idSchema.optional(),
    enterpriseNumber: enterpriseNumberSchema,
    platform: platformSchema,
    officers: z.array(officerRefSchema).min(OFFICERS_MIN, 'officers').max(OFFICERS_MAX),
    type: inspectionTypeSchema,
    planId: idSchema.optional(),
    legalBasis: text(500).optional(),
    triggerReason: text(500).optional(),
    caseReason: caseReasonSchema.optional(),
    /** What the excepted kind refers to (see caseReasonSchema); the appointment is `appointmentId` instead. */
    caseReference: text(100).optional(),
    /** The department head's prior approval of an inspection beyond the allowance. */
    approvalId: idSchema.optional(),
    /** Required when the enterprise's number was typed (no scan, or a scan by typed number). */
    typedReason: typedReasonSchema.optional(),
    /** The confirmed appointment this case-specific inspection is the visit of (it then becomes completed). */
    appointmentId: idSchema.optional(),
    items: z.array(checkedItemSchema).min(1, 'items').max(50).refine(distinct('code'), 'duplicate'),
    problems: z.array(problemInputSchema).max(PROBLEMS_MAX),
    startedAt: isoDateTime,
    endedAt: isoDateTime,
    location: locationSchema.optional(),
    lateReason: text(500).optional(),
    remarks: text(1000).optional(),
  })
  .strict();
export type CreateRegistrationInput = z.input<typeof createRegistrationInput>;

export const photoSchema = z.object({
  photoId: z.string(),
  url: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
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
  /** Null to another department, which sees only `problemsFound`. */
  problemCount: z.number().int().nullable(),
  problemsFound: z.boolean(),
  late: z.boolean(),
  evaluated: z.boolean(),
  registeredBy: registeredBySchema,
  allowanceBasis: allowanceBasisSchema,
  /**
   * False for another department's registration: it sees that it took place (date, department, kind, whether
   * problems were found), which the frequency rules and joint inspections need; its detail is not found for them.
   */
  inFull: z.boolean(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

export const evaluationLevelSchema = z.enum([
  'very_satisfied',
  'satisfied',
  'basically_satisfied',
  'dissatisfied',
  'very_dissatisfied',
]);
export type EvaluationLevel = z.infer<typeof evaluationLevelSchema>;

export const evaluationSchema = z.object({
  level: evaluationLevelSchema,
  comment: z.string(),
  evaluatedAt: z.string(),
  /** Until when the enterprise may still change it. */
  changeableUntil: z.string(),
});

export const correctionEntrySchema = z.object({
  at: z.string(),
  officerName: z.string(),
  reason: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
});
export type CorrectionEntry = z.infer<typeof correctionEntrySchema>;

export const registrationDetailSchema = registrationSummarySchema.extend({
  platform: platformSchema,
  officers: z.array(z.object({ name: z.string(), certificateNumber: z.string() })),
  planTitle: z.string().nullable(),
  legalBasis: z.string().nullable(),
  triggerReason: z.string().nullable(),
  caseReason: caseReasonSchema.nullable(),
  caseReference: z.string().nullable(),
  typedReason: typedReasonSchema.nullable(),
  items: z.array(z.object({ code: z.string(), name: z.string(), result: itemResultSchema })),
  problems: z.array(
    z.object({ description: z.string(), rectification: z.string(), photos: z.array(photoSchema) }),
  ),
  location: storedLocationSchema,
  checkedInAt: z.string().nullable(),
  /** The check-in's comparison with the enterprise's place; null without a check-in. */
  checkIn: checkInFindingSchema.nullable(),
  lateReason: z.string().nullable(),
  remarks: z.string().nullable(),
  /** Only the enterprise sees its own evaluation; departments see aggregates. */
  evaluation: evaluationSchema.nullable(),
  canEvaluate: z.boolean(),
  canCorrect: z.boolean(),
  correctableUntil: z.string().nullable(),
  version: z.number().int(),
  /** The latest corrections (at most CORRECTIONS_IN_DETAIL), newest first; `listRegistrationCorrections` pages all. */
  corrections: z.array(correctionEntrySchema),
  /** How many corrections there are in all (at most CORRECTIONS_MAX); the server always sends it. */
  correctionCount: z.number().int().optional(),
  /** An emergency inspection's review by the supervision office; null for every other kind. */
  emergencyReview: emergencyReviewSchema.nullable(),
  /** A supervisor who took no part in it may review the pending emergency inspection. */
  canReviewEmergency: z.boolean(),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

export const listRegistrationsInput = z
  .object({
    cursor: text(200).optional(),
    limit: z.coerce.number().int().min(1).max(50).optional(),
    enterpriseNumber: enterpriseNumberSchema.optional(),
    departmentCode: text(40).optional(),
    /**
     * A district's code (`440305`) or a street's (`440305006`): the registrations of the enterprises in it, as the
     * city's district figures count them.
     */
    regionCode: z
      .string()
      .regex(/^\d{6}(\d{3})?$/)
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    type: inspectionTypeSchema.optional(),
    outcome: registrationOutcomeSchema.optional(),
    registeredBy: registeredBySchema.optional(),
    flag: registrationFlagSchema.optional(),
    /** Emergency inspections by the state of their review (the supervision office's queue: `pending`). */
    emergencyReview: emergencyReviewStatusSchema.optional(),
  })
  .strict();
export type RegistrationListFilter = Pick<
  z.infer<typeof listRegistrationsInput>,
  | 'from'
  | 'to'
  | 'type'
  | 'outcome'
  | 'registeredBy'
  | 'flag'
  | 'departmentCode'
  | 'regionCode'
  | 'emergencyReview'
>;

export const registrationPageSchema = z.object({
  items: z.array(registrationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

export const correctRegistrationInput = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    reason: requiredText(500),
    endedAt: isoDateTime.optional(),
    legalBasis: text(500).optional(),
    items: z.array(checkedItemSchema).min(1).max(50).refine(distinct('code'), 'duplicate').optional(),
    problems: z.array(problemInputSchema).max(PROBLEMS_MAX).optional(),
    remarks: text(1000).optional(),
    /** The place of the inspection; the check-in itself (time and place on the scan) never changes. */
    location: locationSchema.optional(),
  })
  .strict();

export const listCorrectionsInput = z
  .object({
    id: idSchema,
    cursor: text(200).optional(),
    limit: z.coerce.number().int().min(1).max(CORRECTIONS_PAGE_MAX).optional(),
  })
  .strict();

export const correctionPageSchema = z.object({
  items: z.array(correctionEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CorrectionPage = z.infer<typeof correctionPageSchema>;

export const evaluateRegistrationInput = z
  .object({ registrationId: idSchema, level: evaluationLevelSchema, comment: text(500) })
  .strict();

export const checkInInput = z
  .object({
    scanId: idSchema,
    location: locationSchema,
    /** The device's reported accuracy of the position, in metres. */
    accuracyMeters: z.number().min(0).max(100_000).nullable().optional(),
    noPositionReason: noPositionReasonSchema.optional(),
  })
  .strict();

export const checkInSchema = z.object({
  scanId: z.string(),
  checkedInAt: z.string(),
  location: locationSchema,
  finding: checkInFindingSchema,
});

export const createdRegistrationSchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  late: z.boolean(),
  warnings: z.array(warningSchema),
});

/** The supervision office's review of an emergency inspection; not upheld says why. */
export const reviewEmergencyInspectionInput = z
  .object({
    id: idSchema,
    decision: z.enum(['uphold', 'notUphold']),
    note: text(500).optional(),
  })
  .strict();

export const registrationSchemas = {
  checkIn: { input: checkInInput, output: checkInSchema },
  addRegistrationPhoto: { input: emptyInput, output: photoSchema },
  createRegistration: { input: createRegistrationInput, output: createdRegistrationSchema },
  listRegistrations: { input: listRegistrationsInput, output: registrationPageSchema },
  getRegistration: { input: z.object({ id: idSchema }).strict(), output: registrationDetailSchema },
  correctRegistration: { input: correctRegistrationInput, output: registrationDetailSchema },
  listRegistrationCorrections: { input: listCorrectionsInput, output: correctionPageSchema },
  evaluateRegistration: { input: evaluateRegistrationInput, output: registrationDetailSchema },
  reviewEmergencyInspection: { input: reviewEmergencyInspectionInput, output: registrationDetailSchema },
};
