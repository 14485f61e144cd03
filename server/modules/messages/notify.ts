/**
 * The one way any module tells a user something: a message in the message center (texts in zh and en, a link to
 * its subject) and an outbox row for delivery outside the app. Call it inside the transaction of the change it
 * reports, so a rolled-back change tells nobody.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { boxOf, type MessageKind } from '../../../contract/messages/rules';
import type { Database, Transaction } from '../../db/client';
import { messageOutbox, messages, type MessageLink } from '../../db/schema/messages';
import { users } from '../../db/schema/session';

export interface MessageTexts {
  title: string;
  body: string;
}

export interface Notification {
  kind: MessageKind;
  texts: { zh: MessageTexts; en: MessageTexts };
  link: MessageLink | null;
  at: Date;
}

type Writer = Database | Transaction;

export async function notify(
  db: Writer,
  userIds: readonly string[],
  notification: Notification,
): Promise<void> {
  if (userIds.length === 0) return;
  const { kind, texts, link, at } = notification;
  const rows = [...new Set(userIds)].map((userId) => ({
    id: randomUUID(),
    userId,
    kind,
    box: boxOf(kind),
    titleZh: texts.zh.title,
    bodyZh: texts.zh.body,
    titleEn: texts.en.title,
    bodyEn: texts.en.body,
    link,
    createdAt: at,
  }));
  await db.insert(messages).values(rows);
  await db.insert(messageOutbox).values(rows.map((r) => ({ messageId: r.id, nextAttemptAt: at })));
}

/** Everyone who signs in for each of the enterprises, by enterprise (one query for any number of them). */
export async function listEnterpriseUsers(
  db: Writer,
  enterpriseIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byEnterprise = new Map<string, string[]>();
  if (enterpriseIds.length === 0) return byEnterprise;
  const rows = await db
    .select({ id: users.id, enterpriseId: users.enterpriseId })
    .from(users)
    .where(inArray(users.enterpriseId, [...enterpriseIds]));
  for (const row of rows) {
    const ids = byEnterprise.get(row.enterpriseId!) ?? [];
    ids.push(row.id);
    byEnterprise.set(row.enterpriseId!, ids);
  }
  return byEnterprise;
}

/** Everyone who signs in for the enterprise. */
export async function listEnterpriseUserIds(db: Writer, enterpriseId: string): Promise<string[]> {
  return (await listEnterpriseUsers(db, [enterpriseId])).get(enterpriseId) ?? [];
}
