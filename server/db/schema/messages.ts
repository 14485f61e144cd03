import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, oneOf, toEnumValues } from './columns';
import { users } from './session';
import {
  MESSAGE_BOXES,
  MESSAGE_KINDS,
  MESSAGE_TOPICS,
  NOTICE_AUDIENCES,
} from '../../../contract/messages/rules';

export interface MessageLink {
  path: string;
  params: Record<string, string>;
}

/** A supervisor's system notice; each recipient gets a message row of its own (read state per user). */
export const systemNotices = pgTable(
  'system_notices',
  {
    id: text('id').primaryKey(),
    audience: text('audience', { enum: NOTICE_AUDIENCES }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    publishedBy: text('published_by')
      .notNull()
      .references(() => users.id),
    clientRequestId: text('client_request_id').notNull(),
    recipients: integer('recipients').notNull(),
    publishedAt: instant('published_at').notNull(),
  },
  (t) => [
    uniqueIndex('system_notices_request_idx').on(t.publishedBy, t.clientRequestId),
    check('system_notices_audience_check', sql.raw(oneOf('audience', NOTICE_AUDIENCES))),
  ],
);

/** The message center: one row per recipient, texts in both languages, a link to its subject. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    box: text('box', { enum: MESSAGE_BOXES }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh').notNull(),
    bodyEn: text('body_en').notNull(),
    link: jsonb('link').$type<MessageLink>(),
    systemNoticeId: text('system_notice_id').references(() => systemNotices.id),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('messages_user_page_idx').on(t.userId, t.box, t.createdAt, t.id),
    index('messages_unread_idx')
      .on(t.userId, t.box)
      .where(sql`${t.readAt} is null`),
    check('messages_kind_check', sql.raw(oneOf('kind', MESSAGE_KINDS))),
    check('messages_box_check', sql.raw(oneOf('box', MESSAGE_BOXES))),
  ],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** Delivery outside the app (the host's push, SMS): drained by the outbox worker through one channel adapter. */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('message_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('message_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.status} = 'sent'`),
    check('message_outbox_status_check', sql.raw(oneOf('status', OUTBOX_STATUSES))),
  ],
);

const TOPICS = toEnumValues(MESSAGE_TOPICS);

/** What a user asked of notifications (`/setting`); no row means nothing muted. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    /** Topics that reach the message center only: notify() writes no outbox row for them. */
    pushMuted: text('push_muted', { enum: TOPICS })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: instant('updated_at').notNull(),
  },
  () => [
    check(
      'notification_preferences_push_muted_check',
      sql.raw(`"push_muted" <@ array[${TOPICS.map((t) => `'${t}'`).join(', ')}]::text[]`),
    ),
  ],
);
