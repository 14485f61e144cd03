import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { nextCounter } from '../../db/counters';
import { preparedPerDatabase } from '../../db/prepared';
import { regions } from '../../db/schema/content';
import { enterprises } from '../../db/schema/enterprises';
import { merchantAuthorizations, users } from '../../db/schema/session';

/** An enterprise in a district or street: the region itself, or one of its streets (as the district figures count). */
export function enterpriseInRegion(regionCode: string): SQL {
  // One set of codes, so that the enterprises' region index serves it (an OR of two conditions is scanned).
  const codes = sql`(select ${regions.code} from ${regions} where ${regions.code} = ${regionCode} or ${regions.parentCode} = ${regionCode})`;
  return inArray(enterprises.regionCode, codes);
}

const districts = alias(regions, 'district');

const enterpriseColumns = {
  id: enterprises.id,
  enterpriseNumber: enterprises.enterpriseNumber,
  name: enterprises.name,
  creditCode: enterprises.creditCode,
  regionCode: enterprises.regionCode,
  address: enterprises.address,
  legalRepresentative: enterprises.legalRepresentative,
  phone: enterprises.phone,
  createdAt: enterprises.createdAt,
  streetZh: regions.nameZh,
  streetEn: regions.nameEn,
  districtZh: districts.nameZh,
  districtEn: districts.nameEn,
};

export type EnterpriseRow = {
  id: string;
  enterpriseNumber: string;
  name: string;
  creditCode: string;
  regionCode: string | null;
  address: string;
  legalRepresentative: string;
  phone: string;
  createdAt: Date;
  streetZh: string | null;
  streetEn: string | null;
  districtZh: string | null;
  districtEn: string | null;
};

function selectEnterprise(db: Database) {
  return db
    .select(enterpriseColumns)
    .from(enterprises)
    .leftJoin(regions, eq(regions.code, enterprises.regionCode))
    .leftJoin(districts, eq(districts.code, regions.parentCode));
}

const enterpriseByNumber = preparedPerDatabase((db) =>
  selectEnterprise(db)
    .where(eq(enterprises.enterpriseNumber, sql.placeholder('enterpriseNumber')))
    .prepare('enterprise_by_number'),
);

export async function findEnterpriseByNumber(
  db: Database,
  enterpriseNumber: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await enterpriseByNumber(db).execute({ enterpriseNumber });
  return row;
}

export async function findEnterpriseById(db: Database, id: string): Promise<EnterpriseRow | undefined> {
  const [row] = await selectEnterprise(db).where(eq(enterprises.id, id));
  return row;
}

export async function findEnterpriseByCreditCode(
  db: Database,
  creditCode: string,
): Promise<EnterpriseRow | undefined> {
  const [row] = await selectEnterprise(db).where(eq(enterprises.creditCode, creditCode));
  return row;
}

export async function findEnterpriseIdByNumber(
  db: Database,
  enterpriseNumber: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNumber, enterpriseNumber));
  return row?.id;
}

export async function findStreet(db: Database, regionCode: string) {
  const [street] = await db
    .select({ code: regions.code, parentCode: regions.parentCode })
    .from(regions)
    .where(and(eq(regions.code, regionCode), eq(regions.level, 'street')));
  return street;
}

/** The next number of a district; the first one continues after any existing numbers (demo data, imports). */
export function nextEnterpriseSequence(tx: Transaction, district: string): Promise<number> {
  const prefix = `SZ${district}`;
  return nextCounter(
    tx,
    `enterprise:${district}`,
    sql`(select coalesce(max(substr(enterprise_number, 9)::int), 0) + 1 from enterprises where enterprise_number like ${`${prefix}%`})`,
  );
}

export async function insertEnterprise(tx: Transaction, row: typeof enterprises.$inferInsert): Promise<void> {
  await tx.insert(enterprises).values(row);
}

/** Links the user to the enterprise unless it already has one; false when it had. */
export async function linkUserToEnterprise(
  tx: Transaction,
  userId: string,
  enterpriseId: string,
): Promise<boolean> {
  const linked = await tx
    .update(users)
    .set({ enterpriseId })
    .where(and(eq(users.id, userId), isNull(users.enterpriseId)))
    .returning({ id: users.id });
  return linked.length > 0;
}

export async function insertOwnerAuthorization(
  tx: Transaction,
  enterpriseId: string,
  merchantTel: string,
): Promise<void> {
  await tx
    .insert(merchantAuthorizations)
    .values({ enterpriseId, merchantTel, role: 'owner' })
    .onConflictDoNothing();
}

/** The enterprise's registered place, when it is known (check-ins are compared with it). */
export async function findEnterprisePlace(
  db: Database,
  id: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const [row] = await db
    .select({ latitude: enterprises.latitude, longitude: enterprises.longitude })
    .from(enterprises)
    .where(eq(enterprises.id, id));
  return row?.latitude != null && row.longitude != null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}
