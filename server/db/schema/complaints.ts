import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';
import { enterprises } from './enterprises';
import { inspectionNotices } from './notices';
import { departments } from './officers';
import { uploadedPhotoColumns, uploadedPhotoConstraints } from './photo-columns';
import { registrations } from './registrations';
import { users } from './session';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_KINDS,
  COMPLAINT_STATES,
  COMPLAINT_STEPS,
  COMPLAINT_SUBJECTS,
  REJECT_REASONS,
} from '../../../contract/complaints/rules';

export const COMPLAINT_EVENT_ACTIONS = ['submit', 'overdue', ...COMPLAINT_ACTIONS] as const;
export const COMPLAINT_EVENT_ACTORS = ['complainant', 'department', 'supervisor', 'system'] as const;
export const EXTENSION_STATES = ['requested', 'approved', 'refused'] as const;

/** A no-scan report: what the enterprise knows of an inspection nobody registered. */
export interface StoredNoScan {
  officers: string;
  occurredAt: string;
  place: string;
}

export const complaints = pgTable(
  'complaints',
  {
    id: text('id').primaryKey(),
    complaintNumber: text('complaint_number').notNull(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    clientRequestId: text('client_request_id').notNull(),
    kind: text('kind', { enum: COMPLAINT_KINDS }).notNull(),
    category: text('category', { enum: COMPLAINT_CATEGORIES }),
    description: text('description').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactAllowed: boolean('contact_allowed').notNull(),
    subjectType: text('subject_type', { enum: COMPLAINT_SUBJECTS }).notNull(),
    registrationId: text('registration_id').references(() => registrations.id),
    noticeId: text('notice_id').references(() => inspectionNotices.id),
    /** Whether the notice verified when the enterprise attached it (a red notice is evidence). */
    noticeVerified: boolean('notice_verified'),
    warningKind: text('warning_kind'),
    noScan: jsonb('no_scan').$type<StoredNoScan>(),
    /** From the inspection, notice or report; the supervisor's preselection when accepting. */
    concernedDepartmentCode: text('concerned_department_code').references(() => departments.code),
    assignedDepartmentCode: text('assigned_department_code').references(() => departments.code),
    /** The officer who signed for it this round. */
    handlerId: text('handler_id').references(() => users.id),
    state: text('state', { enum: COMPLAINT_STATES }).notNull(),
    /** The current step owing something and when it is due (null once closed). */
    step: text('step', { enum: COMPLAINT_STEPS }),
    dueAt: instant('due_at'),
    /** The reminder and the overdue report of the current step, each sent once. */
    remindedAt: instant('reminded_at'),
    overdueAt: instant('overdue_at'),
    contactDueAt: instant('contact_due_at'),
    contactedAt: instant('contacted_at'),
    handlingStartedAt: instant('handling_started_at'),
    extensionState: text('extension_state', { enum: EXTENSION_STATES }),
    extensionWorkingDays: integer('extension_working_days'),
    extensionReason: text('extension_reason'),
    rejectReason: text('reject_reason', { enum: REJECT_REASONS }),
    duplicateOf: text('duplicate_of'),
    ratingLevel: integer('rating_level'),
    ratingComment: text('rating_comment'),
    ratedAt: instant('rated_at'),
    reopenCount: integer('reopen_count').notNull().default(0),
    /** The first 'resolve' or 'reject' event's time; kept by a trigger on complaint_events (migration 0020). */
    decidedAt: instant('decided_at'),
    /** Whether any step was reported overdue (an 'overdue' event); kept by the same trigger. */
    overdueReported: boolean('overdue_reported').notNull().default(false),
    escalated: boolean('escalated').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_number_idx').on(t.complaintNumber),
    uniqueIndex('complaints_request_idx').on(t.createdBy, t.clientRequestId),
    index('complaints_enterprise_page_idx').on(t.enterpriseId, t.createdAt, t.id),
    index('complaints_department_page_idx').on(t.assignedDepartmentCode, t.createdAt, t.id),
    // A list by state reads one range per state: an enterprise or department with none of a rare state (most have
    // no duplicate) must not walk that state across the whole city.
    index('complaints_enterprise_state_page_idx').on(t.enterpriseId, t.state, t.createdAt, t.id),
    index('complaints_department_state_page_idx').on(t.assignedDepartmentCode, t.state, t.createdAt, t.id),
    index('complaints_handler_page_idx').on(t.handlerId, t.state, t.createdAt, t.id),
    index('complaints_extension_page_idx').on(t.extensionState, t.state, t.createdAt, t.id),
    index('complaints_page_idx').on(t.createdAt, t.id),
    index('complaints_state_page_idx').on(t.state, t.createdAt, t.id),
    index('complaints_due_idx').on(t.dueAt),
    check('complaints_kind_check', sql.raw(oneOf('kind', COMPLAINT_KINDS))),
    check('complaints_state_check', sql.raw(oneOf('state', COMPLAINT_STATES))),
    check('complaints_subject_check', sql.raw(oneOf('subject_type', COMPLAINT_SUBJECTS))),
    check('complaints_rating_check', sql`${t.ratingLevel} is null or ${t.ratingLevel} between 1 and 5`),
  ],
);

/** The timeline: every state change and step with who made it (an officer stands for their department). */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    complaintId: text('complaint_id')
      .notNull()
      .references(() => complaints.id),
    action: text('action', { enum: COMPLAINT_EVENT_ACTIONS }).notNull(),
    actor: text('actor', { enum: COMPLAINT_EVENT_ACTORS }).notNull(),
    actorId: text('actor_id').references(() => users.id),
    /** The acting officer's department; for `overdue`, the department that missed the step (the analysis counts it). */
    departmentCode: text('department_code').references(() => departments.code),
    /** The missed step of an `overdue` event. */
    step: text('step', { enum: COMPLAINT_STEPS }),
    state: text('state', { enum: COMPLAINT_STATES }).notNull(),
    note: text('note'),
    at: instant('at').notNull(),
    /** The client's id of the request that added it (added information): a retried request adds nothing. */
    clientRequestId: text('client_request_id'),
  },
  (t) => [
    index('complaint_events_complaint_idx').on(t.complaintId, t.at),
    uniqueIndex('complaint_events_request_idx')
      .on(t.complaintId, t.actorId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    index('complaint_events_overdue_idx').on(t.action, t.departmentCode, t.at),
    check('complaint_events_action_check', sql.raw(oneOf('action', COMPLAINT_EVENT_ACTIONS))),
  ],
);

/** Uploaded before the complaint (or its added information) exists; attached when that is saved. */
export const complaintPhotos = pgTable(
  'complaint_photos',
  {
    ...uploadedPhotoColumns(),
    complaintId: text('complaint_id').references(() => complaints.id),
    /** Set for photos of added information. */
    eventId: integer('event_id').references(() => complaintEvents.id),
  },
  (t) => [
    index('complaint_photos_complaint_idx').on(t.complaintId),
    ...uploadedPhotoConstraints('complaint_photos', t, sql`${t.complaintId} is null`),
  ],
);

export const HOLIDAY_KINDS = ['dayOff', 'workedWeekendDay'] as const;

/** The State Council's holiday notice of each year, as the operator loads it (`npm run calendar:load`). */
export const cityHolidays = pgTable(
  'city_holidays',
  {
    date: text('date').primaryKey(),
    kind: text('kind', { enum: HOLIDAY_KINDS }).notNull(),
    name: text('name').notNull(),
  },
  () => [check('city_holidays_kind_check', sql.raw(oneOf('kind', HOLIDAY_KINDS)))],
);
