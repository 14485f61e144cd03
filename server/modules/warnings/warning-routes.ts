import { and, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterprises, registrations } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { computeWarnings, warningsOf } from './warnings';

const YEAR_MS = 365 * 86_400_000;

export function registerWarningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  registerEndpoint(app, ctx, 'listWarnings', async ({ input, session, locale }) => {
    const { user } = session;
    if (input.enterpriseNumber) {
      if (user.role === 'enterprise' && input.enterpriseNumber !== user.enterpriseNumber)
        throw new ForbiddenError();
      const [enterprise] = await db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.enterpriseNumber, input.enterpriseNumber));
      return enterprise ? warningsOf(db, enterprise.id, locale) : [];
    }
    if (user.role === 'enterprise')
      return session.enterpriseId ? warningsOf(db, session.enterpriseId, locale) : [];
    // The officer's desk: every enterprise the department inspected in the last 12 months.
    const inspected = db
      .selectDistinct({ id: registrations.enterpriseId })
      .from(registrations)
      .where(
        and(
          eq(registrations.departmentCode, user.departmentCode ?? ''),
          gte(registrations.startedAt, new Date(Date.now() - YEAR_MS)),
        ),
      );
    const byEnterprise = await computeWarnings(db, inArray(registrations.enterpriseId, inspected), locale);
    // Frequency warnings concern every department; caps and no-finding streaks only the department they name.
    const ownDepartment = (locale === 'en' && session.departmentNameEn) || user.departmentName;
    return [...byEnterprise.values()]
      .flat()
      .filter((warning) => warning.departmentName === null || warning.departmentName === ownDepartment);
  });
}
