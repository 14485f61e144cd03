import { z } from 'zod';
import { NOTICE_CHECKS, NOTICE_KINDS } from './rules';
import { enterpriseNumberSchema, idSchema, text } from '../fields';

export const noticeKindSchema = z.enum(NOTICE_KINDS);

export const noticeSummarySchema = z.object({
  id: z.string(),
  kind: noticeKindSchema,
  title: z.string(),
  departmentName: z.string(),
  enterpriseName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  issuedAt: z.string(),
  read: z.boolean(),
  acknowledgedAt: z.string().nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeVerificationSchema = z.object({
  /** Green when every check passed. */
  ok: z.boolean(),
  checks: z.array(z.object({ check: z.enum(NOTICE_CHECKS), ok: z.boolean() })),
});
export type NoticeVerification = z.infer<typeof noticeVerificationSchema>;

export const noticeDetailSchema = noticeSummarySchema.extend({
  planId: z.string().nullable(),
  enterpriseNumber: z.string(),
  legalBasis: z.string(),
  items: z.array(z.object({ code: z.string(), name: z.string() })),
  officers: z.array(z.object({ name: z.string(), certificateNumber: z.string() })),
  /** This department's inspections of this enterprise this year, against its yearly cap (null: no cap). */
  inspectionsThisYear: z.object({ count: z.number().int(), cap: z.number().int().nullable() }),
  verification: noticeVerificationSchema,
  /** The registration this notice led to, once the officer registered the inspection. */
  registration: z
    .object({ id: z.string(), registrationNumber: z.string(), registeredAt: z.string() })
    .nullable(),
  /** Only for the officer showing a door notice: the QR's signed token and when it stops verifying. */
  qr: z.object({ token: z.string(), expiresAt: z.string() }).nullable(),
});
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticeTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{10,300}$/, 'noticeToken');

export const noticeSchemas = {
  listNotices: {
    input: z.object({ cursor: text(200).optional() }).strict(),
    output: z.object({ items: z.array(noticeSummarySchema), nextCursor: z.string().nullable() }),
  },
  getNotice: { input: z.object({ id: idSchema }).strict(), output: noticeDetailSchema },
  markNoticeRead: { input: z.object({ id: idSchema }).strict(), output: noticeDetailSchema },
  acknowledgeNotice: { input: z.object({ id: idSchema }).strict(), output: noticeDetailSchema },
  openDoorNotice: {
    input: z.object({ planId: idSchema, enterpriseNumber: enterpriseNumberSchema }).strict(),
    output: noticeDetailSchema,
  },
  /** An enterprise scanned a notice QR: a forged or expired token is answered, not refused, so it can be shown red. */
  verifyNotice: {
    input: z.object({ token: noticeTokenSchema }).strict(),
    output: z.object({
      result: z.enum(['valid', 'problems', 'notGenuine', 'expired']),
      notice: noticeDetailSchema.nullable(),
    }),
  },
};
