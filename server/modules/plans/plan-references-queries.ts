/** What a plan refers to: published items, certified officers, departments, enterprises and the draw's pools. */
import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Industry } from '../../../contract/enterprises/rules';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { regions } from '../../db/schema/content';
import { enterprises } from '../../db/schema/enterprises';
import { inspectionItems } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import { enterpriseInRegion } from '../enterprises';

/** The department's catalogue; with `publishedOnly` false also the items withdrawn since (to name old plans' items). */
export function listItems(db: Database, departmentCode: string, publishedOnly = true) {
  const ofDepartment = eq(inspectionItems.departmentCode, departmentCode);
  return db
    .select({
      code: inspectionItems.code,
      nameZh: inspectionItems.nameZh,
      nameEn: inspectionItems.nameEn,
      industries: inspectionItems.industries,
    })
    .from(inspectionItems)
    .where(publishedOnly ? and(ofDepartment, eq(inspectionItems.published, true)) : ofDepartment)
    .orderBy(asc(inspectionItems.sort), asc(inspectionItems.code));
}

export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** Officers holding a certificate in these departments, by certificate number (the draw's officer pool order). */
export async function listCertifiedOfficers(db: Database, departmentCodes: string[]) {
  if (departmentCodes.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      certificateNumber: users.certificateNumber,
      departmentCode: users.departmentCode,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'officer'),
        inArray(users.departmentCode, departmentCodes),
        isNotNull(users.certificateNumber),
      ),
    )
    .orderBy(asc(users.certificateNumber), asc(users.id));
  return rows.map((r) => ({ ...r, certificateNumber: r.certificateNumber! }));
}

export type CertifiedOfficer = Awaited<ReturnType<typeof listCertifiedOfficers>>[number];

const enterpriseRef = {
  id: enterprises.id,
  enterpriseNumber: enterprises.enterpriseNumber,
  name: enterprises.name,
  address: enterprises.address,
};

export async function listEnterprisesByNumbers(db: Database, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db.select(enterpriseRef).from(enterprises).where(inArray(enterprises.enterpriseNumber, numbers));
}

export type EnterpriseRefRow = Awaited<ReturnType<typeof listEnterprisesByNumbers>>[number];

/** A text to find literally inside LIKE's pattern. */

/** An exact enterprise number or credit code, else names containing the text. */
export async function searchEnterprises(db: Database, query: string, limit: number) {
  const exact = await db
    .select(enterpriseRef)
    .from(enterprises)
    .where(
      or(
        eq(enterprises.enterpriseNumber, query.toUpperCase()),
        eq(enterprises.creditCode, query.toUpperCase()),
      ),
    )
    .limit(limit);
  if (exact.length) return exact;
  return db
    .select(enterpriseRef)
    .from(enterprises)
    .where(ilike(enterprises.name, `%${escapeLike(query)}%`))
    .orderBy(asc(enterprises.enterpriseNumber))
    .limit(limit);
}

export function listDistricts(db: Database) {
  return db
    .select({ code: regions.code, nameZh: regions.nameZh, nameEn: regions.nameEn })
    .from(regions)
    .where(eq(regions.level, 'district'))
    .orderBy(asc(regions.sort), asc(regions.code));
}

export async function findRegion(db: Database, code: string) {
  const [row] = await db
    .select({ code: regions.code, nameZh: regions.nameZh, nameEn: regions.nameEn })
    .from(regions)
    .where(eq(regions.code, code));
  return row;
}

/** Enterprises in these industries (or any), in the district or street if given: a draw's candidates. */
export function listPoolEnterprises(
  db: Database,
  pool: { industries: Industry[] | 'every'; regionCode: string | null },
) {
  const conditions: SQL[] = [];
  if (pool.industries !== 'every')
    conditions.push(pool.industries.length ? inArray(enterprises.industry, pool.industries) : sql`false`);
  if (pool.regionCode) conditions.push(enterpriseInRegion(pool.regionCode));
  return db
    .select(enterpriseRef)
    .from(enterprises)
    .where(and(...conditions))
    .orderBy(asc(enterprises.enterpriseNumber));
}
