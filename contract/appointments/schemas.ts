import { z } from 'zod';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_KINDS,
  APPOINTMENT_MAX_OFFICERS,
  APPOINTMENT_MAX_PREFERRED_SLOTS,
  APPOINTMENT_PHOTOS_MAX,
  APPOINTMENT_PERIODS,
  APPOINTMENT_STATES,
} from './rules';
import {
  distinct,
  emptyInput,
  enterpriseNumberSchema,
  idSchema,
  isoDate,
  mobileSchema,
  requiredText,
  text,
} from '../fields';
import { photoSchema } from '../registrations/schemas';

export const appointmentKindSchema = z.enum(APPOINTMENT_KINDS);
export const appointmentStateSchema = z.enum(APPOINTMENT_STATES);
export const appointmentPeriodSchema = z.enum(APPOINTMENT_PERIODS);

export const appointmentSlotSchema = z.object({ date: isoDate, period: appointmentPeriodSchema }).strict();
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

const versioned = { id: idSchema, version: z.number().int().min(1) };
/** Who comes: officers of the department (the server checks them and the minimum for the kind). */
const officerIdsSchema = z
  .array(idSchema)
  .min(1, 'officerIds')
  .max(APPOINTMENT_MAX_OFFICERS)
  .refine(distinct(), 'duplicate');

export const appointmentRequestInput = z
  .object({
    departmentCode: requiredText(40),
    kind: appointmentKindSchema,
    /** The registration a re-check follows up (required for a re-check, which starts from its detail). */
    registrationId: idSchema.optional(),
    slots: z
      .array(appointmentSlotSchema)
      .min(1, 'slots')
      .max(APPOINTMENT_MAX_PREFERRED_SLOTS, 'slots')
      .refine(distinct(), 'duplicate'),
    /** The enterprise's registered address, or another place it names. */
    address: requiredText(200),
    contactName: requiredText(50),
    contactPhone: mobileSchema,
    description: requiredText(500),
    /**
     * Uploaded first (addAppointmentPhoto), in order; on an edit the photos it keeps and new ones, on a relaunch also
     * the earlier appointment's, copied.
     */
    photoIds: z.array(idSchema).max(APPOINTMENT_PHOTOS_MAX).refine(distinct(), 'duplicate'),
  })
  .strict();

export const createAppointmentInput = appointmentRequestInput
  .extend({
    /** Idempotency key made once per form: a double tap or a retry returns the first appointment. */
    clientRequestId: z.uuid(),
    /** Booked again from a declined, cancelled or expired appointment. */
    relaunchedFrom: idSchema.optional(),
  })
  .strict();
export type CreateAppointmentInput = z.input<typeof createAppointmentInput>;

export const editAppointmentInput = appointmentRequestInput
  .omit({ departmentCode: true, kind: true, registrationId: true })
  .extend(versioned)
  .strict();

export const appointmentOfficerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  certificateNumber: z.string(),
});

export const appointmentEventSchema = z.object({
  action: z.enum([...APPOINTMENT_ACTIONS, 'book']),
  actorName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
  slot: appointmentSlotSchema.nullable(),
});

