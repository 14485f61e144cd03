import type { FastifyInstance } from 'fastify';
import { createDocumentService } from './documents-service';
import { listLegalTexts } from './legal-texts';
import { VERIFY_RATE_PER_MINUTE } from '../../../contract/documents/rules';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const documents = createDocumentService(ctx);
  registerEndpoint(app, ctx, 'getDocumentInfo', ({ input, session, locale }) =>
    documents.info(session, input.doc, locale),
  );
  registerEndpoint(app, ctx, 'getDocumentFile', ({ input, session, locale }) =>
    documents.file(session, input.doc, locale),
  );
  registerEndpoint(app, ctx, 'previewReceipt', ({ input, session, locale }) =>
    documents.previewReceipt(session, input, locale),
  );
  registerEndpoint(app, ctx, 'verifyReceipt', ({ input, locale }) => documents.verify(input.t, locale), {
    rateLimitPerMinute: VERIFY_RATE_PER_MINUTE,
  });
  registerEndpoint(app, ctx, 'listLegalTexts', ({ input, locale }) => listLegalTexts(ctx.db, input, locale));
}
