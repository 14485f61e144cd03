import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/endpoint';

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
