import type { FastifyInstance } from 'fastify';
import { getSupervisionCode, listCodeHistory, resolveCode } from './supervision-codes-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerSupervisionCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  registerEndpoint(app, ctx, 'getSupervisionCode', ({ input, session }) =>
    getSupervisionCode(db, config, session, input.enterpriseNumber),
  );
  registerEndpoint(app, ctx, 'listCodeHistory', ({ session, locale }) =>
    listCodeHistory(db, session, locale),
  );
  registerEndpoint(app, ctx, 'resolveCode', ({ input, session }) => resolveCode(db, config, session, input));
}
