import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { inEmergencyReview } from './emergency-review-queries';
import { DAY_MS } from '../../../contract/city-calendar';
import { BACKFILL_LIMIT_DAYS } from '../../../contract/registrations/rules';
import type {
  EmergencyReviewStatus,
  InspectionType,
  RegisteredBy,
  RegistrationFlag,
  RegistrationOutcome,
} from '../../../contract/registrations/schemas';
import { CLOCK_SKEW_MS } from '../../../contract/time-rules';
import type { Database, Transaction } from '../../db/client';
import { nextCounter } from '../../db/counters';
import { preparedPerDatabase } from '../../db/prepared';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import {
  evaluations,
  inspectionItems,
  registrationCorrections,
  registrationItems,
  registrationPhotos,
  registrationProblems,
  registrations,
  type CorrectionChange,
} from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import { codeScans } from '../../db/schema/supervision-codes';
import { rowsAfter, type KeysetKey } from '../../http/keyset-cursor';
import { enterpriseInRegion } from '../enterprises';

export type RegistrationRow = typeof registrations.$inferSelect;
export type ItemRow = Pick<typeof registrationItems.$inferSelect, 'code' | 'name' | 'result'>;

const summaryColumns = {
  id: registrations.id,
  registrationNumber: registrations.registrationNumber,
  enterpriseId: registrations.enterpriseId,
  enterpriseNumber: enterprises.enterpriseNumber,
  enterpriseName: enterprises.name,
  departmentCode: registrations.departmentCode,
  departmentZh: departments.nameZh,
  departmentEn: departments.nameEn,
  type: registrations.type,
  startedAt: registrations.startedAt,
  endedAt: registrations.endedAt,
  registeredAt: registrations.registeredAt,
  officers: registrations.officers,
  problemCount: registrations.problemCount,
  late: registrations.late,
  method: registrations.method,
  allowanceBasis: registrations.allowanceBasis,
  evaluated: sql<boolean>`${evaluations.registrationId} is not null`,
};

export type SummaryRow = {
  id: string;
  registrationNumber: string;
  enterpriseId: string;
  enterpriseNumber: string;
  enterpriseName: string;
  departmentCode: string;
  departmentZh: string;
  departmentEn: string;
  type: 'routine' | 'triggered' | 'case';
  startedAt: Date;
  endedAt: Date;
  registeredAt: Date;
  officers: Array<{ name: string; certificateNumber: string }>;
  problemCount: number;
  late: boolean;
  method: RegistrationRow['method'];
  allowanceBasis: RegistrationRow['allowanceBasis'];
  evaluated: boolean;
};

/** The joins every summary needs: enterprise and department by primary key, the evaluation by primary key. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(registrations)
    .innerJoin(enterprises, eq(enterprises.id, registrations.enterpriseId))
    .innerJoin(departments, eq(departments.code, registrations.departmentCode))
    .leftJoin(evaluations, eq(evaluations.registrationId, registrations.id));
}

export interface PageFilter {
  enterpriseId?: string;
  departmentCode?: string;
  /** The enterprises of a district (on its streets or on none of them) or of one street. */
  regionCode?: string;
  /** Start of the first and the instant after the last day of the started-at range. */
  startedFrom?: Date;
  startedBefore?: Date;
  type?: InspectionType;
  outcome?: RegistrationOutcome;
  registeredBy?: RegisteredBy;
  flag?: RegistrationFlag;
  emergencyReview?: EmergencyReviewStatus;
  after?: KeysetKey;
}

/**
 * A registration is made after its inspection ended (give or take the clock skew its end time may have) and at most
 * the backfill limit after it started.
 */
const REGISTERED_WITHIN_MS = (BACKFILL_LIMIT_DAYS + 1) * DAY_MS;

/** The contract's names of how a registration was made, as the `method` column stores them. */
export const METHOD_OF = { scan: 'code', licence: 'licence', number: 'number' } as const;
export const REGISTERED_BY = { code: 'scan', licence: 'licence', number: 'number' } as const;
/** A scan by typed number proves nothing more than the number: it is a typed registration. */
export const methodOfScan = (source: 'code' | 'manual' | 'licence'): RegistrationRow['method'] =>
  source === 'manual' ? 'number' : source;

