import { z } from 'zod';
import { MESSAGE_BOXES, MESSAGE_KINDS, NOTICE_AUDIENCES } from './rules';
import { distinct, idSchema, requiredText, text } from '../fields';

export const messageBoxSchema = z.enum(MESSAGE_BOXES);

export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  box: messageBoxSchema,
  /** In the reader's language. */
  title: z.string(),
  body: z.string(),
  /** The screen of its subject (a route name of `src/lib/paths.ts`) and its parameters. */
  link: z.object({ path: z.string(), params: z.record(z.string(), z.string()) }).nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const unreadCountsSchema = z.object({
  system: z.number().int(),
  personal: z.number().int(),
  /** Inspection notices not yet opened (enterprises). */
  notices: z.number().int(),
  /** Complaints awaiting this user's action (the complaints tab and the officer desk). */
  complaints: z.number().int(),
  /** Emergency inspections waiting for the supervision office's review (supervisors; 0 for anyone else). */
  emergencyReviews: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const publishSystemNoticeInput = z
  .object({
    clientRequestId: z.uuid(),
    audience: z.enum(NOTICE_AUDIENCES),
    titleZh: requiredText(100),
    bodyZh: requiredText(2000),
    titleEn: requiredText(200),
    bodyEn: requiredText(4000),
  })
  .strict();

export const messageSchemas = {
  listMessages: {
    input: z.object({ box: messageBoxSchema, cursor: text(200).optional() }).strict(),
    output: z.object({ items: z.array(messageSchema), nextCursor: z.string().nullable() }),
  },
  getMessage: { input: z.object({ id: idSchema }).strict(), output: messageSchema },
  /** Marks the named messages read, or every message of a box. Answers the counts left unread. */
  markMessagesRead: {
    input: z
      .object({
        ids: z.array(idSchema).max(100).refine(distinct(), 'duplicate').optional(),
        box: messageBoxSchema.optional(),
      })
      .strict()
      .refine((v) => Boolean(v.ids?.length) !== Boolean(v.box), { message: 'idsOrBox', path: ['ids'] }),
    output: unreadCountsSchema,
  },
  getUnreadCounts: { input: z.object({}).strict(), output: unreadCountsSchema },
  publishSystemNotice: {
    input: publishSystemNoticeInput,
    output: z.object({ id: z.string(), recipients: z.number().int() }),
  },
};
