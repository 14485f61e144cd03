import type { FastifyInstance } from 'fastify';
import {
  decideInspectionApproval,
  getInspectionApproval,
  listInspectionApprovals,
  requestInspectionApproval,
  withdrawInspectionApproval,
} from './approvals-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerInspectionApprovalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  registerEndpoint(app, ctx, 'requestInspectionApproval', ({ input, session, locale }) =>
    requestInspectionApproval(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'listInspectionApprovals', ({ input, session, locale }) =>
    listInspectionApprovals(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'getInspectionApproval', ({ input, session, locale }) =>
    getInspectionApproval(db, session, input.id, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'decideInspectionApproval', ({ input, session, locale }) =>
    decideInspectionApproval(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'withdrawInspectionApproval', ({ input, session, locale }) =>
    withdrawInspectionApproval(db, session, input, locale, ctx.now()),
  );
}
