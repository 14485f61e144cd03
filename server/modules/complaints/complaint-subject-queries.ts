/** What a complaint can be about, read from the registrations and notices it names. */
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { inspectionNotices } from '../../db/schema/notices';
import { departments } from '../../db/schema/officers';
import { registrations } from '../../db/schema/registrations';

type Reader = Database | Transaction;

export async function findRegistrationSubject(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: registrations.id,
      registrationNumber: registrations.registrationNumber,
      enterpriseId: registrations.enterpriseId,
      departmentCode: registrations.departmentCode,
      startedAt: registrations.startedAt,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
    })
    .from(registrations)
    .innerJoin(departments, eq(departments.code, registrations.departmentCode))
    .where(eq(registrations.id, id));
  return row;
}

export async function findNoticeSubject(db: Reader, id: string) {
  const [row] = await db
    .select({
      id: inspectionNotices.id,
      title: inspectionNotices.title,
      enterpriseId: inspectionNotices.enterpriseId,
      departmentCode: inspectionNotices.departmentCode,
    })
    .from(inspectionNotices)
    .where(eq(inspectionNotices.id, id));
  return row;
}
