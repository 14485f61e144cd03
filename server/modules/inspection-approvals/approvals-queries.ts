import { and, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { inspectionApprovals, inspectionItems, registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import { rowsAfter, type KeysetKey } from '../../http/keyset-cursor';

type Writer = Database | Transaction;
export type ApprovalRecord = typeof inspectionApprovals.$inferSelect;

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** An approval with the names its view shows and the registration that used it. */
function selectApprovals(db: Writer) {
  return db
    .select({
      approval: inspectionApprovals,
      enterpriseNumber: enterprises.enterpriseNumber,
      enterpriseName: enterprises.name,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      requestedByName: requester.name,
      decidedByName: decider.name,
      registrationId: registrations.id,
      registrationNumber: registrations.registrationNumber,
    })
    .from(inspectionApprovals)
    .innerJoin(enterprises, eq(enterprises.id, inspectionApprovals.enterpriseId))
    .innerJoin(departments, eq(departments.code, inspectionApprovals.departmentCode))
    .innerJoin(requester, eq(requester.id, inspectionApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, inspectionApprovals.decidedBy))
    .leftJoin(registrations, eq(registrations.approvalId, inspectionApprovals.id));
}
export type ApprovalRow = Awaited<ReturnType<ReturnType<typeof selectApprovals>['execute']>>[number];

export async function findApproval(db: Writer, id: string): Promise<ApprovalRow | undefined> {
  const [row] = await selectApprovals(db).where(eq(inspectionApprovals.id, id)).limit(1);
  return row;
}

export async function findApprovalByRequest(db: Writer, requestedBy: string, clientRequestId: string) {
  const [row] = await selectApprovals(db)
    .where(
      and(
        eq(inspectionApprovals.requestedBy, requestedBy),
        eq(inspectionApprovals.clientRequestId, clientRequestId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertApproval(db: Writer, values: typeof inspectionApprovals.$inferInsert) {
  const [row] = await db.insert(inspectionApprovals).values(values).onConflictDoNothing().returning();
  return row;
}

/** Moves an approval on, only from the status and version it was read at; undefined when it had moved. */
export async function updateApproval(
  db: Writer,
  id: string,
  from: { status: ApprovalRecord['status']; version: number },
  set: Partial<Pick<ApprovalRecord, 'status' | 'decidedBy' | 'decidedAt' | 'decisionNote'>>,
) {
  const [row] = await db
    .update(inspectionApprovals)
    .set({ ...set, version: sql`${inspectionApprovals.version} + 1` })
    .where(
      and(
        eq(inspectionApprovals.id, id),
        eq(inspectionApprovals.status, from.status),
        eq(inspectionApprovals.version, from.version),
      ),
    )
    .returning();
  return row;
}

/** Who may see which approvals: the requester's own, a department's, or the city's. */
export type ApprovalScope =
  { requestedBy: string } | { departmentCode: string; status?: ApprovalRecord['status'] } | { city: true };

export async function listApprovalPage(
  db: Database,
  scope: ApprovalScope,
  filter: { enterpriseId?: string; usableOn?: string },
  after: KeysetKey | undefined,
  limit: number,
) {
  const conditions: SQL[] = [];
  if ('requestedBy' in scope) conditions.push(eq(inspectionApprovals.requestedBy, scope.requestedBy));
  if ('departmentCode' in scope) {
    conditions.push(eq(inspectionApprovals.departmentCode, scope.departmentCode));
    if (scope.status) conditions.push(eq(inspectionApprovals.status, scope.status));
  }
  if (filter.enterpriseId) conditions.push(eq(inspectionApprovals.enterpriseId, filter.enterpriseId));
  if (filter.usableOn) conditions.push(...usableOn(filter.usableOn));
  if (after) conditions.push(rowsAfter(inspectionApprovals.requestedAt, inspectionApprovals.id, after));
  return selectApprovals(db)
    .where(and(...conditions))
    .orderBy(desc(inspectionApprovals.requestedAt), desc(inspectionApprovals.id))
    .limit(limit + 1);
}

const usableOn = (day: string): SQL[] => [
  eq(inspectionApprovals.status, 'approved'),
  lte(inspectionApprovals.validFrom, day),
  gte(inspectionApprovals.validTo, day),
  sql`not exists (select 1 from ${registrations} used where used.approval_id = ${inspectionApprovals.id})`,
];

/** The department's approvals for the enterprise a registration started on `day` may use. */
export function listUsableApprovals(db: Writer, enterpriseId: string, departmentCode: string, day: string) {
  return db
    .select()
    .from(inspectionApprovals)
    .where(
      and(
        eq(inspectionApprovals.enterpriseId, enterpriseId),
        eq(inspectionApprovals.departmentCode, departmentCode),
        ...usableOn(day),
      ),
    )
    .orderBy(inspectionApprovals.validTo, inspectionApprovals.id);
}

/** The department's heads, told of a request (its requester aside). */
export async function listDepartmentHeads(db: Writer, departmentCode: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.departmentCode, departmentCode),
        eq(users.role, 'officer'),
        sql`'departmentHead' = any(${users.capabilities})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The department's published items among `codes`, with their names. */
export function listPublishedItems(db: Writer, departmentCode: string, codes: string[]) {
  return db
    .select({ code: inspectionItems.code, nameZh: inspectionItems.nameZh, nameEn: inspectionItems.nameEn })
    .from(inspectionItems)
    .where(
      and(
        eq(inspectionItems.departmentCode, departmentCode),
        eq(inspectionItems.published, true),
        inArray(inspectionItems.code, codes),
      ),
    );
}
