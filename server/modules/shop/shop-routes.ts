import { eq, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartItems } from '../../db/schema';
import { registerEndpoint, type AppContext } from '../../http/endpoint';

export function registerShopRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cartCount = ctx.db
    .select({ total: sum(cartItems.quantity) })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .prepare('cart_count');

  registerEndpoint(app, ctx, 'getGoodsNum', async ({ session }) => {
    const [row] = await cartCount.execute({ userId: session.userId });
    return Number(row?.total ?? 0);
  });
}
