import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { DEMO_PICKER_PHONES } from './session-seed';
import type { Database } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { providers } from '../../db/schema/providers';
import { authCodes, merchantAuthorizations, users } from '../../db/schema/session';

export async function findUserByPhone(db: Database, phone: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, phone));
  return row;
}

export async function findDemoUserByPhone(db: Database, phone: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.isDemo, true)));
  return row;
}

/** The demo accounts the sign-in simulator offers (not the officers' colleagues, also demo accounts). */
export function listDemoAccounts(db: Database) {
  return (
    db
      .select({
        phone: users.phone,
        name: users.name,
        role: users.role,
        certificateNumber: users.certificateNumber,
        capabilities: users.capabilities,
        enterpriseName: enterprises.name,
        enterpriseNameEn: enterprises.nameEn,
        enterpriseNumber: enterprises.enterpriseNumber,
        departmentZh: departments.nameZh,
        departmentEn: departments.nameEn,
        providerZh: providers.nameZh,
        providerEn: providers.nameEn,
      })
      .from(users)
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .leftJoin(departments, eq(departments.code, users.departmentCode))
      .leftJoin(providers, eq(providers.id, users.providerId))
      .where(and(eq(users.isDemo, true), inArray(users.phone, DEMO_PICKER_PHONES)))
      // Enterprises and officers first, as before; the shop's providers after them.
      .orderBy(asc(sql`${users.role} = 'provider'`), asc(users.phone))
  );
}

export type DemoAccountRow = Awaited<ReturnType<typeof listDemoAccounts>>[number];

export async function insertAuthCode(db: Database, row: typeof authCodes.$inferInsert): Promise<void> {
  await db.insert(authCodes).values(row);
}

/** One conditional update makes the code single-use even under concurrent exchanges; the user, or undefined. */
export async function redeemAuthCode(db: Database, codeHash: string, now: Date): Promise<string | undefined> {
  const [used] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, codeHash), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning({ userId: authCodes.userId });
  return used?.userId;
}

export function listMerchantAuthorizations(
  db: Database,
  filter: { enterpriseId?: string; merchantTel?: string },
) {
  const conditions: SQL[] = [];
  if (filter.enterpriseId) conditions.push(eq(merchantAuthorizations.enterpriseId, filter.enterpriseId));
  if (filter.merchantTel) conditions.push(eq(merchantAuthorizations.merchantTel, filter.merchantTel));
  return db
    .select({
      enterpriseNumber: enterprises.enterpriseNumber,
      enterpriseName: enterprises.name,
      merchantTel: merchantAuthorizations.merchantTel,
      role: merchantAuthorizations.role,
    })
    .from(merchantAuthorizations)
    .innerJoin(enterprises, eq(enterprises.id, merchantAuthorizations.enterpriseId))
    .where(and(...conditions))
    .orderBy(asc(merchantAuthorizations.id));
}
