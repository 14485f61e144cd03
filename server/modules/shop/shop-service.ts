import { prepareCartCount } from './shop-queries';
import type { Database } from '../../db/client';

export function createShopService(db: Database) {
  const cartCount = prepareCartCount(db);
  return {
    countCartGoods: async (userId: string): Promise<number> => {
      const [row] = await cartCount.execute({ userId });
      return Number(row?.total ?? 0);
    },
  };
}
