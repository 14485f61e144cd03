import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { inspectionNotices } from '../../db/schema/notices';
import { departments } from '../../db/schema/officers';
import { planDepartments, planOfficers, plans, planTargets } from '../../db/schema/plans';
import { inspectionItems, registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import { rowsAfter, type KeysetKey } from '../../http/keyset-cursor';

type Reader = Database | Transaction;

const summaryColumns = {
  notice: inspectionNotices,
  departmentZh: departments.nameZh,
  departmentEn: departments.nameEn,
  enterpriseName: enterprises.name,
  enterpriseNumber: enterprises.enterpriseNumber,
};

function selectSummaries(db: Reader) {
  return db
    .select(summaryColumns)
    .from(inspectionNotices)
    .innerJoin(departments, eq(departments.code, inspectionNotices.departmentCode))
    .innerJoin(enterprises, eq(enterprises.id, inspectionNotices.enterpriseId));
}

export type NoticeSummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export interface NoticeFilter {
  enterpriseId?: string;
  departmentCode?: string;
  /** Only unread (true) or only read (false) notices. */
  unread?: boolean;
}

/** One page newest first: an enterprise's on inspection_notices_enterprise_page_idx, a department's on its own. */
export function listNoticePage(
  db: Database,
  filter: NoticeFilter,
  after: KeysetKey | undefined,
  limit: number,
): Promise<NoticeSummaryRow[]> {
  const conditions: SQL[] = [];
  if (filter.enterpriseId) conditions.push(eq(inspectionNotices.enterpriseId, filter.enterpriseId));
  if (filter.departmentCode) conditions.push(eq(inspectionNotices.departmentCode, filter.departmentCode));
  if (filter.unread !== undefined)
    conditions.push(filter.unread ? isNull(inspectionNotices.readAt) : isNotNull(inspectionNotices.readAt));
  if (after) conditions.push(rowsAfter(inspectionNotices.issuedAt, inspectionNotices.id, after));
  return selectSummaries(db)
    .where(and(...conditions))
    .orderBy(desc(inspectionNotices.issuedAt), desc(inspectionNotices.id))
    .limit(limit);
}

/**
 * Every notice, newest first (the supervisor's list). No index orders all notices; each department's newest come
 * from its own index and are merged, departments being few.
 */
export async function listAllNoticePage(
  db: Database,
  after: KeysetKey | undefined,
  limit: number,
): Promise<NoticeSummaryRow[]> {
  const keyset = after ? sql`and ${rowsAfter(sql`n.issued_at`, sql`n.id`, after)}` : sql``;
  const result = (await db.execute(sql`
    select page.id from ${departments} d cross join lateral (
      select n.id, n.issued_at from ${inspectionNotices} n where n.department_code = d.code ${keyset}
      order by n.issued_at desc, n.id desc limit ${limit}
    ) page
    order by page.issued_at desc, page.id desc limit ${limit}`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  if (result.rows.length === 0) return [];
  return selectSummaries(db)
    .where(
      inArray(
        inspectionNotices.id,
        result.rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(inspectionNotices.issuedAt), desc(inspectionNotices.id));
}

/** A notice with what its detail and its verification read of the plan. */
export async function findNotice(db: Reader, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      plan: {
        status: plans.status,
        departmentCode: plans.departmentCode,
        periodFrom: plans.periodFrom,
        periodTo: plans.periodTo,
      },
    })
    .from(inspectionNotices)
    .innerJoin(departments, eq(departments.code, inspectionNotices.departmentCode))
    .innerJoin(enterprises, eq(enterprises.id, inspectionNotices.enterpriseId))
    .innerJoin(plans, eq(plans.id, inspectionNotices.planId))
    .where(eq(inspectionNotices.id, id));
  return row;
}

export type NoticeRow = NonNullable<Awaited<ReturnType<typeof findNotice>>>;

export async function markNoticeRead(db: Reader, id: string, at: Date): Promise<void> {
  await db
    .update(inspectionNotices)
    .set({ readAt: at })
    .where(and(eq(inspectionNotices.id, id), isNull(inspectionNotices.readAt)));
}

export async function markNoticeAcknowledged(db: Reader, id: string, at: Date): Promise<void> {
  await db
    .update(inspectionNotices)
    .set({
      readAt: sql`coalesce(${inspectionNotices.readAt}, ${at.toISOString()}::timestamptz)`,
      acknowledgedAt: sql`coalesce(${inspectionNotices.acknowledgedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(inspectionNotices.id, id));
}

/** Names of the items in the catalogue of `departmentCode`, published or not (a notice shows what it announced). */
export function listItems(db: Reader, departmentCode: string, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      code: inspectionItems.code,
      nameZh: inspectionItems.nameZh,
      nameEn: inspectionItems.nameEn,
      published: inspectionItems.published,
    })
    .from(inspectionItems)
    .where(and(eq(inspectionItems.departmentCode, departmentCode), inArray(inspectionItems.code, codes)));
}

/** The departments taking part in a plan: its lead one and a joint plan's others. */
export async function listPlanDepartmentCodes(db: Reader, planId: string, leadCode: string) {
  const rows = await db
    .select({ code: planDepartments.departmentCode })
    .from(planDepartments)
    .where(eq(planDepartments.planId, planId));
  return [...new Set([leadCode, ...rows.map((r) => r.code)])];
}

/** How many of the certificates belong to certified officers of the departments, today. */
export async function countCertifiedOfficers(
  db: Reader,
  certificates: string[],
  departmentCodes: string[],
): Promise<number> {
  if (certificates.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${users.certificateNumber})` })
    .from(users)
    .where(
      and(
        eq(users.role, 'officer'),
        inArray(users.certificateNumber, certificates),
        inArray(users.departmentCode, departmentCodes),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The first registration under the plan at the enterprise since `since`, on registrations_plan_idx. */
export async function findRegistrationSince(db: Reader, planId: string, enterpriseId: string, since: Date) {
  const [row] = await db
    .select({
      id: registrations.id,
      registrationNumber: registrations.registrationNumber,
      registeredAt: registrations.registeredAt,
      startedAt: registrations.startedAt,
      departmentCode: registrations.departmentCode,
      type: registrations.type,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.planId, planId),
        eq(registrations.enterpriseId, enterpriseId),
        gte(registrations.registeredAt, since),
      ),
    )
    .orderBy(asc(registrations.registeredAt))
    .limit(1);
  return row;
}

export async function findPlan(db: Reader, planId: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
}

/**
 * Whether the officer is named on the plan; locks that row, so two openings of the same door notice at once
 * are served one after the other (the second finds the first's notice).
 */
export async function lockPlanOfficer(tx: Transaction, planId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ userId: planOfficers.userId })
    .from(planOfficers)
    .where(and(eq(planOfficers.planId, planId), eq(planOfficers.userId, userId)))
    .for('update');
  return rows.length > 0;
}

export async function isPlanTarget(db: Reader, planId: string, enterpriseId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(planTargets)
    .where(and(eq(planTargets.planId, planId), eq(planTargets.enterpriseId, enterpriseId)));
  return Number(row?.n ?? 0) > 0;
}

/** The door notice the officer opened for the plan and enterprise within the day, if any. */
export async function findDoorNotice(
  db: Reader,
  key: { planId: string; enterpriseId: string; userId: string },
  day: { from: Date; to: Date },
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: inspectionNotices.id })
    .from(inspectionNotices)
    .where(
      and(
        eq(inspectionNotices.kind, 'door'),
        eq(inspectionNotices.planId, key.planId),
        eq(inspectionNotices.enterpriseId, key.enterpriseId),
        eq(inspectionNotices.issuedBy, key.userId),
        gte(inspectionNotices.issuedAt, day.from),
        lt(inspectionNotices.issuedAt, day.to),
      ),
    )
    .limit(1);
  return row?.id;
}

