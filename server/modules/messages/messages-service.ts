import { randomUUID } from 'node:crypto';
import {
  countUnread,
  findOwnMessage,
  findSystemNotice,
  findSystemNoticeByRequest,
  insertSystemNotice,
  insertSystemNoticeMessages,
  listMessagePage,
  markRead,
  setRecipients,
  type MessageRow,
} from './messages-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import type { Locale } from '../../../contract/locales';
import { MESSAGE_PAGE_SIZE } from '../../../contract/messages/rules';
import type { Message } from '../../../contract/messages/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';
import { readKeysetCursor, toKeysetPage } from '../../http/keyset-cursor';

function toMessage(row: MessageRow, locale: Locale): Message {
  return {
    id: row.id,
    kind: row.kind,
    box: row.box,
    title: locale === 'en' ? row.titleEn : row.titleZh,
    body: locale === 'en' ? row.bodyEn : row.bodyZh,
    link: row.link ?? null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

export async function listMessages(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'listMessages'>,
  locale: Locale,
): Promise<ApiOutput<'listMessages'>> {
  const after = readKeysetCursor(input.cursor);
  const rows = await listMessagePage(db, session.userId, input.box, after, MESSAGE_PAGE_SIZE);
  const { page, nextCursor } = toKeysetPage(rows, MESSAGE_PAGE_SIZE, (row) => ({
    at: row.createdAt.toISOString(),
    id: row.id,
  }));
  return { items: page.map((row) => toMessage(row, locale)), nextCursor };
}

/** A user reads only their own messages; reading changes nothing (the screen sends `markMessagesRead`). */
export async function getMessage(
  db: Database,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<Message> {
  const row = await findOwnMessage(db, session.userId, id);
  if (!row) throw new NotFoundError('messageNotFound');
  return toMessage(row, locale);
}

/** The user's unread messages per box, each at most UNREAD_COUNT_CAP. */
export function countUnreadMessages(db: Database, session: AuthSession) {
  return countUnread(db, session.userId, session.user.role === 'enterprise' ? session.enterpriseId : null);
}

export async function markMessagesRead(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'markMessagesRead'>,
  now: Date,
): Promise<void> {
  await markRead(db, session.userId, input.ids?.length ? { ids: input.ids } : { box: input.box! }, now);
}

/**
 * A supervisor's notice to everyone, or to every enterprise user or officer: one message per recipient, written
 * in one statement. It is not put in the outbox: a notice to the whole city is read in the app, never sent as
 * SMS or push to every user.
 */
export async function publishSystemNotice(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'publishSystemNotice'>,
  now: Date,
): Promise<ApiOutput<'publishSystemNotice'>> {
  const published = await findSystemNoticeByRequest(db, session.userId, input.clientRequestId);
  if (published) return published;
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const inserted = await insertSystemNotice(tx, {
      id,
      audience: input.audience,
      titleZh: input.titleZh,
      titleEn: input.titleEn,
      bodyZh: input.bodyZh,
      bodyEn: input.bodyEn,
      publishedBy: session.userId,
      clientRequestId: input.clientRequestId,
      recipients: 0,
      publishedAt: now,
    });
    if (!inserted) return;
    const recipients = await insertSystemNoticeMessages(tx, (await findSystemNotice(tx, id))!);
    await setRecipients(tx, id, recipients);
  });
  return (await findSystemNoticeByRequest(db, session.userId, input.clientRequestId))!;
}
