import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maySign, recusedFrom } from './complaint-recusal-queries';
import type { ComplaintState } from '../../../contract/complaints/rules';
import type { Database, Transaction } from '../../db/client';
import { nextCounter } from '../../db/counters';
import { complaintEvents, complaintPhotos, complaints } from '../../db/schema/complaints';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { users } from '../../db/schema/session';
import { rowsAfter, type KeysetKey } from '../../http/keyset-cursor';

type Reader = Database | Transaction;

export type ComplaintRecord = typeof complaints.$inferSelect;

const assigned = alias(departments, 'assigned_department');
const concerned = alias(departments, 'concerned_department');

/** An assigned complaint nobody may sign: only the supervision office can move it on, by reassigning it. */
const noSignerLeft = sql<boolean>`(${complaints.state} = 'assigned' and not exists (
  select 1 from users u where ${maySign(sql.raw('u'))}))`;

function selectComplaints(db: Reader) {
  return db
    .select({
      complaint: complaints,
      stuck: noSignerLeft,
      enterpriseName: enterprises.name,
      enterpriseNumber: enterprises.enterpriseNumber,
      creatorName: users.name,
      assignedZh: assigned.nameZh,
      assignedEn: assigned.nameEn,
      concernedZh: concerned.nameZh,
      concernedEn: concerned.nameEn,
    })
    .from(complaints)
    .innerJoin(enterprises, eq(enterprises.id, complaints.enterpriseId))
    .innerJoin(users, eq(users.id, complaints.createdBy))
    .leftJoin(assigned, eq(assigned.code, complaints.assignedDepartmentCode))
    .leftJoin(concerned, eq(concerned.code, complaints.concernedDepartmentCode));
}

export type ComplaintRow = Awaited<ReturnType<ReturnType<typeof selectComplaints>['execute']>>[number];

export async function findComplaint(db: Reader, id: string): Promise<ComplaintRow | undefined> {
  const [row] = await selectComplaints(db).where(eq(complaints.id, id));
  return row;
}

export async function findComplaintIdByRequest(db: Reader, userId: string, clientRequestId: string) {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(eq(complaints.createdBy, userId), eq(complaints.clientRequestId, clientRequestId)));
  return row?.id;
}

export async function findComplaintIdByNumber(db: Reader, complaintNumber: string) {
  const [row] = await db
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.complaintNumber, complaintNumber));
  return row?.id;
}

/** The enterprise a complaint of this service concerns, by its number (an excepted inspection's reference). */
export async function findComplaintEnterpriseByNumber(db: Reader, complaintNumber: string) {
  const [row] = await db
    .select({ enterpriseId: complaints.enterpriseId })
    .from(complaints)
    .where(eq(complaints.complaintNumber, complaintNumber));
  return row?.enterpriseId;
}

/** Complaint numbers are per city day: TS + date + a sequence (gaps allowed, see createComplaint). */
export function nextComplaintSequence(db: Database, day: string): Promise<number> {
  return nextCounter(db, `complaint:${day}`);
}

/** False when the same user's same request is already stored (a double submission). */
export async function insertComplaint(tx: Transaction, row: typeof complaints.$inferInsert) {
  const inserted = await tx
    .insert(complaints)
    .values(row)
    .onConflictDoNothing({ target: [complaints.createdBy, complaints.clientRequestId] })
    .returning({ id: complaints.id });
  return inserted.length > 0;
}

/** Applies a change to the version the user saw; false when someone changed it first. */
export async function updateComplaint(
  tx: Transaction,
  id: string,
  version: number,
  set: Partial<ComplaintRecord>,
): Promise<boolean> {
  const updated = await tx
    .update(complaints)
    .set({ ...set, version: version + 1 })
    .where(and(eq(complaints.id, id), eq(complaints.version, version)))
    .returning({ id: complaints.id });
  return updated.length > 0;
}

/** Marks the current step reminded or overdue, once: false when it already was, or the step moved on. */
export async function markStep(
  tx: Transaction,
  row: { id: string; step: ComplaintRecord['step']; dueAt: Date | null },
  set: { remindedAt: Date } | { overdueAt: Date },
): Promise<boolean> {
  const column = 'remindedAt' in set ? complaints.remindedAt : complaints.overdueAt;
  const updated = await tx
    .update(complaints)
    .set(set)
    .where(
      and(
        eq(complaints.id, row.id),
        isNull(column),
        row.step ? eq(complaints.step, row.step) : isNull(complaints.step),
        row.dueAt ? eq(complaints.dueAt, row.dueAt) : isNull(complaints.dueAt),
      ),
    )
    .returning({ id: complaints.id });
  return updated.length > 0;
}

