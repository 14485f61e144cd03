import type { FastifyInstance } from 'fastify';
import { getMyEnterprise, registerEnterprise } from './enterprises-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerEnterpriseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, sessions } = ctx;
  registerEndpoint(app, ctx, 'registerEnterprise', ({ input, session }) =>
    registerEnterprise(db, sessions, session, input),
  );
  registerEndpoint(app, ctx, 'getMyEnterprise', ({ session, locale }) =>
    getMyEnterprise(db, session, locale),
  );
}
