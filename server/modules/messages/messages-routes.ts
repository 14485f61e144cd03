import type { FastifyInstance } from 'fastify';
import { getMessage, listMessages, publishSystemNotice } from './messages-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'listMessages', ({ input, session, locale }) =>
    listMessages(db, session, input, locale),
  );
  registerEndpoint(app, ctx, 'getMessage', ({ input, session, locale }) =>
    getMessage(db, session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'publishSystemNotice', ({ input, session }) =>
    publishSystemNotice(db, session, input, ctx.now()),
  );
}
