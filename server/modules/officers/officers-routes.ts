import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { getOfficerProfile } from './officers-service';

export function registerOfficerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, 'getOfficerProfile', ({ session, locale }) =>
    getOfficerProfile(ctx.db, session, locale),
  );
}
