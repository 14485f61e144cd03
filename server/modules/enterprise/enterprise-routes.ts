import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enterprises, merchantAuthorizations } from '../../db/schema';
import { ForbiddenError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerEnterpriseRoutes(app: FastifyInstance, ctx: AppContext): void {
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
}
