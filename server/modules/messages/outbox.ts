/**
 * The outbox worker: every message `notify` writes has an outbox row; this drains pending rows through the
 * configured channel. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (their next attempt moved past the
 * lease), so several drains, in this process or in other server processes on one PostgreSQL, never deliver a
 * row twice at once; a process that dies mid-delivery leaves the row to be retried when its lease ends.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { MessageChannel } from './message-channel';
import { deleteBatch } from '../../db/batch-delete';
import type { Database } from '../../db/client';
import { repeatEvery } from '../../db/repeating-task';
import { messageOutbox, messages } from '../../db/schema/messages';
import { users } from '../../db/schema/session';

/** A claimed row not marked sent or failed within this is claimed again. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Wait before attempt n + 1 after n failed attempts; after the last, the row is marked failed. */
export const OUTBOX_BACKOFF_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000] as const;
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_BACKOFF_MS.length + 1;
/** A delivered row is kept this long (to answer "was it sent?"), then pruned; failed rows stay for the operator. */
export const OUTBOX_SENT_KEPT_DAYS = 30;
const PRUNED_PER_SWEEP = 5000;

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

async function claim(db: Database, now: Date, limit: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with due as (
      select ${messageOutbox.id} as id from ${messageOutbox}
      where ${messageOutbox.status} = 'pending' and ${messageOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz
      order by ${messageOutbox.nextAttemptAt}, ${messageOutbox.id}
      limit ${limit}
      for update skip locked
    )
    update ${messageOutbox} set next_attempt_at = ${new Date(now.getTime() + OUTBOX_LEASE_MS).toISOString()}::timestamptz,
      attempts = attempts + 1
    from due where ${messageOutbox}.id = due.id
    returning ${messageOutbox}.id`)) as unknown as { rows: Array<{ id: unknown }> };
  return result.rows.map((r) => Number(r.id));
}

function loadDeliveries(db: Database, ids: number[]) {
  return db
    .select({
      outboxId: messageOutbox.id,
      attempt: messageOutbox.attempts,
      message: messages,
      phone: users.phone,
    })
    .from(messageOutbox)
    .innerJoin(messages, eq(messages.id, messageOutbox.messageId))
    .innerJoin(users, eq(users.id, messages.userId))
    .where(inArray(messageOutbox.id, ids));
}

async function recordFailure(db: Database, id: number, attempt: number, error: unknown, now: Date) {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const wait = OUTBOX_BACKOFF_MS[attempt - 1];
  await db
    .update(messageOutbox)
    .set(
      wait === undefined
        ? { status: 'failed', lastError }
        : { nextAttemptAt: new Date(now.getTime() + wait), lastError },
    )
    .where(eq(messageOutbox.id, id));
  return wait === undefined ? 'failed' : 'retried';
}

/** Delivers up to `limit` due rows, one after another; answers what became of them. */
export async function drainOutbox(
  db: Database,
  channel: MessageChannel,
  now: Date,
  limit = 100,
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  const ids = await claim(db, now, limit);
  if (ids.length === 0) return result;
  for (const row of await loadDeliveries(db, ids)) {
    const m = row.message;
    try {
      await channel.deliver({
        outboxId: row.outboxId,
        messageId: m.id,
        userId: m.userId,
        phone: row.phone,
        kind: m.kind,
        texts: { zh: { title: m.titleZh, body: m.bodyZh }, en: { title: m.titleEn, body: m.bodyEn } },
        link: m.link ?? null,
        attempt: row.attempt,
      });
      await db
        .update(messageOutbox)
        .set({ status: 'sent', sentAt: now, lastError: null })
        .where(eq(messageOutbox.id, row.outboxId));
      result.sent += 1;
    } catch (error) {
      result[await recordFailure(db, row.outboxId, row.attempt, error, now)] += 1;
    }
  }
  return result;
}

export interface OutboxWorker {
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  db: Database;
  channel: MessageChannel;
  now?: () => Date;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/** Drains the outbox every few seconds (a full batch is followed at once by the next) until stopped. */
export function startOutboxWorker({
  db,
  channel,
  now = () => new Date(),
  intervalMs = 5_000,
  onError = () => undefined,
}: OutboxWorkerOptions): OutboxWorker {
  const batch = 100;
  return repeatEvery(
    intervalMs,
    async (stopped) => {
      let drained: DrainResult;
      do {
        drained = await drainOutbox(db, channel, now(), batch);
      } while (!stopped() && drained.sent + drained.retried + drained.failed === batch);
    },
    onError,
  );
}

/** Forgets delivered rows older than OUTBOX_SENT_KEPT_DAYS (the time sweep; a bounded batch each time). */
export async function pruneSentOutbox(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - OUTBOX_SENT_KEPT_DAYS * 86_400_000);
  const sent = and(eq(messageOutbox.status, 'sent'), lt(messageOutbox.sentAt, before))!;
  return deleteBatch(db, messageOutbox, sent, PRUNED_PER_SWEEP);
}
