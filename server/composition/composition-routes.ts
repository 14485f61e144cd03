import type { FastifyInstance } from 'fastify';
import { getEnterprisePreview } from './enterprise-preview';
import { advanceTestClock } from './time-sweeps';
import { getUnreadCounts, markMessagesReadAndCount } from './unread-counts';
import { registerEndpoint, type AppContext } from '../http/endpoint';

/** The calls that read or run several modules at once. */
export function registerCompositionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'getEnterprisePreview', ({ input, session, locale }) =>
    getEnterprisePreview(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'getUnreadCounts', ({ session }) => getUnreadCounts(db, session));
  registerEndpoint(app, ctx, 'markMessagesRead', ({ input, session }) =>
    markMessagesReadAndCount(db, session, input, ctx.now()),
  );
  registerEndpoint(app, ctx, 'advanceTestClock', ({ input }) => advanceTestClock(ctx, input.hours));
}
