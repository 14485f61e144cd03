import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { departments } from '../../db/schema/officers';
import { users } from '../../db/schema/session';

export async function findCertificateNumber(db: Database, userId: string): Promise<string | null> {
  const [me] = await db
    .select({ certificateNumber: users.certificateNumber })
    .from(users)
    .where(eq(users.id, userId));
  return me?.certificateNumber ?? null;
}

export function listColleagues(db: Database, departmentCode: string, userId: string) {
  return db
    .select({ userId: users.id, name: users.name, certificateNumber: users.certificateNumber })
    .from(users)
    .where(and(eq(users.role, 'officer'), eq(users.departmentCode, departmentCode), ne(users.id, userId)))
    .orderBy(asc(users.certificateNumber));
}

/** Officers (and supervisors) by capability or department, for notifications. */
export async function listOfficerIds(
  db: Database | Transaction,
  who: { capability: 'supervisor' | 'departmentHead'; departmentCode?: string } | { departmentCode: string },
): Promise<string[]> {
  const conditions: SQL[] = [eq(users.role, 'officer')];
  if (who.departmentCode) conditions.push(eq(users.departmentCode, who.departmentCode));
  if ('capability' in who) conditions.push(sql`${who.capability} = any(${users.capabilities})`);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions));
  return rows.map((r) => r.id);
}

/** The city's departments in their order; `inspecting` leaves out the supervision office, which inspects no one. */
export function listDepartments(db: Database | Transaction, which: 'all' | 'inspecting' = 'all') {
  return db
    .select()
    .from(departments)
    .where(which === 'inspecting' ? eq(departments.inspects, true) : undefined)
    .orderBy(asc(departments.sort), asc(departments.code));
}

export async function findDepartment(db: Database, code: string) {
  const [row] = await db.select().from(departments).where(eq(departments.code, code));
  return row;
}
