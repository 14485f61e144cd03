import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Visit } from '../../../contract/supervision-schemas';
import type { Locale } from '../../../contract/locales';
import { codeScans, departments, enterprises, users, visits } from '../../db/schema';
import { FieldRuleError, ForbiddenError, OperationFailedError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

const CLOCK_SKEW_MS = 5 * 60_000;

/** Non-enforcement service visits: logged apart from inspections, never counted for caps or warnings. */
export function registerVisitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  async function loadVisit(
    where: ReturnType<typeof eq>,
    locale: Locale,
  ): Promise<(Visit & { departmentCode: string; createdBy: string }) | undefined> {
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
    if (!row) return undefined;
    const v = row.visit;
    const hasLocation = v.latitude !== null || v.longitude !== null || v.locationText !== null;
    return {
      id: v.id,
      enterpriseNumber: row.enterpriseNumber,
      enterpriseName: row.enterpriseName ?? v.outsideName ?? '',
      address: row.enterpriseAddress ?? v.outsideAddress ?? '',
      purpose: v.purpose,
      staffName: row.staffName,
      departmentName: locale === 'en' ? row.departmentEn : row.departmentZh,
      startedAt: v.startedAt.toISOString(),
      endedAt: v.endedAt.toISOString(),
      location: hasLocation
        ? { latitude: v.latitude, longitude: v.longitude, text: v.locationText ?? '' }
        : null,
      notes: v.notes,
      createdAt: v.createdAt.toISOString(),
      departmentCode: v.departmentCode,
      createdBy: v.createdBy,
    };
  }

  const strip = ({
    departmentCode: _d,
    createdBy: _c,
    ...visit
  }: Visit & { departmentCode: string; createdBy: string }): Visit => visit;

  registerEndpoint(app, ctx, 'createVisit', async ({ input, session, locale }) => {
    const byRequest = and(
      eq(visits.createdBy, session.userId),
      eq(visits.clientRequestId, input.clientRequestId),
    )!;
    const existing = await loadVisit(byRequest, locale);
    if (existing) return strip(existing);

    const now = new Date();
    const startedAt = new Date(input.startedAt);
    const endedAt = new Date(input.endedAt);
    if (endedAt < startedAt) throw new FieldRuleError('endedAt', 'reasonEndBeforeStart');
    if (endedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
      throw new FieldRuleError('endedAt', 'reasonInFuture');

    let enterpriseId: string | null = null;
    if (input.enterpriseNumber) {
      const [enterprise] = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.enterpriseNumber, input.enterpriseNumber));
      if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
      enterpriseId = enterprise.id;
    }
    let location = input.location ?? null;
    if (input.scanId) {
      const [scan] = await db
        .select()
        .from(codeScans)
        .where(and(eq(codeScans.id, input.scanId), eq(codeScans.officerId, session.userId)));
      if (!scan) throw new OperationFailedError('scanNotFound');
      if (scan.enterpriseId !== enterpriseId || scan.purpose !== 'visit')
        throw new OperationFailedError('scanMismatch');
      if (!location && scan.checkedInAt)
        location = { latitude: scan.latitude, longitude: scan.longitude, text: scan.locationText ?? '' };
    }
    await db
      .insert(visits)
      .values({
        id: randomUUID(),
        createdBy: session.userId,
        departmentCode: session.user.departmentCode!,
        clientRequestId: input.clientRequestId,
        enterpriseId,
        outsideName: input.outsideEnterprise?.name ?? null,
        outsideAddress: input.outsideEnterprise?.address ?? null,
        outsidePhone: input.outsideEnterprise?.contactPhone ?? null,
        scanId: input.scanId ?? null,
        purpose: input.purpose,
        startedAt,
        endedAt,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
        locationText: location?.text ?? null,
        notes: input.notes || null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [visits.createdBy, visits.clientRequestId] });
    return strip((await loadVisit(byRequest, locale))!);
  });

  registerEndpoint(app, ctx, 'getVisit', async ({ input, session, locale }) => {
    const visit = await loadVisit(eq(visits.id, input.id), locale);
    if (!visit) throw new OperationFailedError('visitNotFound');
    if (visit.createdBy !== session.userId && visit.departmentCode !== session.user.departmentCode)
      throw new ForbiddenError();
    return strip(visit);
  });
}