export async function insertComplaintEvent(
  tx: Transaction,
  row: typeof complaintEvents.$inferInsert,
): Promise<number> {
  const [event] = await tx.insert(complaintEvents).values(row).returning({ id: complaintEvents.id });
  return event!.id;
}

/** Whether the user's request already added its line to the complaint. */
export async function hasRequestEvent(
  db: Reader,
  complaintId: string,
  userId: string,
  clientRequestId: string,
) {
  const [event] = await db
    .select({ id: complaintEvents.id })
    .from(complaintEvents)
    .where(
      and(
        eq(complaintEvents.complaintId, complaintId),
        eq(complaintEvents.actorId, userId),
        eq(complaintEvents.clientRequestId, clientRequestId),
      ),
    );
  return Boolean(event);
}

export function listComplaintEvents(db: Reader, complaintId: string) {
  return db
    .select({
      id: complaintEvents.id,
      action: complaintEvents.action,
      actor: complaintEvents.actor,
      actorId: complaintEvents.actorId,
      departmentCode: complaintEvents.departmentCode,
      step: complaintEvents.step,
      state: complaintEvents.state,
      note: complaintEvents.note,
      at: complaintEvents.at,
    })
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, complaintId))
    .orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
}

export type ComplaintEventRow = Awaited<ReturnType<typeof listComplaintEvents>>[number];

/** Everyone who signed for the complaint in any round: none of them may sign it again. */
export async function listSignerIds(db: Reader, complaintId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: complaintEvents.actorId })
    .from(complaintEvents)
    .where(and(eq(complaintEvents.complaintId, complaintId), eq(complaintEvents.action, 'sign')));
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

