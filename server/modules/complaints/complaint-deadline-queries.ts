/** What the deadline sweep looks for, each on complaints_due_idx or the state index, in bounded batches. */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { ComplaintState } from '../../../contract/complaints/rules';
import type { Database, Transaction } from '../../db/client';
import { complaintEvents, complaints } from '../../db/schema/complaints';

const BATCH = 200;

/** Steps due between `now` and `horizon` whose reminder has not gone out. */
export function listUnreminded(db: Database, states: readonly ComplaintState[], now: Date, horizon: Date) {
  return db
    .select()
    .from(complaints)
    .where(
      and(
        gt(complaints.dueAt, now),
        lte(complaints.dueAt, horizon),
        isNull(complaints.remindedAt),
        isNotNull(complaints.step),
        inArray(complaints.state, [...states]),
      ),
    )
    .orderBy(asc(complaints.dueAt))
    .limit(BATCH);
}

/** Steps past their deadline not yet reported. */
export function listUnreported(db: Database, states: readonly ComplaintState[], now: Date) {
  return db
    .select()
    .from(complaints)
    .where(
      and(lt(complaints.dueAt, now), isNull(complaints.overdueAt), inArray(complaints.state, [...states])),
    )
    .orderBy(asc(complaints.dueAt))
    .limit(BATCH);
}

const contactReported = sql`exists (select 1 from complaint_events e where e.complaint_id = ${complaints.id} and e.action = 'overdue' and e.step = 'contact' and e.at >= ${complaints.handlingStartedAt})`;

/** Complaints being handled whose complainant was not contacted in time, not yet reported this round. */
export function listUncontacted(db: Database, now: Date) {
  return db
    .select()
    .from(complaints)
    .where(
      and(
        eq(complaints.state, 'handling'),
        lt(complaints.contactDueAt, now),
        isNull(complaints.contactedAt),
        sql`not ${contactReported}`,
      ),
    )
    .limit(BATCH);
}

/** Replied complaints whose rating time has passed. */
export function listUnrated(db: Database, now: Date) {
  return db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.state, 'replied'), lt(complaints.dueAt, now)))
    .orderBy(asc(complaints.dueAt))
    .limit(BATCH);
}

/** Locks the complaint's row and says whether its missed contact is still unreported. */
export async function claimContactReport(tx: Transaction, id: string, since: Date): Promise<boolean> {
  await tx.execute(sql`select id from complaints where id = ${id} for update`);
  const [row] = await tx
    .select({ id: complaintEvents.id })
    .from(complaintEvents)
    .where(
      and(
        eq(complaintEvents.complaintId, id),
        eq(complaintEvents.action, 'overdue'),
        eq(complaintEvents.step, 'contact'),
        gte(complaintEvents.at, since),
      ),
    )
    .limit(1);
  return !row;
}
