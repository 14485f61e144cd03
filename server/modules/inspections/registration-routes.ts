import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { createRegistrationInput, problemInputSchema } from '../../../contract/supervision-schemas';
import type { Database } from '../../db/client';
import { nextCounter } from '../../db/counters';
import {
  codeScans,
  enterprises,
  evaluations,
  inspectionPlans,
  inspectionPlanTargets,
  photos,
  registrationAudits,
  registrationItems,
  registrationProblems,
  registrations,
  users,
  type AuditChange,
} from '../../db/schema';
import type { AuthSession } from '../../http/auth';
import { FieldRuleError, ForbiddenError, OperationFailedError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { findEnterpriseByNumber } from '../enterprise/enterprise-queries';
import { quotaFor, warningsOf } from '../warnings/warnings';
import { calendarDaysBetween, dateText, shanghaiYear, startOfDate } from './calendar';
import { decodeCursor, encodeCursor } from './cursor';
import {
  EDIT_WINDOW_MS,
  EVALUATION_WINDOW_MS,
  findRegistration,
  loadDetail,
  problemsWithPhotos,
  selectSummaries,
  toSummary,
  type RegistrationRow,
} from './registration-store';

const CLOCK_SKEW_MS = 5 * 60_000;
const LATE_AFTER_MS = 24 * 3_600_000;
const BACKFILL_DAYS = 10;
const PAGE_DEFAULT = 20;
const DAY_MS = 86_400_000;

type ProblemInput = z.output<typeof problemInputSchema>;
type CreateInput = z.output<typeof createRegistrationInput>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The officers named on a registration must be certified officers of the registering department. */
async function canonicalOfficers(db: Database, session: AuthSession, refs: CreateInput['officers']) {
  const certificates = refs.map((o) => o.certificateNumber);
  if (new Set(certificates).size !== certificates.length) throw new OperationFailedError('officerDuplicate');
  const known = await db
    .select({ id: users.id, name: users.name, certificateNumber: users.certificateNumber })
    .from(users)
    .where(
      and(
        inArray(users.certificateNumber, certificates),
        eq(users.role, 'officer'),
        eq(users.departmentCode, session.user.departmentCode!),
      ),
    );
  if (!known.some((k) => k.id === session.userId)) throw new OperationFailedError('officerNotListed');
  if (known.length !== certificates.length) throw new OperationFailedError('officerUnknown');
  const byCertificate = new Map(known.map((k) => [k.certificateNumber!, k.name]));
  return certificates.map((c) => ({ name: byCertificate.get(c)!, certificateNumber: c }));
}

function noFindings(items: Array<{ result: string }>, problems: unknown[]): boolean {
  return problems.length === 0 && items.every((i) => i.result === 'compliant');
}

/** Inserts the problems and attaches the officer's own, still unattached uploads to them. */
async function insertProblems(tx: Tx, registrationId: string, officerId: string, problems: ProblemInput[]) {
  const photoIds = problems.flatMap((p) => p.photoIds);
  if (new Set(photoIds).size !== photoIds.length) throw new OperationFailedError('photoInvalid');
  for (const [position, problem] of problems.entries()) {
    const problemId = randomUUID();
    await tx.insert(registrationProblems).values({
      id: problemId,
      registrationId,
      position,
      description: problem.description,
      rectification: problem.rectification,
    });
    for (const [photoPosition, photoId] of problem.photoIds.entries()) {
      const attached = await tx
        .update(photos)
        .set({ problemId, position: photoPosition })
        .where(and(eq(photos.id, photoId), eq(photos.uploadedBy, officerId), isNull(photos.problemId)))
        .returning({ id: photos.id });
      if (attached.length === 0) throw new OperationFailedError('photoInvalid');
    }
  }
}

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  async function createdResult(
    row: Pick<RegistrationRow, 'id' | 'registrationNumber' | 'late' | 'enterpriseId'>,
    locale: 'zh' | 'en',
  ) {
    return {
      id: row.id,
      registrationNumber: row.registrationNumber,
      late: row.late,
      warnings: await warningsOf(db, row.enterpriseId, locale),
    };
  }

  async function findByRequest(userId: string, clientRequestId: string) {
    const [row] = await db
      .select()
      .from(registrations)
      .where(and(eq(registrations.createdBy, userId), eq(registrations.clientRequestId, clientRequestId)));
    return row;
  }

  registerEndpoint(app, ctx, 'createRegistration', async ({ input, session, locale }) => {
    const departmentCode = session.user.departmentCode;
    if (!departmentCode) throw new ForbiddenError();
    // A retry or double submit gets the first registration back, whatever has changed since.
    const existing = await findByRequest(session.userId, input.clientRequestId);
    if (existing) return createdResult(existing, locale);

    const now = new Date();
    const startedAt = new Date(input.startedAt);
    const endedAt = new Date(input.endedAt);
    if (endedAt < startedAt) throw new FieldRuleError('endedAt', 'reasonEndBeforeStart');
    if (endedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw new FieldRuleError('endedAt', 'reasonInFuture');
    if (calendarDaysBetween(startedAt, now) > BACKFILL_DAYS) throw new OperationFailedError('backfillLimit');
    const late = now.getTime() - startedAt.getTime() > LATE_AFTER_MS;
    if (late && !input.lateReason) throw new FieldRuleError('lateReason', 'reasonLateRequired');

    if (input.type === 'routine' && !input.planId) throw new FieldRuleError('planId', 'reasonRequired');
    if (input.type === 'triggered' && !input.triggerReason)
      throw new FieldRuleError('triggerReason', 'reasonRequired');
    if (input.type === 'case' && !input.caseReason) throw new FieldRuleError('caseReason', 'reasonRequired');

    const officers = await canonicalOfficers(db, session, input.officers);
    const enterprise = await findEnterpriseByNumber(db, input.enterpriseNumber);
    if (!enterprise) throw new OperationFailedError('enterpriseNotFound');

    if (input.type === 'routine') {
      const startDate = dateText(startedAt);
      const [plan] = await db
        .select({ id: inspectionPlans.id })
        .from(inspectionPlans)
        .innerJoin(inspectionPlanTargets, eq(inspectionPlanTargets.planId, inspectionPlans.id))
        .where(
          and(
            eq(inspectionPlans.id, input.planId!),
            eq(inspectionPlans.departmentCode, departmentCode),
            eq(inspectionPlans.status, 'approved'),
            eq(inspectionPlanTargets.enterpriseId, enterprise.id),
            lte(inspectionPlans.periodFrom, startDate),
            gte(inspectionPlans.periodTo, startDate),
          ),
        );
      if (!plan) throw new OperationFailedError('planInvalid');
    }

    let location = input.location ?? null;
    if (input.scanId) {
      const [scan] = await db
        .select()
        .from(codeScans)
        .where(and(eq(codeScans.id, input.scanId), eq(codeScans.officerId, session.userId)));
      if (!scan) throw new OperationFailedError('scanNotFound');
      if (scan.enterpriseId !== enterprise.id || scan.purpose !== 'inspection')
        throw new OperationFailedError('scanMismatch');
      if (!location && scan.checkedInAt)
        location = { latitude: scan.latitude, longitude: scan.longitude, text: scan.locationText ?? '' };
    }

    const id = randomUUID();
    const registeredAt = now;
    const inserted = await db.transaction(async (tx) => {
      const day = dateText(registeredAt).replaceAll('-', '');
      const sequence = await nextCounter(tx, `registration:${day}`);
      const [row] = await tx
        .insert(registrations)
        .values({
          id,
          registrationNumber: `JC${day}${String(sequence).padStart(6, '0')}`,
          enterpriseId: enterprise.id,
          departmentCode,
          createdBy: session.userId,
          clientRequestId: input.clientRequestId,
          platform: input.platform,
          type: input.type,
          planId: input.type === 'routine' ? input.planId! : null,
          legalBasis: input.legalBasis || null,
          triggerReason: input.triggerReason || null,
          caseReason: input.type === 'case' ? input.caseReason! : null,
          officers,
          startedAt,
          endedAt,
          registeredAt,
          scanId: input.scanId ?? null,
          latitude: location?.latitude ?? null,
          longitude: location?.longitude ?? null,
          locationText: location?.text ?? null,
          late,
          lateReason: late ? input.lateReason! : input.lateReason || null,
          remarks: input.remarks || null,
          problemCount: input.problems.length,
          noFindings: noFindings(input.items, input.problems),
        })
        .onConflictDoNothing({ target: [registrations.createdBy, registrations.clientRequestId] })
        .returning({ id: registrations.id });
      // Lost a race with the same request: leave everything to the first one.
      if (!row) return false;
      await tx
        .insert(registrationItems)
        .values(input.items.map((item, position) => ({ registrationId: id, position, ...item })));
      await insertProblems(tx, id, session.userId, input.problems);
      return true;
    });
    const stored = inserted
      ? await findRegistration(db, id)
      : await findByRequest(session.userId, input.clientRequestId);
    return createdResult(stored!, locale);
  });

  registerEndpoint(app, ctx, 'listRegistrations', async ({ input, session, locale }) => {
    const { user } = session;
    const conditions: SQL[] = [];
    if (user.role === 'enterprise') {
      if (!session.enterpriseId) return { items: [], nextCursor: null };
      if (input.enterpriseNumber && input.enterpriseNumber !== user.enterpriseNumber)
        throw new ForbiddenError();
      conditions.push(eq(registrations.enterpriseId, session.enterpriseId));
      if (input.departmentCode) conditions.push(eq(registrations.departmentCode, input.departmentCode));
    } else if (input.enterpriseNumber) {
      // History check before an inspection: every department's registrations at this enterprise.
      const [enterprise] = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.enterpriseNumber, input.enterpriseNumber));
      if (!enterprise) return { items: [], nextCursor: null };
      conditions.push(eq(registrations.enterpriseId, enterprise.id));
      if (input.departmentCode) conditions.push(eq(registrations.departmentCode, input.departmentCode));
    } else {
      if (input.departmentCode && input.departmentCode !== user.departmentCode) throw new ForbiddenError();
      conditions.push(eq(registrations.departmentCode, user.departmentCode ?? ''));
    }
    if (input.from) conditions.push(gte(registrations.startedAt, startOfDate(input.from)));
    if (input.to)
      conditions.push(lt(registrations.startedAt, new Date(startOfDate(input.to).getTime() + DAY_MS)));
    if (input.cursor) {
      const key = decodeCursor(input.cursor);
      if (!key) throw new FieldRuleError('cursor', 'reasonInvalid');
      conditions.push(
        sql`(${registrations.registeredAt}, ${registrations.id}) < (${key.registeredAt}::timestamptz, ${key.id})`,
      );
    }
    const limit = input.limit ?? PAGE_DEFAULT;
    const rows = await selectSummaries(db)
      .where(and(...conditions))
      .orderBy(desc(registrations.registeredAt), desc(registrations.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => toSummary(row, locale, session)),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ registeredAt: last.registeredAt.toISOString(), id: last.id })
          : null,
    };
  });

  /** The enterprise reads only its own registrations (403 for anything else, existing or not); officers read all. */
  async function readable(session: AuthSession, id: string): Promise<RegistrationRow> {
    const row = await findRegistration(db, id);
    if (session.user.role === 'enterprise') {
      if (!row || !session.enterpriseId || row.enterpriseId !== session.enterpriseId)
        throw new ForbiddenError();
      return row;
    }
    if (!row) throw new OperationFailedError('registrationNotFound');
    return row;
  }

  registerEndpoint(app, ctx, 'getRegistration', async ({ input, session, locale }) =>
    loadDetail(db, config, await readable(session, input.id), session, locale),
  );

  registerEndpoint(app, ctx, 'editRegistration', async ({ input, session, locale }) => {
    const row = await findRegistration(db, input.id);
    if (!row) throw new OperationFailedError('registrationNotFound');
    if (row.createdBy !== session.userId) throw new ForbiddenError();
    const now = new Date();
    if (now.getTime() > row.registeredAt.getTime() + EDIT_WINDOW_MS)
      throw new OperationFailedError('editWindowClosed');
    if (input.version !== row.version) throw new OperationFailedError('versionConflict');

    const changes: AuditChange[] = [];
    const set: Partial<typeof registrations.$inferInsert> = {};
    if (input.endedAt !== undefined) {
      const endedAt = new Date(input.endedAt);
      if (endedAt < row.startedAt) throw new FieldRuleError('endedAt', 'reasonEndBeforeStart');
      if (endedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
        throw new FieldRuleError('endedAt', 'reasonInFuture');
      if (endedAt.getTime() !== row.endedAt.getTime()) {
        changes.push({ field: 'endedAt', before: row.endedAt.toISOString(), after: endedAt.toISOString() });
        set.endedAt = endedAt;
      }
    }
    for (const field of ['legalBasis', 'remarks'] as const) {
      const value = input[field];
      if (value === undefined) continue;
      const next = value || null;
      if (next !== row[field]) {
        changes.push({ field, before: row[field], after: next });
        set[field] = next;
      }
    }
    const oldItems = await db
      .select({
        code: registrationItems.code,
        name: registrationItems.name,
        result: registrationItems.result,
      })
      .from(registrationItems)
      .where(eq(registrationItems.registrationId, row.id))
      .orderBy(registrationItems.position);
    const oldProblems = await problemsWithPhotos(db, row.id);
    const itemsChanged =
      input.items !== undefined && JSON.stringify(input.items) !== JSON.stringify(oldItems);
    if (itemsChanged) changes.push({ field: 'items', before: oldItems, after: input.items });
    const problemView = (list: Array<{ description: string; rectification: string; photoIds: string[] }>) =>
      list.map((p) => ({ description: p.description, rectification: p.rectification, photoIds: p.photoIds }));
    const oldProblemView = problemView(
      oldProblems.map((p) => ({ ...p, photoIds: p.photos.map((ph) => ph.id) })),
    );
    const problemsChanged =
      input.problems !== undefined &&
      JSON.stringify(problemView(input.problems)) !== JSON.stringify(oldProblemView);
    if (problemsChanged) {
      const counted = (list: typeof oldProblemView) =>
        list.map((p) => ({
          description: p.description,
          rectification: p.rectification,
          photoCount: p.photoIds.length,
        }));
      changes.push({
        field: 'problems',
        before: counted(oldProblemView),
        after: counted(problemView(input.problems!)),
      });
    }
    if (changes.length === 0) throw new OperationFailedError('nothingChanged');

    const items = itemsChanged ? input.items! : oldItems;
    const problemCount = problemsChanged ? input.problems!.length : oldProblems.length;
    await db.transaction(async (tx) => {
      // The version check and the bump are one statement, so two concurrent corrections cannot both win.
      const updated = await tx
        .update(registrations)
        .set({
          ...set,
          problemCount,
          noFindings: problemCount === 0 && items.every((i) => i.result === 'compliant'),
          version: sql`${registrations.version} + 1`,
        })
        .where(and(eq(registrations.id, row.id), eq(registrations.version, input.version)))
        .returning({ id: registrations.id });
      if (updated.length === 0) throw new OperationFailedError('versionConflict');
      if (itemsChanged) {
        await tx.delete(registrationItems).where(eq(registrationItems.registrationId, row.id));
        await tx
          .insert(registrationItems)
          .values(items.map((item, position) => ({ registrationId: row.id, position, ...item })));
      }
      if (problemsChanged) {
        const oldIds = oldProblems.map((p) => p.id);
        if (oldIds.length > 0) {
          await tx.update(photos).set({ problemId: null }).where(inArray(photos.problemId, oldIds));
          await tx.delete(registrationProblems).where(inArray(registrationProblems.id, oldIds));
        }
        await insertProblems(tx, row.id, session.userId, input.problems!);
      }
      await tx.insert(registrationAudits).values({
        registrationId: row.id,
        officerId: session.userId,
        at: now,
        reason: input.reason,
        changes,
      });
    });
    return loadDetail(db, config, (await findRegistration(db, row.id))!, session, locale);
  });

  registerEndpoint(app, ctx, 'evaluateRegistration', async ({ input, session, locale }) => {
    const row = await readable(session, input.registrationId);
    const now = new Date();
    const [previous] = await db.select().from(evaluations).where(eq(evaluations.registrationId, row.id));
    if (previous && now.getTime() > previous.firstEvaluatedAt.getTime() + EVALUATION_WINDOW_MS)
      throw new OperationFailedError('evaluationClosed');
    const changed = await db
      .insert(evaluations)
      .values({
        registrationId: row.id,
        departmentCode: row.departmentCode,
        level: input.level,
        comment: input.comment,
        firstEvaluatedAt: now,
        evaluatedAt: now,
      })
      .onConflictDoUpdate({
        target: evaluations.registrationId,
        set: { level: input.level, comment: input.comment, evaluatedAt: now },
        setWhere: sql`${evaluations.firstEvaluatedAt} > ${new Date(now.getTime() - EVALUATION_WINDOW_MS).toISOString()}::timestamptz`,
      })
      .returning({ id: evaluations.registrationId });
    if (changed.length === 0) throw new OperationFailedError('evaluationClosed');
    return loadDetail(db, config, row, session, locale, now);
  });

  registerEndpoint(app, ctx, 'getQuota', async ({ input, session, locale }) => {
    if (session.user.role === 'enterprise' && input.enterpriseNumber !== session.user.enterpriseNumber)
      throw new ForbiddenError();
    const [enterprise] = await db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.enterpriseNumber, input.enterpriseNumber));
    if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
    return quotaFor(db, enterprise.id, input.year ?? shanghaiYear(new Date()), locale);
  });
}
