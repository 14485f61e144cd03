import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, oneOf, toEnumValues } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { uploadedPhotoColumns, uploadedPhotoConstraints } from './photo-columns';
import { plans } from './plans';
import { users } from './session';
import { codeScans } from './supervision-codes';
import type { Industry } from '../../../contract/enterprises/rules';
import { approvalStatusSchema } from '../../../contract/inspection-approvals/schemas';
import {
  allowanceBasisSchema,
  caseReasonSchema,
  emergencyReviewStatusSchema,
  evaluationLevelSchema,
  inspectionTypeSchema,
  itemResultSchema,
  platformSchema,
  typedReasonSchema,
} from '../../../contract/registrations/schemas';

/** How the enterprise was identified: `code` scanned, business `licence` QR scanned, `number` typed. */
export const REGISTRATION_METHODS = ['code', 'licence', 'number'] as const;

/** The published inspection items of each department (only these may be checked). */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    /** The industries the item applies to (its scope); empty: every enterprise. */
    industries: jsonb('industries')
      .$type<Industry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.departmentCode, t.code] })],
);

/**
 * A department head's prior approval of an inspection beyond an enterprise's allowance: asked by an officer with
 * the reason, decided by the head of the same department (never the asker), valid for its window, used once.
 */
export const inspectionApprovals = pgTable(
  'inspection_approvals',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    itemCodes: text('item_codes').array().notNull(),
    reason: text('reason').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    status: text('status', { enum: toEnumValues(approvalStatusSchema.options) }).notNull(),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id),
    clientRequestId: text('client_request_id').notNull(),
    requestedAt: instant('requested_at').notNull(),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    decisionNote: text('decision_note'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('inspection_approvals_request_idx').on(t.requestedBy, t.clientRequestId),
    index('inspection_approvals_department_idx').on(t.departmentCode, t.requestedAt, t.id),
    index('inspection_approvals_requester_idx').on(t.requestedBy, t.requestedAt, t.id),
    index('inspection_approvals_enterprise_idx').on(t.enterpriseId, t.departmentCode, t.status),
    check('inspection_approvals_status_check', sql.raw(oneOf('status', approvalStatusSchema.options))),
    check('inspection_approvals_window_check', sql`${t.validFrom} <= ${t.validTo}`),
  ],
);

export interface OfficerSnapshot {
  name: string;
  certificateNumber: string;
}

export const registrations = pgTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    registrationNumber: text('registration_number').notNull().unique(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    clientRequestId: text('client_request_id').notNull(),
    platform: text('platform', { enum: toEnumValues(platformSchema.options) }).notNull(),
    type: text('type', { enum: toEnumValues(inspectionTypeSchema.options) }).notNull(),
    planId: text('plan_id').references(() => plans.id),
    legalBasis: text('legal_basis'),
    triggerReason: text('trigger_reason'),
    caseReason: text('case_reason', { enum: toEnumValues(caseReasonSchema.options) }),
    caseReference: text('case_reference'),
    method: text('method', { enum: REGISTRATION_METHODS }).notNull().default('number'),
    typedReason: text('typed_reason', { enum: toEnumValues(typedReasonSchema.options) }),
    allowanceBasis: text('allowance_basis', { enum: toEnumValues(allowanceBasisSchema.options) })
      .notNull()
      .default('within'),
    /** The prior approval it used (each is used once). */
    approvalId: text('approval_id').references(() => inspectionApprovals.id),
    officers: jsonb('officers').$type<OfficerSnapshot[]>().notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at').notNull(),
    registeredAt: instant('registered_at').notNull(),
    scanId: text('scan_id').references(() => codeScans.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
    late: boolean('late').notNull().default(false),
    lateReason: text('late_reason'),
    remarks: text('remarks'),
    problemCount: integer('problem_count').notNull().default(0),
    /** No problems and every item compliant: feeds the "same officer finds nothing" warning. */
    noFindings: boolean('no_findings').notNull(),
    /** Counting it, its enterprise went over a daily, weekly or monthly threshold (the analysis counts these). */
    frequencyWarned: boolean('frequency_warned').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('registrations_request_idx').on(t.createdBy, t.clientRequestId),
    // One index per access path of the history list, each ending in the keyset order.
    index('registrations_enterprise_page_idx').on(t.enterpriseId, t.registeredAt, t.id),
    index('registrations_enterprise_department_page_idx').on(
      t.enterpriseId,
      t.departmentCode,
      t.registeredAt,
      t.id,
    ),
    index('registrations_department_page_idx').on(t.departmentCode, t.registeredAt, t.id),
    // The supervision office's list is the whole city's, or one district's (its enterprises, filtered in the scan).
    index('registrations_page_idx').on(t.registeredAt, t.id),
    // An enterprise's registrations by start (its warnings and quota count them), from the index alone.
    index('registrations_enterprise_start_counts_idx').on(
      t.enterpriseId,
      t.startedAt,
      t.departmentCode,
      t.type,
      t.id,
    ),
    // The enterprises a department inspected in the last 12 months (its warnings desk), from the index alone.
    index('registrations_department_started_idx').on(t.departmentCode, t.startedAt, t.enterpriseId),
    // An officer's no-findings streak at an enterprise: the last finding, then what came after it (index only).
    index('registrations_enterprise_officer_idx').on(
      t.enterpriseId,
      t.createdBy,
      t.startedAt,
      t.id,
      t.noFindings,
    ),
    // The analysis opens a department's late and frequency-warned registrations: rare, so indexed on their own.
    index('registrations_department_late_idx')
      .on(t.departmentCode, t.registeredAt, t.id)
      .where(sql`${t.late}`),
    index('registrations_department_warned_idx')
      .on(t.departmentCode, t.registeredAt, t.id)
      .where(sql`${t.frequencyWarned}`),
    index('registrations_late_idx')
      .on(t.registeredAt, t.id)
      .where(sql`${t.late}`),
    index('registrations_warned_idx')
      .on(t.registeredAt, t.id)
      .where(sql`${t.frequencyWarned}`),
    // A plan's progress: which targets were inspected under it, and when first.
    index('registrations_plan_idx').on(t.planId, t.enterpriseId, t.registeredAt),
    check('registrations_platform_check', sql.raw(oneOf('platform', platformSchema.options))),
    check('registrations_type_check', sql.raw(oneOf('type', inspectionTypeSchema.options))),
    check('registrations_case_reason_check', sql.raw(oneOf('case_reason', caseReasonSchema.options))),
    check('registrations_method_check', sql.raw(oneOf('method', REGISTRATION_METHODS))),
    check('registrations_typed_reason_check', sql.raw(oneOf('typed_reason', typedReasonSchema.options))),
    check(
      'registrations_allowance_basis_check',
      sql.raw(oneOf('allowance_basis', allowanceBasisSchema.options)),
    ),
    uniqueIndex('registrations_approval_idx')
      .on(t.approvalId)
      .where(sql`${t.approvalId} is not null`),
    // The analysis and the supervision office open the excepted and approved ones: few, indexed on their own.
    index('registrations_department_basis_idx')
      .on(t.allowanceBasis, t.departmentCode, t.registeredAt, t.id)
      .where(sql`${t.allowanceBasis} <> 'within'`),
  ],
);

