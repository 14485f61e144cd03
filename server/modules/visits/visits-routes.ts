import type { FastifyInstance } from 'fastify';
import { createVisit, getVisit } from './visits-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerVisitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'createVisit', ({ input, session, locale }) =>
    createVisit(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'getVisit', ({ input, session, locale }) =>
    getVisit(db, session, input.id, locale),
  );
}
