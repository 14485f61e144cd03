import type { FastifyInstance } from 'fastify';
import { listWarningDesk, listWarnings } from './warnings-desk';
import { getQuota } from './warnings-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerWarningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'listWarnings', ({ input, session, locale }) =>
    listWarnings(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'listWarningDesk', ({ input, session, locale }) =>
    listWarningDesk(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'getQuota', ({ input, session, locale }) =>
    getQuota(db, session, input, locale, ctx.now()),
  );
}
