import { and, eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { users } from '../../db/schema/session';
import { visits } from '../../db/schema/visits';

async function findVisitWhere(db: Database, where: SQL) {
  const [row] = await db
    .select({
      visit: visits,
      enterpriseNumber: enterprises.enterpriseNumber,
      enterpriseName: enterprises.name,
      enterpriseAddress: enterprises.address,
      staffName: users.name,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
    })
    .from(visits)
    .leftJoin(enterprises, eq(enterprises.id, visits.enterpriseId))
    .innerJoin(users, eq(users.id, visits.createdBy))
    .innerJoin(departments, eq(departments.code, visits.departmentCode))
    .where(where);
  return row;
}

export type VisitRow = NonNullable<Awaited<ReturnType<typeof findVisitWhere>>>;

export function findVisit(db: Database, id: string) {
  return findVisitWhere(db, eq(visits.id, id));
}

export function findVisitByRequest(db: Database, userId: string, clientRequestId: string) {
  return findVisitWhere(db, and(eq(visits.createdBy, userId), eq(visits.clientRequestId, clientRequestId))!);
}

/** A retried request with the same key stores nothing new. */
/** False when the same request was stored already (a double tap): nothing else is to be done then. */
export async function insertVisit(
  db: Database | Transaction,
  row: typeof visits.$inferInsert,
): Promise<boolean> {
  const stored = await db
    .insert(visits)
    .values(row)
    .onConflictDoNothing({ target: [visits.createdBy, visits.clientRequestId] })
    .returning({ id: visits.id });
  return stored.length > 0;
}
