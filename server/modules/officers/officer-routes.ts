import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  evaluations,
  inspectionItems,
  inspectionPlans,
  inspectionPlanTargets,
  registrations,
  users,
} from '../../db/schema';
import { OperationFailedError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { findEnterpriseByNumber, toEnterprise } from '../enterprise/enterprise-queries';
import { dateText, shanghaiYear } from '../inspections/calendar';
import { selectSummaries, toSummary } from '../inspections/registration-store';
import { quotaFor, warningsOf } from '../warnings/warnings';

const RECENT_REGISTRATIONS = 5;

export function registerOfficerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  registerEndpoint(app, ctx, 'getOfficerProfile', async ({ session, locale }) => {
    const departmentCode = session.user.departmentCode!;
    const [me] = await db
      .select({ certificateNumber: users.certificateNumber })
      .from(users)
      .where(eq(users.id, session.userId));
    const colleagues = await db
      .select({ userId: users.id, name: users.name, certificateNumber: users.certificateNumber })
      .from(users)
      .where(
        and(
          eq(users.role, 'officer'),
          eq(users.departmentCode, departmentCode),
          ne(users.id, session.userId),
        ),
      )
      .orderBy(asc(users.certificateNumber));
    return {
      userId: session.userId,
      name: session.user.name,
      certificateNumber: me?.certificateNumber ?? '',
      departmentCode,
      departmentName: (locale === 'en' && session.departmentNameEn) || session.user.departmentName || '',
      colleagues: colleagues
        .filter((c) => c.certificateNumber)
        .map((c) => ({ userId: c.userId, name: c.name, certificateNumber: c.certificateNumber! })),
    };
  });

  registerEndpoint(app, ctx, 'getEnterprisePreview', async ({ input, session, locale }) => {
    const departmentCode = session.user.departmentCode!;
    const enterprise = await findEnterpriseByNumber(db, input.enterpriseNumber);
    if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
    const now = new Date();
    const today = dateText(now);
    const [recent, warnings, quota, plans, items, [evaluationSummary]] = await Promise.all([
      selectSummaries(db)
        .where(eq(registrations.enterpriseId, enterprise.id))
        .orderBy(desc(registrations.registeredAt), desc(registrations.id))
        .limit(RECENT_REGISTRATIONS),
      warningsOf(db, enterprise.id, locale, now),
      quotaFor(db, enterprise.id, shanghaiYear(now), locale),
      db
        .select({
          id: inspectionPlans.id,
          title: inspectionPlans.title,
          periodFrom: inspectionPlans.periodFrom,
          periodTo: inspectionPlans.periodTo,
          legalBasis: inspectionPlans.legalBasis,
        })
        .from(inspectionPlans)
        .innerJoin(inspectionPlanTargets, eq(inspectionPlanTargets.planId, inspectionPlans.id))
        .where(
          and(
            eq(inspectionPlanTargets.enterpriseId, enterprise.id),
            eq(inspectionPlans.departmentCode, departmentCode),
            eq(inspectionPlans.status, 'approved'),
            lte(inspectionPlans.periodFrom, today),
            gte(inspectionPlans.periodTo, today),
          ),
        )
        .orderBy(asc(inspectionPlans.periodTo)),
      db
        .select({
          code: inspectionItems.code,
          nameZh: inspectionItems.nameZh,
          nameEn: inspectionItems.nameEn,
        })
        .from(inspectionItems)
        .where(and(eq(inspectionItems.departmentCode, departmentCode), eq(inspectionItems.published, true)))
        .orderBy(asc(inspectionItems.sort), asc(inspectionItems.code)),
      // Aggregate only: the department never learns which enterprise said what.
      db
        .select({
          count: sql<number>`count(*)`,
          satisfied: sql<number>`count(*) filter (where ${evaluations.level} in ('very_satisfied', 'satisfied'))`,
        })
        .from(evaluations)
        .where(eq(evaluations.departmentCode, departmentCode)),
    ]);
    const evaluated = Number(evaluationSummary?.count ?? 0);
    return {
      enterprise: toEnterprise(enterprise, locale),
      recentRegistrations: recent.map((row) => toSummary(row, locale, session)),
      warnings,
      quota,
      plans,
      inspectionItems: items.map((i) => ({
        code: i.code,
        name: locale === 'en' && i.nameEn ? i.nameEn : i.nameZh,
      })),
      evaluationSummary: {
        count: evaluated,
        satisfiedShare: evaluated === 0 ? 0 : Number(evaluationSummary!.satisfied) / evaluated,
      },
    };
  });
}