/** One page newest first (registered_at, id), plus one row to tell whether there is a next page. */
export function listSummaryPage(db: Database, filter: PageFilter, limit: number): Promise<SummaryRow[]> {
  const conditions: SQL[] = [];
  if (filter.enterpriseId) conditions.push(eq(registrations.enterpriseId, filter.enterpriseId));
  if (filter.departmentCode) conditions.push(eq(registrations.departmentCode, filter.departmentCode));
  if (filter.regionCode) {
    const inDistrict = db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(enterpriseInRegion(filter.regionCode));
    conditions.push(inArray(registrations.enterpriseId, inDistrict));
  }
  // The registered-at bounds follow from the started-at ones and keep the scan of the keyset index to the range.
  if (filter.startedFrom) {
    conditions.push(gte(registrations.startedAt, filter.startedFrom));
    conditions.push(gte(registrations.registeredAt, new Date(filter.startedFrom.getTime() - CLOCK_SKEW_MS)));
  }
  if (filter.startedBefore) {
    conditions.push(lt(registrations.startedAt, filter.startedBefore));
    conditions.push(
      lt(registrations.registeredAt, new Date(filter.startedBefore.getTime() + REGISTERED_WITHIN_MS)),
    );
  }
  if (filter.type) conditions.push(eq(registrations.type, filter.type));
  if (filter.outcome === 'noFindings') conditions.push(eq(registrations.noFindings, true));
  if (filter.outcome === 'problems') conditions.push(gt(registrations.problemCount, 0));
  if (filter.registeredBy) conditions.push(eq(registrations.method, METHOD_OF[filter.registeredBy]));
  if (filter.flag === 'late') conditions.push(eq(registrations.late, true));
  if (filter.flag === 'frequencyWarned') conditions.push(eq(registrations.frequencyWarned, true));
  if (filter.flag === 'excepted' || filter.flag === 'approved')
    conditions.push(eq(registrations.allowanceBasis, filter.flag));
  if (filter.flag === 'farCheckIn' || filter.flag === 'unlocatedCheckIn')
    conditions.push(
      inArray(
        registrations.scanId,
        db
          .select({ id: codeScans.id })
          .from(codeScans)
          .where(
            filter.flag === 'farCheckIn' ? eq(codeScans.far, true) : isNotNull(codeScans.noPositionReason),
          ),
      ),
    );
  if (filter.emergencyReview) conditions.push(inEmergencyReview(db, filter.emergencyReview));
  if (filter.after) conditions.push(rowsAfter(registrations.registeredAt, registrations.id, filter.after));
  return selectSummaries(db)
    .where(and(...conditions))
    .orderBy(desc(registrations.registeredAt), desc(registrations.id))
    .limit(limit + 1);
}

export function listRecentSummaries(
  db: Database,
  enterpriseId: string,
  limit: number,
): Promise<SummaryRow[]> {
  return selectSummaries(db)
    .where(eq(registrations.enterpriseId, enterpriseId))
    .orderBy(desc(registrations.registeredAt), desc(registrations.id))
    .limit(limit);
}

export async function findSummary(db: Database, id: string): Promise<SummaryRow | undefined> {
  const [row] = await selectSummaries(db).where(eq(registrations.id, id));
  return row;
}

export async function findRegistration(db: Database, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

const registrationByRequest = preparedPerDatabase((db) =>
  db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.createdBy, sql.placeholder('userId')),
        eq(registrations.clientRequestId, sql.placeholder('clientRequestId')),
      ),
    )
    .prepare('registration_by_request'),
);

export async function findRegistrationByRequest(
  db: Database,
  userId: string,
  clientRequestId: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await registrationByRequest(db).execute({ userId, clientRequestId });
  return row;
}

const certifiedOfficers = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, name: users.name, certificateNumber: users.certificateNumber })
    .from(users)
    .where(
      and(
        sql`${users.certificateNumber} = any(${sql.placeholder('certificates')})`,
        eq(users.role, 'officer'),
        eq(users.departmentCode, sql.placeholder('departmentCode')),
      ),
    )
    .prepare('certified_officers'),
);

export function listCertifiedOfficers(db: Database, certificates: string[], departmentCode: string) {
  return certifiedOfficers(db).execute({ certificates, departmentCode });
}

/**
 * Registration numbers are per day: JC + date + a sequence, taken outside the create's transaction (gaps allowed),
 * which stores it and commits after.
 */
