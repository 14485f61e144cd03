import type { FastifyInstance } from 'fastify';
import { createAnalysisService } from './analysis-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerAnalysisRoutes(app: FastifyInstance, ctx: AppContext): void {
  const analysis = createAnalysisService(ctx);
  registerEndpoint(app, ctx, 'getDepartmentAnalysis', ({ input, session, locale }) =>
    analysis.department(session, input, locale),
  );
  registerEndpoint(app, ctx, 'getCityAnalysis', ({ input, locale }) => analysis.city(input, locale));
}