export const appointmentSummarySchema = z.object({
  id: z.string(),
  appointmentNumber: z.string(),
  kind: appointmentKindSchema,
  state: appointmentStateSchema,
  enterpriseNumber: z.string(),
  enterpriseName: z.string(),
  departmentCode: z.string(),
  departmentName: z.string(),
  /** The confirmed (or proposed) slot; null while only the enterprise's preferences exist. */
  slot: appointmentSlotSchema.nullable(),
  preferredSlots: z.array(appointmentSlotSchema),
  /** When an open request or proposal expires unanswered. */
  answerDueAt: z.string().nullable(),
  /** Who is coming (a confirmed visit), by name; empty until the department names them. */
  officerNames: z.array(z.string()),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AppointmentSummary = z.infer<typeof appointmentSummarySchema>;

export const appointmentSchema = appointmentSummarySchema.extend({
  /** The inspection a re-check follows up. */
  followsRegistrationId: z.string().nullable(),
  followsRegistrationNumber: z.string().nullable(),
  /** What the visit was registered as, once completed. */
  registrationId: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  visitId: z.string().nullable(),
  relaunchedFrom: z.string().nullable(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  description: z.string(),
  photos: z.array(photoSchema),
  officers: z.array(appointmentOfficerSchema),
  /** Why it was declined or cancelled, or the note with a proposed time. */
  reason: z.string().nullable(),
  rating: z.number().int().nullable(),
  ratingComment: z.string().nullable(),
  timeline: z.array(appointmentEventSchema),
  allowedActions: z.array(z.enum(APPOINTMENT_ACTIONS)),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentDepartmentSchema = z.object({
  code: z.string(),
  name: z.string(),
  kinds: z.array(appointmentKindSchema),
  dailyCapacity: z.number().int(),
  /** `1-morning` .. `7-afternoon` (ISO weekday, period). */
  weeklySlots: z.array(z.string()),
});

export const offeredSlotSchema = appointmentSlotSchema.extend({ left: z.number().int() });

export const appointmentListInput = z
  .object({
    state: appointmentStateSchema.optional(),
    /** Officers: the confirmed appointments of one enterprise on one day (the scan's offer). */
    enterpriseNumber: enterpriseNumberSchema.optional(),
    on: isoDate.optional(),
    /** Booked (asked for) on these city days, either end open: the list behind the analysis's appointment figure. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** The supervision office narrows its list to one department (an officer's is its own already). */
    departmentCode: requiredText(40).optional(),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .strict();

export const appointmentSchemas = {
  getAppointmentOptions: {
    input: emptyInput,
    output: z.object({
      departments: z.array(appointmentDepartmentSchema),
      answerWorkingDays: z.number().int(),
    }),
  },
  listAppointmentSlots: {
    input: z.object({ departmentCode: requiredText(40) }).strict(),
    output: z.array(offeredSlotSchema),
  },
  setAppointmentAvailability: {
    input: z
      .object({
        weeklySlots: z
          .array(z.string().regex(/^[1-7]-(morning|afternoon)$/))
          .max(14)
          .refine(distinct(), 'duplicate'),
        dailyCapacity: z.number().int().min(0).max(50),
      })
      .strict(),
    output: appointmentDepartmentSchema,
  },
  addAppointmentPhoto: { input: emptyInput, output: photoSchema },
  createAppointment: { input: createAppointmentInput, output: appointmentSchema },
  listAppointments: {
    input: appointmentListInput,
    output: z.object({ items: z.array(appointmentSummarySchema), total: z.number().int() }),
  },
  getAppointment: { input: z.object({ id: idSchema }).strict(), output: appointmentSchema },
  editAppointment: { input: editAppointmentInput, output: appointmentSchema },
  cancelAppointment: {
    input: z.object({ ...versioned, reason: text(200).optional() }).strict(),
    output: appointmentSchema,
  },
  confirmAppointment: {
    input: z.object({ ...versioned, slot: appointmentSlotSchema, officerIds: officerIdsSchema }).strict(),
    output: appointmentSchema,
  },
  /** Names who comes to a confirmed appointment, replacing those named before. */
  assignAppointmentOfficers: {
    input: z.object({ ...versioned, officerIds: officerIdsSchema }).strict(),
    output: appointmentSchema,
  },
  proposeAppointmentTime: {
    input: z.object({ ...versioned, slot: appointmentSlotSchema, note: text(200).optional() }).strict(),
    output: appointmentSchema,
  },
  declineAppointment: {
    input: z.object({ ...versioned, reason: requiredText(200) }).strict(),
    output: appointmentSchema,
  },
  cancelAppointmentByDepartment: {
    input: z.object({ ...versioned, reason: requiredText(200) }).strict(),
    output: appointmentSchema,
  },
  answerAppointmentProposal: {
    input: z.object({ ...versioned, accept: z.boolean() }).strict(),
    output: appointmentSchema,
  },
  rateAppointment: {
    input: z
      .object({ id: idSchema, rating: z.number().int().min(1).max(5), comment: text(500).optional() })
      .strict(),
    output: appointmentSchema,
  },
};