/** When the step was reported overdue since `since` (a reply sent back keeps the report it had). */
export async function findOverdueReport(db: Reader, complaintId: string, step: string, since: Date) {
  const [row] = await db
    .select({ at: complaintEvents.at })
    .from(complaintEvents)
    .where(
      and(
        eq(complaintEvents.complaintId, complaintId),
        eq(complaintEvents.action, 'overdue'),
        sql`${complaintEvents.step} = ${step}`,
        sql`${complaintEvents.at} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row?.at ?? null;
}

export function listComplaintPhotos(db: Reader, complaintId: string) {
  return db
    .select({
      id: complaintPhotos.id,
      eventId: complaintPhotos.eventId,
      size: complaintPhotos.size,
      contentType: complaintPhotos.contentType,
    })
    .from(complaintPhotos)
    .where(eq(complaintPhotos.complaintId, complaintId))
    .orderBy(asc(complaintPhotos.position), asc(complaintPhotos.id));
}

/** Who owes a complaint's next step: the state and, for a todo list, what this user must do in it. */
export interface AwaitingUser {
  userId: string;
  /** An enterprise user: its complaints replied and awaiting a rating. */
  enterpriseId?: string | null;
  departmentCode?: string | null;
  supervisor?: boolean;
  head?: boolean;
}

export interface ComplaintPageFilter {
  enterpriseId?: string;
  /** Complaints currently assigned to this department. */
  departmentCode?: string;
  states?: readonly ComplaintState[];
  /** Only those whose current step was due before this instant. */
  dueBefore?: Date;
  awaiting?: AwaitingUser;
  /** Lodged from this instant and before the other. */
  createdFrom?: Date;
  createdBefore?: Date;
  reopened?: boolean;
  /** Decided: a reply passed on (resolve) or a refusal (reject), whatever happened after. */
  decided?: boolean;
}

const notRecusedAs = (userId: string) =>
  sql`not exists (select 1 from users u where u.id = ${userId} and ${recusedFrom(sql.raw('u'))})`;

/** Whether the user may sign for the complaint, as maySign says. */
const maySignAs = (userId: string) =>
  sql`exists (select 1 from users u where u.id = ${userId} and ${maySign(sql.raw('u'))})`;

/** One condition per state that awaits the user; each is read on its own index (state or department first). */
function awaitingBranches(user: AwaitingUser): Array<[ComplaintState, SQL]> {
  if (user.enterpriseId !== undefined)
    return user.enterpriseId ? [['replied', eq(complaints.enterpriseId, user.enterpriseId)]] : [];
  const branches: Array<[ComplaintState, SQL]> = [];
  if (user.supervisor)
    branches.push(
      ['submitted', sql`true`],
      ['reviewing', sql`true`],
      // Its own branch (and index): an OR with the handler would read every complaint in handling.
      ['handling', eq(complaints.extensionState, 'requested')],
      // Escalated ones only the office head may reassign.
      ['assigned', and(noSignerLeft, user.head ? undefined : eq(complaints.escalated, false))!],
    );
  if (user.departmentCode)
    branches.push([
      'assigned',
      and(eq(complaints.assignedDepartmentCode, user.departmentCode), maySignAs(user.userId))!,
    ]);
  // a handler recused since signing (signed before recusal held) owes it nothing
  branches.push(['handling', and(eq(complaints.handlerId, user.userId), notRecusedAs(user.userId))!]);
  return branches;
}

function branchesOf(filter: ComplaintPageFilter): Array<SQL | undefined> {
  const common: SQL[] = [];
  if (filter.enterpriseId) common.push(eq(complaints.enterpriseId, filter.enterpriseId));
  if (filter.departmentCode) common.push(eq(complaints.assignedDepartmentCode, filter.departmentCode));
  if (filter.dueBefore) common.push(lt(complaints.dueAt, filter.dueBefore));
  if (filter.createdFrom) common.push(gte(complaints.createdAt, filter.createdFrom));
  if (filter.createdBefore) common.push(lt(complaints.createdAt, filter.createdBefore));
  if (filter.reopened) common.push(gt(complaints.reopenCount, 0));
  // kept by the trigger on complaint_events (migration 0020), which the analysis counts by too
  if (filter.decided) common.push(isNotNull(complaints.decidedAt));
  const byState: Array<[ComplaintState, SQL]> = filter.awaiting
    ? awaitingBranches(filter.awaiting)
    : (filter.states ?? []).map((state) => [state, sql`true`]);
  if (!filter.awaiting && !filter.states) return [common.length ? and(...common) : undefined];
  return byState.map(([state, where]) => and(eq(complaints.state, state), where, ...common));
}

/** The query of one page (see listComplaintPage), or null when nothing can match; built apart so it can be explained. */
export function complaintPageQuery(
  db: Database,
  filter: ComplaintPageFilter,
  after: KeysetKey | undefined,
  limit: number,
) {
  const branches = branchesOf(filter);
  if (branches.length === 0) return null;
  const parts = branches.map(
    (where) =>
      sql`(${db
        .select({ id: complaints.id, createdAt: complaints.createdAt })
        .from(complaints)
        .where(and(where, after ? rowsAfter(complaints.createdAt, complaints.id, after) : undefined))
        .orderBy(desc(complaints.createdAt), desc(complaints.id))
        .limit(limit + 1)})`,
  );
  const pageIds = sql`select page.id from (${sql.join(parts, sql` union `)}) as page order by page.created_at desc, page.id desc limit ${limit + 1}`;
  return selectComplaints(db)
    .where(sql`${complaints.id} in (${pageIds})`)
    .orderBy(desc(complaints.createdAt), desc(complaints.id));
}

/**
 * One page, newest first on (created_at, id), plus one row to tell whether there is a next one. A filter on several
 * states reads each state apart (complaints_state_page_idx, or the enterprise's or department's page index) and
 * merges the pages, so a rare state is never found by walking past a million closed complaints.
 */
export async function listComplaintPage(
  db: Database,
  filter: ComplaintPageFilter,
  after: KeysetKey | undefined,
  limit: number,
): Promise<ComplaintRow[]> {
  return (await complaintPageQuery(db, filter, after, limit)) ?? [];
}

/** How many complaints await the user (a badge), counting each branch at most `cap` rows. */
export async function countAwaitingComplaints(db: Database, user: AwaitingUser, cap: number) {
  const branches = branchesOf({ awaiting: user });
  if (branches.length === 0) return 0;
  const parts = branches.map(
    (where) => sql`(${db.select({ id: complaints.id }).from(complaints).where(where).limit(cap)})`,
  );
  const result = (await db.execute(
    sql`select count(*) as n from (${sql.join(parts, sql` union `)}) as waiting`,
  )) as unknown as { rows: Array<{ n: unknown }> };
  return Math.min(cap, Number(result.rows[0]?.n ?? 0));
}
