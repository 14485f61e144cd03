import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteAddress, listAddresses, saveAddress } from './address-service';
import { drawGoodsImage } from './goods-art';
import { createProviderCatalogueService } from './provider-catalogue-service';
import { recommendGoods } from './shop-recommendations';
import { createShopRequestService } from './shop-requests-service';
import { createShopService } from './shop-service';
import { goods } from '../../db/schema/shop';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shop = createShopService(ctx.db, ctx.config);
  const requests = createShopRequestService(ctx, shop);
  const catalogue = createProviderCatalogueService(ctx.db, ctx.config);
  registerEndpoint(app, ctx, 'getGoodsNum', ({ session }) => shop.countCartGoods(session.userId));
  registerEndpoint(app, ctx, 'getClassify', ({ locale }) => shop.listCategories(locale));
  registerEndpoint(app, ctx, 'classifyGoods', ({ input, locale }) => shop.listGoods(input, locale));
  registerEndpoint(app, ctx, 'getGoodsdetal', ({ input, locale }) => shop.getGoods(input.id, locale));
  registerEndpoint(app, ctx, 'boutiqueGoods', ({ locale }) => shop.listBoutique(locale));
  registerEndpoint(app, ctx, 'recommendGoods', ({ session, locale }) =>
    recommendGoods(ctx.db, ctx.config, session.enterpriseId, ctx.now(), locale),
  );
  registerEndpoint(app, ctx, 'getCard', ({ session, locale }) => shop.getCart(session.userId, locale));
  registerEndpoint(app, ctx, 'changeGoods', ({ input, session, locale }) =>
    shop.changeCart(session.userId, input, locale),
  );
  registerEndpoint(app, ctx, 'delCard', ({ input, session, locale }) =>
    shop.removeFromCart(session.userId, input.ids, locale),
  );
  registerEndpoint(app, ctx, 'getAddersslist', ({ session, locale }) =>
    listAddresses(ctx.db, session.userId, locale),
  );
  registerEndpoint(app, ctx, 'getAddressedit', ({ input, session, locale }) =>
    saveAddress(ctx.db, session.userId, input, ctx.now(), locale),
  );
  registerEndpoint(app, ctx, 'deleteAddress', ({ input, session, locale }) =>
    deleteAddress(ctx.db, session.userId, input.id, locale),
  );
  registerEndpoint(app, ctx, 'checkout', ({ input, session, locale }) =>
    requests.checkout(session, input, locale),
  );
  registerEndpoint(app, ctx, 'listShopRequests', ({ input, session, locale }) =>
    requests.list(session, input, locale),
  );
  registerEndpoint(app, ctx, 'getShopRequest', ({ input, session, locale }) =>
    requests.detail(session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'cancelShopRequest', ({ input, session, locale }) =>
    requests.act(session, 'cancel', input, locale),
  );
  registerEndpoint(app, ctx, 'confirmShopRequest', ({ input, session, locale }) =>
    requests.act(session, 'confirm', input, locale),
  );
  registerEndpoint(app, ctx, 'completeShopRequest', ({ input, session, locale }) =>
    requests.act(session, 'complete', input, locale),
  );
  registerEndpoint(app, ctx, 'declineShopRequest', ({ input, session, locale }) =>
    requests.act(session, 'decline', input, locale),
  );
  registerEndpoint(app, ctx, 'listProviderGoods', ({ input, session, locale }) =>
    catalogue.list(session, input, locale),
  );
  registerEndpoint(app, ctx, 'getProviderGoods', ({ input, session, locale }) =>
    catalogue.detail(session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'updateGoodsSpec', ({ input, session, locale }) =>
    catalogue.updateSpec(session, input, locale),
  );
  registerEndpoint(app, ctx, 'withdrawGoods', ({ input, session, locale }) =>
    catalogue.setWithdrawn(session, input.id, true, locale),
  );
  registerEndpoint(app, ctx, 'relistGoods', ({ input, session, locale }) =>
    catalogue.setWithdrawn(session, input.id, false, locale),
  );

  // The catalogue's pictures, public like the carousel's: they show no one's data.
  app.get<{ Params: { goodsId: string; n: string } }>('/shop/image/:goodsId/:n', async (request, reply) => {
    const n = Number(/^(\d{1,2})\.svg$/.exec(request.params.n)?.[1]);
    const [item] = await ctx.db
      .select({ categoryId: goods.categoryId, imageCount: goods.imageCount })
      .from(goods)
      .where(eq(goods.id, request.params.goodsId));
    if (!item || !(n >= 1 && n <= item.imageCount)) throw new NotFoundError();
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(drawGoodsImage(request.params.goodsId, item.categoryId, n));
  });
}
