import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments } from '../../db/schema/officers';
import { users } from '../../db/schema/session';
import { codeScans, supervisionCodes } from '../../db/schema/supervision-codes';

export type ScanRow = typeof codeScans.$inferSelect;
export type CodeRow = typeof supervisionCodes.$inferSelect;

export async function findActiveCode(db: Database, enterpriseId: string): Promise<CodeRow | undefined> {
  const [code] = await db
    .select()
    .from(supervisionCodes)
    .where(and(eq(supervisionCodes.enterpriseId, enterpriseId), isNull(supervisionCodes.revokedAt)));
  return code;
}

/** Issues a code unless the enterprise already has an active one (a partial unique index keeps it to one). */
export async function insertCodeUnlessActive(db: Database, enterpriseId: string): Promise<void> {
  await db
    .insert(supervisionCodes)
    .values({ id: randomBytes(9).toString('base64url'), enterpriseId, issuedAt: new Date() })
    .onConflictDoNothing();
}

export async function findCode(db: Database, codeId: string): Promise<CodeRow | undefined> {
  const [code] = await db.select().from(supervisionCodes).where(eq(supervisionCodes.id, codeId));
  return code;
}

export function listCodes(db: Database, enterpriseId: string): Promise<CodeRow[]> {
  return db
    .select()
    .from(supervisionCodes)
    .where(eq(supervisionCodes.enterpriseId, enterpriseId))
    .orderBy(desc(supervisionCodes.issuedAt), desc(supervisionCodes.id));
}

export function listScansOfCodes(db: Database, codeIds: string[]) {
  return db
    .select({
      scanId: codeScans.id,
      codeId: codeScans.codeId,
      scannedAt: codeScans.scannedAt,
      purpose: codeScans.purpose,
      staffName: users.name,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
    })
    .from(codeScans)
    .innerJoin(users, eq(users.id, codeScans.officerId))
    .innerJoin(departments, eq(departments.code, codeScans.departmentCode))
    .where(inArray(codeScans.codeId, codeIds))
    .orderBy(desc(codeScans.scannedAt), desc(codeScans.id));
}

export async function insertScan(db: Database, row: typeof codeScans.$inferInsert): Promise<void> {
  await db.insert(codeScans).values(row);
}

export async function findScanOfOfficer(
  db: Database,
  scanId: string,
  officerId: string,
): Promise<ScanRow | undefined> {
  const [scan] = await db
    .select()
    .from(codeScans)
    .where(and(eq(codeScans.id, scanId), eq(codeScans.officerId, officerId)));
  return scan;
}

export async function findScanCheckIn(db: Database, scanId: string) {
  const [scan] = await db
    .select({
      checkedInAt: codeScans.checkedInAt,
      accuracyMeters: codeScans.accuracyMeters,
      distanceMeters: codeScans.distanceMeters,
      farMeters: codeScans.farMeters,
      far: codeScans.far,
      noPositionReason: codeScans.noPositionReason,
    })
    .from(codeScans)
    .where(eq(codeScans.id, scanId));
  return scan?.checkedInAt ? { ...scan, checkedInAt: scan.checkedInAt } : null;
}
export type ScanCheckIn = NonNullable<Awaited<ReturnType<typeof findScanCheckIn>>>;

/** Records time and place on the officer's own scan, once; false when there is no such scan or it is checked in. */
export async function updateScanCheckIn(
  db: Database,
  scanId: string,
  officerId: string,
  checkIn: Pick<
    typeof codeScans.$inferInsert,
    | 'checkedInAt'
    | 'latitude'
    | 'longitude'
    | 'locationText'
    | 'accuracyMeters'
    | 'distanceMeters'
    | 'farMeters'
    | 'far'
    | 'noPositionReason'
  >,
): Promise<boolean> {
  const updated = await db
    .update(codeScans)
    .set(checkIn)
    .where(and(eq(codeScans.id, scanId), eq(codeScans.officerId, officerId), isNull(codeScans.checkedInAt)))
    .returning({ id: codeScans.id });
  return updated.length > 0;
}
