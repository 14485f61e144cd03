import type { FastifyInstance } from 'fastify';
import {
  getMessage,
  getUnreadCounts,
  listMessages,
  markMessagesRead,
  publishSystemNotice,
} from './messages-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'listMessages', ({ input, session, locale }) =>
    listMessages(db, session, input, locale),
  );
  registerEndpoint(app, ctx, 'getMessage', ({ input, session, locale }) =>
    getMessage(db, session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'markMessagesRead', ({ input, session }) =>
    markMessagesRead(db, session, input, ctx.now()),
  );
  registerEndpoint(app, ctx, 'getUnreadCounts', ({ session }) => getUnreadCounts(db, session));
  registerEndpoint(app, ctx, 'publishSystemNotice', ({ input, session }) =>
    publishSystemNotice(db, session, input, ctx.now()),
  );
}
