import type { FastifyInstance } from 'fastify';
import { getOfficerProfile } from './officers-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerOfficerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, 'getOfficerProfile', ({ session, locale }) =>
    getOfficerProfile(ctx.db, session, locale),
  );
}
