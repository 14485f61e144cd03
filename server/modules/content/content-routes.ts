import type { FastifyInstance } from 'fastify';
import { createContentService, loadMedia } from './content-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';

export async function registerContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const content = createContentService(ctx.db, ctx.config, ctx.changes);
  registerEndpoint(app, ctx, 'getLanguage', () => content.getMessageSets());
  registerEndpoint(app, ctx, 'getCarousel', ({ locale }) => content.getCarousel(locale));
  registerEndpoint(app, ctx, 'queryDict', ({ input, locale }) => content.getDict(input.dictType, locale));
  registerEndpoint(app, ctx, 'getRegionCascade', ({ locale }) => content.getRegionTree(locale));

  const media = await loadMedia();
  app.get<{ Params: { file: string } }>('/media/:file', async (request, reply) => {
    const body = media.get(request.params.file);
    if (!body) throw new NotFoundError();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(body);
  });
}
