import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MessageBox, NoticeAudience } from '../../../contract/messages/rules';
import type { Database, Transaction } from '../../db/client';
import { messages, systemNotices } from '../../db/schema/messages';
import { inspectionNotices } from '../../db/schema/notices';
import { users } from '../../db/schema/session';
import { rowsAfter, type KeysetKey } from '../../http/keyset-cursor';

export type MessageRow = typeof messages.$inferSelect;
type Reader = Database | Transaction;

/** One page of a user's box, newest first, on messages_user_page_idx. */
export function listMessagePage(
  db: Database,
  userId: string,
  box: MessageBox,
  after: KeysetKey | undefined,
  limit: number,
): Promise<MessageRow[]> {
  const conditions: SQL[] = [eq(messages.userId, userId), eq(messages.box, box)];
  if (after) conditions.push(rowsAfter(messages.createdAt, messages.id, after));
  return db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
}

export async function findOwnMessage(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.userId, userId)));
  return row;
}

/** Marks unread messages of the user read: the named ones (others' ids match nothing), or a whole box. */
export async function markRead(
  db: Database,
  userId: string,
  which: { ids: string[] } | { box: MessageBox },
  at: Date,
): Promise<void> {
  await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.userId, userId),
        isNull(messages.readAt),
        'ids' in which ? inArray(messages.id, which.ids) : eq(messages.box, which.box),
      ),
    );
}

/**
 * Unread counts stop at this: a badge shows "99+" beyond 99, and a count that never goes further costs the same
 * for a user who never reads as for one who does (PGlite has no autovacuum, so counting visits each unread row).
 */
export const UNREAD_COUNT_CAP = 100;

/** Three counts in one round trip, each on a partial index of unread rows, each at most UNREAD_COUNT_CAP. */
export async function countUnread(db: Database, userId: string, enterpriseId: string | null) {
  const capped = (rows: SQL) =>
    sql<number>`(select count(*) from (${rows} limit ${UNREAD_COUNT_CAP}) as unread)`;
  const unreadIn = (box: MessageBox) =>
    capped(
      sql`select 1 from ${messages} where ${messages.userId} = ${userId} and ${messages.box} = ${box} and ${messages.readAt} is null`,
    );
  const notices = enterpriseId
    ? capped(
        sql`select 1 from ${inspectionNotices} where ${inspectionNotices.enterpriseId} = ${enterpriseId} and ${inspectionNotices.readAt} is null`,
      )
    : sql<number>`0`;
  const result = (await db.execute(
    sql`select ${unreadIn('system')} as system, ${unreadIn('personal')} as personal, ${notices} as notices`,
  )) as unknown as { rows: Array<Record<'system' | 'personal' | 'notices', unknown>> };
  const row = result.rows[0]!;
  return { system: Number(row.system), personal: Number(row.personal), notices: Number(row.notices) };
}

export async function findSystemNoticeByRequest(db: Reader, publishedBy: string, clientRequestId: string) {
  const [row] = await db
    .select({ id: systemNotices.id, recipients: systemNotices.recipients })
    .from(systemNotices)
    .where(
      and(eq(systemNotices.publishedBy, publishedBy), eq(systemNotices.clientRequestId, clientRequestId)),
    );
  return row;
}

/** False when the same request was published already (a retry or a double submit). */
export async function insertSystemNotice(
  tx: Transaction,
  row: typeof systemNotices.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(systemNotices)
    .values(row)
    .onConflictDoNothing({ target: [systemNotices.publishedBy, systemNotices.clientRequestId] })
    .returning({ id: systemNotices.id });
  return inserted.length > 0;
}

const audienceFilter: Record<NoticeAudience, SQL> = {
  all: sql`true`,
  enterprise: sql`${users.role} = 'enterprise'`,
  officer: sql`${users.role} = 'officer'`,
};

/**
 * Every user of the audience gets a message row of the notice, in ONE INSERT ... SELECT (no row crosses the wire,
 * whatever the number of users); the link names each message itself. Answers how many were written.
 */
export async function insertSystemNoticeMessages(
  tx: Transaction,
  notice: typeof systemNotices.$inferSelect,
): Promise<number> {
  const result = (await tx.execute(sql`
    with recipients as materialized (
      select gen_random_uuid()::text as id, ${users.id} as user_id from ${users} where ${audienceFilter[notice.audience]}
    ), inserted as (
      insert into ${messages} (id, user_id, kind, box, title_zh, title_en, body_zh, body_en, link, system_notice_id, created_at)
      select r.id, r.user_id, 'systemNotice', 'system', ${notice.titleZh}, ${notice.titleEn}, ${notice.bodyZh},
             ${notice.bodyEn}, jsonb_build_object('path', 'systemNoticeDetail', 'params', jsonb_build_object('id', r.id)),
             ${notice.id}, ${notice.publishedAt.toISOString()}::timestamptz
      from recipients r
      returning 1
    )
    select count(*) as n from inserted`)) as unknown as { rows: Array<{ n: unknown }> };
  return Number(result.rows[0]!.n);
}

export async function setRecipients(tx: Transaction, id: string, recipients: number): Promise<void> {
  await tx.update(systemNotices).set({ recipients }).where(eq(systemNotices.id, id));
}

export async function findSystemNotice(tx: Transaction, id: string) {
  const [row] = await tx.select().from(systemNotices).where(eq(systemNotices.id, id));
  return row;
}
