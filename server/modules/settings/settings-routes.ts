import type { FastifyInstance } from 'fastify';
import { getNotificationPreferences, saveNotificationPreferences } from './settings-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'getNotificationPreferences', ({ session }) =>
    getNotificationPreferences(db, session),
  );
  registerEndpoint(app, ctx, 'saveNotificationPreferences', ({ input, session }) =>
    saveNotificationPreferences(db, session, input, ctx.now()),
  );
}
