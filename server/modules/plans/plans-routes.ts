import type { FastifyInstance } from 'fastify';
import { getPlanOptions, searchPlanTargets } from './plan-options';
import { cancelPlan, decidePlan, drawPlan, getPlan, listPlans, savePlan, submitPlan } from './plans-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerPlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, 'listPlans', ({ input, session, locale }) =>
    listPlans(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'getPlan', ({ input, session, locale }) =>
    getPlan(ctx, session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'getPlanOptions', ({ session, locale }) => getPlanOptions(ctx, session, locale));
  registerEndpoint(app, ctx, 'searchPlanTargets', ({ input }) => searchPlanTargets(ctx, input.query));
  registerEndpoint(app, ctx, 'drawPlan', ({ input, session, locale }) =>
    drawPlan(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'savePlan', ({ input, session, locale }) =>
    savePlan(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'submitPlan', ({ input, session, locale }) =>
    submitPlan(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'decidePlan', ({ input, session, locale }) =>
    decidePlan(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'cancelPlan', ({ input, session, locale }) =>
    cancelPlan(ctx, session, input, locale),
  );
}
