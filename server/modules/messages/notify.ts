/**
 * The one way any module tells a user something: a message in the message center (texts in zh and en, a link to
 * its subject), always, and an outbox row for delivery outside the app unless the recipient muted the message's
 * topic (`/setting`), all in one statement. Call it inside the transaction of the change it reports,
 * so a rolled-back change tells nobody.
 */
import { arrayContains, inArray, sql, type SQL } from 'drizzle-orm';
import { boxOf, topicOf, type MessageKind } from '../../../contract/messages/rules';
import type { Database, Transaction } from '../../db/client';
import { messageOutbox, messages, notificationPreferences, type MessageLink } from '../../db/schema/messages';
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

/** Whom a notification is for: these users, or everyone who signs in for the enterprise when it is written. */
export type Recipients = readonly string[] | { enterpriseId: string };

export async function notify(db: Writer, to: Recipients, notification: Notification): Promise<void> {
  let recipients: SQL;
  if ('enterpriseId' in to) {
    recipients = sql`select ${users.id} from ${users} where ${users.enterpriseId} = ${to.enterpriseId}`;
  } else {
    if (to.length === 0) return;
    recipients = sql`values ${sql.join(
      [...new Set(to)].map((userId) => sql`(${userId})`),
      sql`, `,
    )}`;
  }
  const { kind, texts, link, at } = notification;
  const { messageId, nextAttemptAt } = messageOutbox;
  // One statement: the messages, and the outbox rows of those among them whose recipient did not mute the topic.
  await db.execute(sql`with stored as (
      insert into ${messages} (id, user_id, kind, box, title_zh, body_zh, title_en, body_en, link, created_at)
      select gen_random_uuid()::text, recipient.user_id, ${kind}, ${boxOf(kind)}, ${texts.zh.title}, ${texts.zh.body},
        ${texts.en.title}, ${texts.en.body}, ${link && JSON.stringify(link)}::jsonb, ${at.toISOString()}::timestamptz
      from (${recipients}) recipient (user_id)
      returning id, user_id)
    insert into ${messageOutbox} (${sql.identifier(messageId.name)}, ${sql.identifier(nextAttemptAt.name)})
    select stored.id, ${at.toISOString()}::timestamptz from stored
    where not exists (
      select 1 from ${notificationPreferences}
      where ${notificationPreferences.userId} = stored.user_id
        and ${arrayContains(notificationPreferences.pushMuted, [topicOf(kind)])})`);
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
