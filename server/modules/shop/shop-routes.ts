import type { FastifyInstance } from 'fastify';
import { createShopService } from './shop-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const shop = createShopService(ctx.db);
  registerEndpoint(app, ctx, 'getGoodsNum', ({ session }) => shop.countCartGoods(session.userId));
}