export function nextRegistrationSequence(db: Database, day: string): Promise<number> {
  return nextCounter(db, `registration:${day}`, 1, { flushedByCaller: true });
}

/** The stored row; undefined when the same officer's same request won a race and is already stored. */
export async function insertRegistration(
  tx: Transaction,
  row: typeof registrations.$inferInsert,
): Promise<RegistrationRow | undefined> {
  const [inserted] = await tx
    .insert(registrations)
    .values(row)
    .onConflictDoNothing({ target: [registrations.createdBy, registrations.clientRequestId] })
    .returning();
  return inserted;
}

export async function insertItems(tx: Transaction, registrationId: string, items: ItemRow[]): Promise<void> {
  await tx
    .insert(registrationItems)
    .values(items.map((item, position) => ({ registrationId, position, ...item })));
}

export async function deleteItems(tx: Transaction, registrationId: string): Promise<void> {
  await tx.delete(registrationItems).where(eq(registrationItems.registrationId, registrationId));
}

export function listItems(db: Database, registrationId: string): Promise<ItemRow[]> {
  return db
    .select({ code: registrationItems.code, name: registrationItems.name, result: registrationItems.result })
    .from(registrationItems)
    .where(eq(registrationItems.registrationId, registrationId))
    .orderBy(asc(registrationItems.position));
}

export async function insertProblem(
  tx: Transaction,
  row: typeof registrationProblems.$inferInsert,
): Promise<void> {
  await tx.insert(registrationProblems).values(row);
}

/** Attaches one of the officer's own, still unattached photos (never one a correction removed); false otherwise. */
export async function attachPhoto(
  tx: Transaction,
  photo: { id: string; uploadedBy: string; problemId: string; position: number },
): Promise<boolean> {
  const attached = await tx
    .update(registrationPhotos)
    .set({ problemId: photo.problemId, position: photo.position })
    .where(
      and(
        eq(registrationPhotos.id, photo.id),
        eq(registrationPhotos.uploadedBy, photo.uploadedBy),
        isNull(registrationPhotos.problemId),
        isNull(registrationPhotos.removedAt),
      ),
    )
    .returning({ id: registrationPhotos.id });
  return attached.length > 0;
}

/** Drops the problems; their photos stay stored, detached (those kept are attached again in the same transaction). */
export async function deleteProblems(tx: Transaction, problemIds: string[]): Promise<void> {
  if (problemIds.length === 0) return;
  await tx
    .update(registrationPhotos)
    .set({ problemId: null })
    .where(inArray(registrationPhotos.problemId, problemIds));
  await tx.delete(registrationProblems).where(inArray(registrationProblems.id, problemIds));
}

export async function listProblemsWithPhotos(db: Database, registrationId: string) {
  const problems = await db
    .select()
    .from(registrationProblems)
    .where(eq(registrationProblems.registrationId, registrationId))
    .orderBy(asc(registrationProblems.position));
  const photoRows =
    problems.length === 0
      ? []
      : await db
          .select({
            id: registrationPhotos.id,
            problemId: registrationPhotos.problemId,
            size: registrationPhotos.size,
            contentType: registrationPhotos.contentType,
          })
          .from(registrationPhotos)
          .where(
            inArray(
              registrationPhotos.problemId,
              problems.map((p) => p.id),
            ),
          )
          .orderBy(asc(registrationPhotos.position));
  return problems.map((p) => ({ ...p, photos: photoRows.filter((ph) => ph.problemId === p.id) }));
}

export type ProblemWithPhotos = Awaited<ReturnType<typeof listProblemsWithPhotos>>[number];

/** The version check and the bump are one statement, so two concurrent corrections cannot both win. */
export async function updateIfVersion(
  tx: Transaction,
  id: string,
  version: number,
  set: Partial<typeof registrations.$inferInsert>,
): Promise<boolean> {
  const updated = await tx
    .update(registrations)
    .set({ ...set, version: sql`${registrations.version} + 1` })
    .where(and(eq(registrations.id, id), eq(registrations.version, version)))
    .returning({ id: registrations.id });
  return updated.length > 0;
}

/** Photos a correction took off the registration: kept as evidence, no longer served or attachable. */
export async function markPhotosRemoved(tx: Transaction, photoIds: string[], at: Date): Promise<void> {
  if (photoIds.length === 0) return;
  await tx
    .update(registrationPhotos)
    .set({ removedAt: at })
    .where(and(inArray(registrationPhotos.id, photoIds), isNull(registrationPhotos.problemId)));
}

