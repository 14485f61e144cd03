import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { createShopService } from './shop-service';

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shop = createShopService(ctx.db);
  registerEndpoint(app, ctx, 'getGoodsNum', ({ session }) => shop.countCartGoods(session.userId));
}