/** The plan's certified officers as a notice shows them, `firstUserId` (the one at the door) first. */
export async function listPlanOfficerSnapshots(db: Reader, planId: string, firstUserId?: string) {
  const rows = await db
    .select({ userId: users.id, name: users.name, certificateNumber: users.certificateNumber })
    .from(planOfficers)
    .innerJoin(users, eq(users.id, planOfficers.userId))
    .where(and(eq(planOfficers.planId, planId), isNotNull(users.certificateNumber)))
    .orderBy(asc(users.certificateNumber));
  return rows
    .sort((a, b) => Number(b.userId === firstUserId) - Number(a.userId === firstUserId))
    .map((r) => ({ name: r.name, certificateNumber: r.certificateNumber! }));
}

/** Inserts a notice unless it conflicts (an advance notice exists once per plan and enterprise). */
export async function insertNotice(tx: Transaction, row: typeof inspectionNotices.$inferInsert) {
  const inserted = await tx
    .insert(inspectionNotices)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: inspectionNotices.id });
  return inserted.length > 0;
}

export function listPlanTargetIds(db: Reader, planId: string) {
  return db
    .select({ enterpriseId: planTargets.enterpriseId })
    .from(planTargets)
    .where(eq(planTargets.planId, planId));
}

export async function findDepartmentNames(db: Reader, code: string) {
  const [row] = await db
    .select({ zh: departments.nameZh, en: departments.nameEn })
    .from(departments)
    .where(eq(departments.code, code));
  return row ?? { zh: code, en: code };
}
