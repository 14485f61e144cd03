import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { providers } from '../../db/schema/providers';
import { goods, goodsCategories, goodsSpecs } from '../../db/schema/shop';

type Reader = Database | Transaction;

/** Goods items with their category's names and their provider's kind, in the catalogue's order. */
export function selectProviderGoods(db: Reader, where: SQL | undefined) {
  return db
    .select({
      goods,
      categoryZh: goodsCategories.nameZh,
      categoryEn: goodsCategories.nameEn,
      kind: providers.kind,
    })
    .from(goods)
    .innerJoin(goodsCategories, eq(goodsCategories.id, goods.categoryId))
    .innerJoin(providers, eq(providers.id, goods.providerId))
    .where(where)
    .orderBy(asc(goodsCategories.sort), asc(goods.sort), asc(goods.id))
    .$dynamic();
}

export type ProviderGoodsRow = Awaited<ReturnType<ReturnType<typeof selectProviderGoods>['execute']>>[number];

export function selectSpecsOf(db: Reader, goodsIds: string[]) {
  return db
    .select()
    .from(goodsSpecs)
    .where(inArray(goodsSpecs.goodsId, goodsIds.length > 0 ? goodsIds : ['']))
    .orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
}
