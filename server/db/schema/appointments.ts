import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, oneOf } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { uploadedPhotoColumns, uploadedPhotoConstraints } from './photo-columns';
import { registrations } from './registrations';
import { users } from './session';
import { visits } from './visits';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_KINDS,
  APPOINTMENT_PERIODS,
  APPOINTMENT_STATES,
  type AppointmentKind,
} from '../../../contract/appointments/rules';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';

/** What a department publishes: the kinds it takes, its weekly half days and how many visits a day. */
export const appointmentCalendars = pgTable(
  'appointment_calendars',
  {
    departmentCode: text('department_code')
      .primaryKey()
      .references(() => departments.code),
    kinds: text('kinds').array().notNull().$type<AppointmentKind[]>(),
    weeklySlots: text('weekly_slots').array().notNull(),
    dailyCapacity: integer('daily_capacity').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('appointment_calendars_capacity_check', sql`${t.dailyCapacity} >= 0`)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    appointmentNumber: text('appointment_number').notNull().unique(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    kind: text('kind', { enum: APPOINTMENT_KINDS }).notNull(),
    state: text('state', { enum: APPOINTMENT_STATES }).notNull(),
    /** The registration a re-check follows up. */
    followsRegistrationId: text('follows_registration_id').references(() => registrations.id),
    preferredSlots: jsonb('preferred_slots').notNull().$type<AppointmentSlot[]>(),
    /** The confirmed or proposed day and half day. */
    slotDate: text('slot_date'),
    slotPeriod: text('slot_period', { enum: APPOINTMENT_PERIODS }),
    address: text('address').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    description: text('description').notNull(),
    reason: text('reason'),
    answerDueAt: instant('answer_due_at'),
    /** What the visit was registered as. */
    registrationId: text('registration_id').references(() => registrations.id),
    visitId: text('visit_id').references(() => visits.id),
    relaunchedFrom: text('relaunched_from'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    clientRequestId: text('client_request_id').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('appointments_request_idx').on(t.createdBy, t.clientRequestId),
    index('appointments_enterprise_idx').on(t.enterpriseId, t.createdAt),
    index('appointments_department_idx').on(t.departmentCode, t.state, t.createdAt),
    index('appointments_due_idx')
      .on(t.answerDueAt)
      .where(sql`${t.answerDueAt} is not null`),
    // a registration or visit answers one appointment at most; the frequency counts look them up
    uniqueIndex('appointments_registration_idx')
      .on(t.registrationId)
      .where(sql`${t.registrationId} is not null`),
    uniqueIndex('appointments_visit_idx')
      .on(t.visitId)
      .where(sql`${t.visitId} is not null`),
    index('appointments_day_idx')
      .on(t.departmentCode, t.slotDate)
      .where(sql`${t.state} in ('confirmed', 'completed')`),
    check('appointments_kind_check', sql.raw(oneOf('kind', APPOINTMENT_KINDS))),
    check('appointments_state_check', sql.raw(oneOf('state', APPOINTMENT_STATES))),
    check('appointments_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const appointmentOfficers = pgTable(
  'appointment_officers',
  {
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.appointmentId, t.userId] })],
);

/** The timeline: one row per transition (and the booking). */
export const appointmentEvents = pgTable(
  'appointment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => users.id),
    note: text('note'),
    slotDate: text('slot_date'),
    slotPeriod: text('slot_period'),
    at: instant('at').notNull(),
  },
  (t) => [
    index('appointment_events_appointment_idx').on(t.appointmentId, t.at),
    check('appointment_events_action_check', sql.raw(oneOf('action', [...APPOINTMENT_ACTIONS, 'book']))),
  ],
);

/** Uploaded before the request is sent; attached when it is booked or edited, copied when it is booked again. */
export const appointmentPhotos = pgTable(
  'appointment_photos',
  {
    ...uploadedPhotoColumns(),
    appointmentId: text('appointment_id').references(() => appointments.id),
  },
  (t) => [
    index('appointment_photos_appointment_idx').on(t.appointmentId),
    ...uploadedPhotoConstraints('appointment_photos', t, sql`${t.appointmentId} is null`),
  ],
);
