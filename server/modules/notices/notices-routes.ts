import type { FastifyInstance } from 'fastify';
import {
  acknowledgeNotice,
  getNotice,
  readNotice,
  listNotices,
  openDoorNotice,
  verifyNotice,
  type NoticeCallContext,
} from './notices-service';
import type { Locale } from '../../../contract/locales';
import type { AuthSession } from '../../http/auth';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  const call = (session: AuthSession, locale: Locale): NoticeCallContext => ({
    db,
    config,
    session,
    locale,
    now: ctx.now(),
  });
  registerEndpoint(app, ctx, 'listNotices', ({ input, session, locale }) =>
    listNotices(call(session, locale), input),
  );
  registerEndpoint(app, ctx, 'getNotice', ({ input, session, locale }) =>
    getNotice(call(session, locale), input.id),
  );
  registerEndpoint(app, ctx, 'markNoticeRead', ({ input, session, locale }) =>
    readNotice(call(session, locale), input.id),
  );
  registerEndpoint(app, ctx, 'acknowledgeNotice', ({ input, session, locale }) =>
    acknowledgeNotice(call(session, locale), input.id),
  );
  registerEndpoint(app, ctx, 'openDoorNotice', ({ input, session, locale }) =>
    openDoorNotice(call(session, locale), input),
  );
  registerEndpoint(app, ctx, 'verifyNotice', ({ input, session, locale }) =>
    verifyNotice(call(session, locale), input),
  );
}
