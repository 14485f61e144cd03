import { eq, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems } from '../../db/schema/shop';

/** Prepared once per server: the cart badge is asked for on every screen. */
export function prepareCartCount(db: Database) {
  return db
    .select({ total: sum(cartItems.quantity) })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .prepare('cart_count');
}
