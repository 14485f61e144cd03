import { z } from 'zod';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_KINDS,
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_STATES,
  COMPLAINT_STEPS,
  DEFAULT_COMPLAINT_DEADLINES,
  REJECT_REASONS,
} from './rules';
import {
  distinct,
  emptyInput,
  idSchema,
  isoDate,
  isoDateTime,
  phoneSchema,
  requiredText,
  text,
} from '../fields';
import { noticeTokenSchema } from '../notices/schemas';
import { photoSchema } from '../registrations/schemas';
import { warningKindSchema } from '../warnings/schemas';

export const complaintKindSchema = z.enum(COMPLAINT_KINDS);
export const complaintCategorySchema = z.enum(COMPLAINT_CATEGORIES);
export const complaintStateSchema = z.enum(COMPLAINT_STATES);
export const complaintActionSchema = z.enum(COMPLAINT_ACTIONS);
export const complaintStepSchema = z.enum(COMPLAINT_STEPS);
export const rejectReasonSchema = z.enum(REJECT_REASONS);

const departmentCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,39}$/, 'departmentCode');

/** What the complaint is about. A notice comes with its signed token: the enterprise proves it scanned it. */
export const complaintSubjectInput = z.discriminatedUnion('type', [
  z.object({ type: z.literal('registration'), registrationId: idSchema }).strict(),
  z
    .object({
      type: z.literal('noScan'),
      departmentCode: departmentCodeSchema,
      /** Names or certificate numbers, if the enterprise knows them. */
      officers: text(200),
      occurredAt: isoDateTime,
      place: requiredText(200),
    })
    .strict(),
  z
    .object({ type: z.literal('notice'), noticeId: idSchema.optional(), token: noticeTokenSchema.optional() })
    .strict()
    .refine((v) => v.noticeId || v.token, { message: 'noticeMissing' }),
  z
    .object({
      type: z.literal('warning'),
      warningKind: warningKindSchema,
      departmentCode: departmentCodeSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('none') }).strict(),
]);
export type ComplaintSubjectInput = z.infer<typeof complaintSubjectInput>;

export const createComplaintInput = z
  .object({
    clientRequestId: z.uuid(),
    kind: complaintKindSchema,
    category: complaintCategorySchema.optional(),
    description: requiredText(COMPLAINT_DESCRIPTION_MAX),
    photoIds: z.array(idSchema).max(COMPLAINT_PHOTOS_MAX).refine(distinct(), 'duplicate'),
    contactPhone: phoneSchema,
    contactAllowed: z.boolean(),
    subject: complaintSubjectInput,
  })
  .strict()
  .refine((v) => v.kind === 'opinion' || v.category !== undefined, {
    message: 'categoryRequired',
    path: ['category'],
  })
  .refine((v) => v.kind === 'complaint' || v.subject.type !== 'noScan', {
    message: 'noScanIsComplaint',
    path: ['kind'],
  });
export type CreateComplaintInput = z.input<typeof createComplaintInput>;

export const complaintDeadlineSchema = z.object({
  step: complaintStepSchema,
  dueAt: z.string(),
  /** Computed on the server's clock: green, amber in the last day, red when overdue. */
  tone: z.enum(['ok', 'dueSoon', 'overdue']),
});
export type ComplaintDeadline = z.infer<typeof complaintDeadlineSchema>;