export async function countCorrections(db: Database | Transaction, registrationId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(registrationCorrections)
    .where(eq(registrationCorrections.registrationId, registrationId));
  return Number(row?.n ?? 0);
}

export async function insertCorrection(
  tx: Transaction,
  row: { registrationId: string; officerId: string; at: Date; reason: string; changes: CorrectionChange[] },
): Promise<void> {
  await tx.insert(registrationCorrections).values(row);
}

/** Corrections newest first (ids grow with time), `limit` of them from before the id `beforeId`. */
export function listCorrections(db: Database, registrationId: string, limit: number, beforeId?: number) {
  const conditions = [eq(registrationCorrections.registrationId, registrationId)];
  if (beforeId !== undefined) conditions.push(lt(registrationCorrections.id, beforeId));
  return db
    .select({
      id: registrationCorrections.id,
      at: registrationCorrections.at,
      reason: registrationCorrections.reason,
      changes: registrationCorrections.changes,
      officerName: users.name,
    })
    .from(registrationCorrections)
    .innerJoin(users, eq(users.id, registrationCorrections.officerId))
    .where(and(...conditions))
    .orderBy(desc(registrationCorrections.id))
    .limit(limit);
}

export async function findEvaluation(db: Database, registrationId: string) {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.registrationId, registrationId));
  return row;
}

/** Stores or changes the evaluation unless its change window (from the first evaluation) has closed. */
export async function upsertEvaluation(
  db: Database,
  row: Omit<typeof evaluations.$inferInsert, 'firstEvaluatedAt' | 'evaluatedAt'>,
  now: Date,
  windowMs: number,
): Promise<boolean> {
  const changed = await db
    .insert(evaluations)
    .values({ ...row, firstEvaluatedAt: now, evaluatedAt: now })
    .onConflictDoUpdate({
      target: evaluations.registrationId,
      set: { level: row.level, comment: row.comment, evaluatedAt: now },
      setWhere: sql`${evaluations.firstEvaluatedAt} > ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`,
    })
    .returning({ id: evaluations.registrationId });
  return changed.length > 0;
}

export function listPublishedInspectionItems(db: Database, departmentCode: string) {
  return db
    .select({ code: inspectionItems.code, nameZh: inspectionItems.nameZh, nameEn: inspectionItems.nameEn })
    .from(inspectionItems)
    .where(and(eq(inspectionItems.departmentCode, departmentCode), eq(inspectionItems.published, true)))
    .orderBy(asc(inspectionItems.sort), asc(inspectionItems.code));
}

/** A photo that may be shown: uploaded and not taken off its registration by a correction. */
export async function findPhotoData(db: Database, id: string) {
  const [photo] = await db
    .select({ contentType: registrationPhotos.contentType, data: registrationPhotos.data })
    .from(registrationPhotos)
    .where(and(eq(registrationPhotos.id, id), isNull(registrationPhotos.removedAt)));
  return photo;
}

const publishedItemNames = preparedPerDatabase((db) =>
  db
    .select({ code: inspectionItems.code, nameZh: inspectionItems.nameZh })
    .from(inspectionItems)
    .where(
      and(
        eq(inspectionItems.departmentCode, sql.placeholder('departmentCode')),
        eq(inspectionItems.published, true),
        sql`${inspectionItems.code} = any(${sql.placeholder('codes')})`,
      ),
    )
    .prepare('published_item_names'),
);

export function listPublishedItemNames(db: Database, departmentCode: string, codes: string[]) {
  return publishedItemNames(db).execute({ departmentCode, codes });
}

/** An earlier registration by number, as a re-check's reference names it. */
export async function findRegistrationForRecheck(db: Database, registrationNumber: string) {
  const [row] = await db
    .select({
      enterpriseId: registrations.enterpriseId,
      departmentCode: registrations.departmentCode,
      problemCount: registrations.problemCount,
      startedAt: registrations.startedAt,
    })
    .from(registrations)
    .where(eq(registrations.registrationNumber, registrationNumber));
  return row;
}

/** Held to the end of the transaction: registrations of one enterprise decide their allowance one at a time. */
export async function lockEnterpriseAllowance(tx: Transaction, enterpriseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(73110015, hashtext(${enterpriseId}))`);
}
