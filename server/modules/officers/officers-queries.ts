import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
