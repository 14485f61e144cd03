import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, nextCounter } from '../../db/counters';
import { enterprises, merchantAuthorizations, regions, users } from '../../db/schema';
import { ForbiddenError, OperationFailedError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { findEnterpriseByCreditCode, findEnterpriseById, toEnterprise } from './enterprise-queries';

export function registerEnterpriseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, sessions } = ctx;

  /**
   * An enterprise user sees its own enterprise's merchant authorizations; a merchant without an
   * enterprise sees only its own authorizations. Asking about anyone else is 403 whether or not it exists.
   */
  registerEndpoint(app, ctx, 'queryAuthorizationList', async ({ input, session }) => {
    const { user } = session;
    if (user.role !== 'enterprise') throw new ForbiddenError();

    const conditions: SQL[] = [];
    if (session.enterpriseId) {
      if (input.enterpriseNumber && input.enterpriseNumber !== user.enterpriseNumber)
        throw new ForbiddenError();
      conditions.push(eq(merchantAuthorizations.enterpriseId, session.enterpriseId));
      if (input.merchantTel) conditions.push(eq(merchantAuthorizations.merchantTel, input.merchantTel));
    } else {
      if (input.enterpriseNumber) throw new ForbiddenError();
      if (input.merchantTel && input.merchantTel !== user.phonenumber) throw new ForbiddenError();
      conditions.push(eq(merchantAuthorizations.merchantTel, user.phonenumber));
    }

    return ctx.db
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
  });

  registerEndpoint(app, ctx, 'registerEnterprise', async ({ input, session }) => {
    if (session.enterpriseId) throw new OperationFailedError('alreadyHasEnterprise');
    const [street] = await db
      .select({ code: regions.code, parentCode: regions.parentCode })
      .from(regions)
      .where(and(eq(regions.code, input.regionCode), eq(regions.level, 'street')));
    const district = input.regionCode.slice(0, 6);
    if (!street || street.parentCode !== district) throw new OperationFailedError('regionUnknown');
    if (await findEnterpriseByCreditCode(db, input.creditCode))
      throw new OperationFailedError('creditCodeTaken');

    const prefix = `SZ${district}`;
    try {
      await db.transaction(async (tx) => {
        // The first number of a district continues after any existing ones (demo data, imports).
        const sequence = await nextCounter(
          tx,
          `enterprise:${district}`,
          sql`(select coalesce(max(substr(enterprise_number, 9)::int), 0) + 1 from enterprises where enterprise_number like ${`${prefix}%`})`,
        );
        const id = randomUUID();
        await tx.insert(enterprises).values({
          id,
          enterpriseNumber: `${prefix}${String(sequence).padStart(6, '0')}`,
          name: input.name,
          creditCode: input.creditCode,
          address: input.address,
          regionCode: input.regionCode,
          legalRepresentative: input.legalRepresentative,
          phone: input.contactPhone,
        });
        const linked = await tx
          .update(users)
          .set({ enterpriseId: id })
          .where(and(eq(users.id, session.userId), isNull(users.enterpriseId)))
          .returning({ id: users.id });
        if (linked.length === 0) throw new OperationFailedError('alreadyHasEnterprise');
        await tx
          .insert(merchantAuthorizations)
          .values({ enterpriseId: id, merchantTel: session.user.phonenumber, role: 'owner' })
          .onConflictDoNothing();
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new OperationFailedError('creditCodeTaken');
      throw error;
    }
    sessions.forget(session.tokenHash);
    const found = await sessions.findUser(session.userId);
    return found!.user;
  });

  registerEndpoint(app, ctx, 'getMyEnterprise', async ({ session, locale }) => {
    const row = session.enterpriseId ? await findEnterpriseById(db, session.enterpriseId) : undefined;
    if (!row) throw new OperationFailedError('noEnterprise');
    return toEnterprise(row, locale);
  });
}