/** The supervision office's review of an emergency inspection (one per registration of that kind). */
export const emergencyReviews = pgTable(
  'emergency_reviews',
  {
    registrationId: text('registration_id')
      .primaryKey()
      .references(() => registrations.id),
    status: text('status', { enum: toEnumValues(emergencyReviewStatusSchema.options) })
      .notNull()
      .default('pending'),
    /** When the review was asked for: the registration's registration time. */
    requestedAt: instant('requested_at').notNull(),
    reviewedBy: text('reviewed_by').references(() => users.id),
    reviewedAt: instant('reviewed_at'),
    note: text('note'),
  },
  (t) => [
    check('emergency_reviews_status_check', sql.raw(oneOf('status', emergencyReviewStatusSchema.options))),
    check(
      'emergency_reviews_reviewed_check',
      sql`(${t.status} = 'pending') = (${t.reviewedBy} is null and ${t.reviewedAt} is null)`,
    ),
    // the supervision office's queue, oldest first
    index('emergency_reviews_status_idx').on(t.status, t.requestedAt),
  ],
);

export const registrationItems = pgTable(
  'registration_items',
  {
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    result: text('result', { enum: toEnumValues(itemResultSchema.options) }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.position] }),
    check('registration_items_result_check', sql.raw(oneOf('result', itemResultSchema.options))),
  ],
);

export const registrationProblems = pgTable(
  'registration_problems',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    rectification: text('rectification').notNull(),
  },
  (t) => [index('registration_problems_registration_idx').on(t.registrationId, t.position)],
);

/** Uploaded before the registration exists; attached to a problem when the registration is created or corrected. */
export const registrationPhotos = pgTable(
  'registration_photos',
  {
    ...uploadedPhotoColumns(),
    problemId: text('problem_id').references(() => registrationProblems.id),
    /** Set when a correction took the photo off its registration: kept as evidence, never served or attached again. */
    removedAt: instant('removed_at'),
  },
  (t) => [
    index('registration_photos_problem_idx').on(t.problemId),
    ...uploadedPhotoConstraints(
      'registration_photos',
      t,
      sql`${t.problemId} is null and ${t.removedAt} is null`,
    ),
  ],
);

/** One changed field of a correction; values are kept raw and rendered in the reader's language. */
export interface CorrectionChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const registrationCorrections = pgTable(
  'registration_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    officerId: text('officer_id')
      .notNull()
      .references(() => users.id),
    at: instant('at').notNull(),
    reason: text('reason').notNull(),
    changes: jsonb('changes').$type<CorrectionChange[]>().notNull(),
  },
  (t) => [index('registration_corrections_registration_idx').on(t.registrationId, t.at)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    registrationId: text('registration_id')
      .primaryKey()
      .references(() => registrations.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    level: text('level', { enum: toEnumValues(evaluationLevelSchema.options) }).notNull(),
    comment: text('comment').notNull(),
    firstEvaluatedAt: instant('first_evaluated_at').notNull(),
    evaluatedAt: instant('evaluated_at').notNull(),
  },
  (t) => [
    // The analysis counts a department's (or the city's) evaluations by month; the preview reads them oldest first.
    index('evaluations_department_time_idx').on(t.departmentCode, t.firstEvaluatedAt, t.registrationId),
    index('evaluations_time_idx').on(t.firstEvaluatedAt),
    check('evaluations_level_check', sql.raw(oneOf('level', evaluationLevelSchema.options))),
  ],
);

/** The registrations whose enterprise was reminded to evaluate them (at most once each, by the time sweep). */
export const evaluationReminders = pgTable('evaluation_reminders', {
  registrationId: text('registration_id')
    .primaryKey()
    .references(() => registrations.id),
  remindedAt: instant('reminded_at').notNull(),
});