export const complaintSummarySchema = z.object({
  id: z.string(),
  /** `TS` + city date + sequence, what a person quotes on the phone. */
  complaintNumber: z.string(),
  kind: complaintKindSchema,
  category: complaintCategorySchema.nullable(),
  state: complaintStateSchema,
  /** One line: the description's start. */
  excerpt: z.string(),
  /** The assigned department, else the one concerned (from the inspection, notice or no-scan report). */
  departmentName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The current step's deadline; null when closed. */
  deadline: complaintDeadlineSchema.nullable(),
  overdue: z.boolean(),
  escalated: z.boolean(),
  reopenCount: z.number().int(),
  /** Assigned, and nobody of its department may sign it any more (all handled it before): the office reassigns it. */
  stuck: z.boolean(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintPageSchema = z.object({
  items: z.array(complaintSummarySchema),
  nextCursor: z.string().nullable(),
});

/** Officers appear by their department's name; the complainant as `complainant` to officers and "you" to the enterprise. */
export const complaintEventSchema = z.object({
  action: z.union([complaintActionSchema, z.enum(['submit', 'overdue'])]),
  actor: z.enum(['complainant', 'department', 'supervisor', 'system']),
  actorName: z.string(),
  at: z.string(),
  /** The state after the event. */
  state: complaintStateSchema,
  note: z.string().nullable(),
  photos: z.array(photoSchema),
});
export type ComplaintEvent = z.infer<typeof complaintEventSchema>;

export const complaintSubjectSchema = z.object({
  type: z.enum(['registration', 'noScan', 'notice', 'warning', 'none']),
  registration: z
    .object({
      /** Null for officers who may not know who complained (the record leads to the enterprise). */
      id: z.string().nullable(),
      registrationNumber: z.string().nullable(),
      departmentName: z.string(),
      inspectedAt: z.string(),
    })
    .nullable(),
  noScan: z
    .object({ departmentName: z.string(), officers: z.string(), occurredAt: z.string(), place: z.string() })
    .nullable(),
  notice: z.object({ id: z.string().nullable(), title: z.string(), verified: z.boolean() }).nullable(),
  warning: z.object({ kind: warningKindSchema, departmentName: z.string().nullable() }).nullable(),
});

export const complaintDetailSchema = complaintSummarySchema.extend({
  version: z.number().int(),
  description: z.string(),
  photos: z.array(photoSchema),
  subject: complaintSubjectSchema,
  contactAllowed: z.boolean(),
  /** Only the complaining enterprise, the supervision office and the officer handling it see who complained. */
  complainant: z
    .object({ name: z.string(), phone: z.string(), enterpriseName: z.string(), enterpriseNumber: z.string() })
    .nullable(),
  assignedDepartment: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** For the supervisor accepting it: the department concerned. */
  suggestedDepartmentCode: z.string().nullable(),
  extension: z
    .object({
      state: z.enum(['requested', 'approved', 'refused']),
      workingDays: z.number().int(),
      reason: z.string(),
    })
    .nullable(),
  rating: z.object({ level: z.number().int(), comment: z.string(), ratedAt: z.string() }).nullable(),
  /** When the complainant must be contacted by (null: contact not allowed or done). */
  contactDueAt: z.string().nullable(),
  contactedAt: z.string().nullable(),
  timeline: z.array(complaintEventSchema),
  /** Why this officer may take no part in handling it (回避: they took part in it or are named in it), in their language. */
  recusal: z.string().nullable(),
  /** What this user may do now; the screen offers exactly these. */
  allowedActions: z.array(complaintActionSchema),
});
export type ComplaintDetail = z.infer<typeof complaintDetailSchema>;

const changeInput = { id: idSchema, version: z.number().int().min(1) };

export const COMPLAINT_LIST_FILTERS = ['all', 'open', 'toRate', 'closed'] as const;
export const HANDLING_LIST_VIEWS = ['todo', 'open', 'overdue', 'closed'] as const;
/**
 * Not a tab: `lodged` lists the complaints lodged in a period (`from`/`to`, city days), the list behind an analysis
 * figure, narrowed by a facet: now resolved, ever reopened, or decided (a reply passed on, or refused).
 */
export const LODGED_FACETS = ['resolved', 'reopened', 'decided'] as const;
export type LodgedFacet = (typeof LODGED_FACETS)[number];
export const handlingListInput = z
  .object({
    view: z.enum([...HANDLING_LIST_VIEWS, 'lodged']),
    cursor: text(200).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    facet: z.enum(LODGED_FACETS).optional(),
    /** The supervision office narrows its lists to one department (an officer's are its own already). */
    departmentCode: departmentCodeSchema.optional(),
  })
  .strict();

export const complaintSchemas = {
  getComplaintOptions: {
    input: emptyInput,
    output: z.object({
      /** Departments a complaint can concern (the ones that inspect). */
      departments: z.array(z.object({ code: z.string(), name: z.string() })),
      deadlines: z.object({
        acceptWorkingDays: z.number().int(),
        signWorkingDays: z.number().int(),
        contactHours: z.number().int(),
        replyWorkingDays: z.number().int(),
        extensionMaxWorkingDays: z.number().int(),
        reviewWorkingDays: z.number().int(),
        rateDays: z.number().int(),
      }) satisfies z.ZodType<typeof DEFAULT_COMPLAINT_DEADLINES>,
    }),
  },
  addComplaintPhoto: { input: emptyInput, output: photoSchema },
  /** Repeating a `clientRequestId` answers the complaint it created. */
  createComplaint: { input: createComplaintInput, output: complaintDetailSchema },
  /** The enterprise's own complaints, newest first. */
  listComplaints: {
    input: z
      .object({ filter: z.enum(COMPLAINT_LIST_FILTERS).optional(), cursor: text(200).optional() })
      .strict(),
    output: complaintPageSchema,
  },
  /** Officers: those assigned to their department; supervisors: all. `todo` is what awaits this user. */
  listHandlingComplaints: {
    input: handlingListInput,
    output: complaintPageSchema,
  },
  getComplaint: { input: z.object({ id: idSchema }).strict(), output: complaintDetailSchema },
  withdrawComplaint: {
    input: z.object({ ...changeInput, note: text(500) }).strict(),
    output: complaintDetailSchema,
  },
  /** Repeating a `clientRequestId` answers the complaint as it is, without adding the information twice. */
  addComplaintInformation: {
    input: z
      .object({
        id: idSchema,
        clientRequestId: z.uuid(),
        note: requiredText(COMPLAINT_DESCRIPTION_MAX),
        photoIds: z.array(idSchema).max(COMPLAINT_PHOTOS_MAX).refine(distinct(), 'duplicate'),
      })
      .strict(),
    output: complaintDetailSchema,
  },
  rateComplaint: {
    input: z
      .object({ ...changeInput, level: z.number().int().min(1).max(5), comment: text(500) })
      .strict()
      .refine((v) => v.level > 2 || v.comment.length > 0, { message: 'reasonRequired', path: ['comment'] }),
    output: complaintDetailSchema,
  },
  acceptComplaint: {
    input: z.object({ ...changeInput, departmentCode: departmentCodeSchema, note: text(500) }).strict(),
    output: complaintDetailSchema,
  },
  rejectComplaint: {
    input: z
      .object({
        ...changeInput,
        reason: rejectReasonSchema,
        duplicateOf: text(40).optional(),
        note: requiredText(500),
      })
      .strict()
      .refine((v) => v.reason !== 'duplicate' || Boolean(v.duplicateOf), {
        message: 'duplicateOfRequired',
        path: ['duplicateOf'],
      }),
    output: complaintDetailSchema,
  },
  /** An assigned complaint nobody there can sign (all handled it before, or the wrong department) goes elsewhere. */
  reassignComplaint: {
    input: z
      .object({ ...changeInput, departmentCode: departmentCodeSchema, note: requiredText(500) })
      .strict(),
    output: complaintDetailSchema,
  },
  signComplaint: { input: z.object(changeInput).strict(), output: complaintDetailSchema },
  recordComplaintContact: {
    input: z.object({ ...changeInput, note: requiredText(500) }).strict(),
    output: complaintDetailSchema,
  },
  requestComplaintExtension: {
    input: z
      .object({
        ...changeInput,
        workingDays: z.number().int().min(1).max(DEFAULT_COMPLAINT_DEADLINES.extensionMaxWorkingDays),
        reason: requiredText(500),
      })
      .strict(),
    output: complaintDetailSchema,
  },
  decideComplaintExtension: {
    input: z.object({ ...changeInput, approve: z.boolean(), note: text(500) }).strict(),
    output: complaintDetailSchema,
  },
  replyComplaint: {
    input: z.object({ ...changeInput, findings: requiredText(2000), measures: requiredText(2000) }).strict(),
    output: complaintDetailSchema,
  },
  /** The supervisor's review of a reply: pass it to the complainant (`resolve`) or send it back. */
  reviewComplaint: {
    input: z
      .object({ ...changeInput, decision: z.enum(['resolve', 'sendBack']), note: text(2000) })
      .strict()
      .refine((v) => v.decision === 'resolve' || v.note.length > 0, {
        message: 'reasonRequired',
        path: ['note'],
      }),
    output: complaintDetailSchema,
  },
  /**
   * Development and test stacks only: moves the server's clock and runs the deadline sweep at once. A test that
   * moved it forward by hours moves it back by the same hours when done, so the tests after it see today (a few
   * minutes forward, as an inspection's, stay).
   */
  advanceTestClock: {
    input: z
      .object({
        /** Whole hours for deadlines; a fraction for the minutes an inspection lasts. */
        hours: z
          .number()
          .min(-24 * 400)
          .max(24 * 400),
      })
      .strict(),
    output: z.object({ now: z.string() }),
  },
};
