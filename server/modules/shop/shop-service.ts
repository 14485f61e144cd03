/**
 * The catalogue and the cart. Prices and stock live on a goods item's specifications; a cart line names one
 * specification and remembers the price it was added at, so a later change shows on the line before checkout.
 */
import { and, asc, count, eq, ilike, inArray, min, or, sql, sum, type SQL } from 'drizzle-orm';
import { goodsImageUrl } from './goods-art';
import { prepareCartCount } from './shop-queries';
import type { Locale } from '../../../contract/locales';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../../contract/shop/rules';
import type {
  Cart,
  CartIssue,
  GoodsCategory,
  GoodsDetail,
  GoodsSummary,
} from '../../../contract/shop/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { providers } from '../../db/schema/providers';
import { cartItems, goods, goodsCategories, goodsSpecs } from '../../db/schema/shop';
import type { EndpointInput } from '../../http/endpoint';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import { inLocale } from '../../http/i18n';

type Reader = Database | Transaction;

/** The summary columns of a listed goods item: its lowest price and whether any specification has stock. */
export function selectGoodsSummaries(db: Reader) {
  return db
    .select({
      id: goods.id,
      categoryId: goods.categoryId,
      nameZh: goods.nameZh,
      nameEn: goods.nameEn,
      providerZh: providers.nameZh,
      providerEn: providers.nameEn,
      priceFen: min(goodsSpecs.priceFen),
      stock: sum(goodsSpecs.stock),
      remedies: goods.remedies,
      sort: goods.sort,
    })
    .from(goods)
    .innerJoin(providers, eq(providers.id, goods.providerId))
    .innerJoin(goodsSpecs, eq(goodsSpecs.goodsId, goods.id))
    .groupBy(goods.id, providers.id)
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectGoodsSummaries>['execute']>>[number];

export function toGoodsSummary(row: SummaryRow, config: AppConfig, locale: Locale): GoodsSummary {
  const priceFen = row.priceFen ?? 0;
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: inLocale(locale, row.nameZh, row.nameEn),
    priceFen,
    image: goodsImageUrl(config, row.id, 1),
    providerName: inLocale(locale, row.providerZh, row.providerEn),
    free: priceFen === 0,
    available: Number(row.stock ?? 0) > 0,
  };
}

const listed = eq(goods.withdrawn, false);

export function createShopService(db: Database, config: AppConfig) {
  const cartCount = prepareCartCount(db);

  async function countCartGoods(userId: string): Promise<number> {
    const [row] = await cartCount.execute({ userId });
    return Number(row?.total ?? 0);
  }

  async function listCategories(locale: Locale): Promise<GoodsCategory[]> {
    const rows = await db
      .select({
        id: goodsCategories.id,
        nameZh: goodsCategories.nameZh,
        nameEn: goodsCategories.nameEn,
        goodsCount: count(goods.id),
      })
      .from(goodsCategories)
      .leftJoin(goods, and(eq(goods.categoryId, goodsCategories.id), listed))
      .groupBy(goodsCategories.id)
      .orderBy(asc(goodsCategories.sort), asc(goodsCategories.id));
    return rows.map((r) => ({
      id: r.id,
      name: inLocale(locale, r.nameZh, r.nameEn),
      goodsCount: r.goodsCount,
    }));
  }

  async function listGoods(input: EndpointInput<'classifyGoods'>, locale: Locale) {
    const filters: SQL[] = [listed];
    if (input.categoryId) filters.push(eq(goods.categoryId, input.categoryId));
    if (input.keyword) {
      const pattern = `%${escapeLike(input.keyword)}%`;
      filters.push(
        or(
          ilike(goods.nameZh, pattern),
          ilike(goods.nameEn, pattern),
          ilike(goods.descriptionZh, pattern),
          ilike(goods.descriptionEn, pattern),
        )!,
      );
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      selectGoodsSummaries(db)
        .where(where)
        .orderBy(asc(goods.categoryId), asc(goods.sort), asc(goods.id))
        .limit(input.limit)
        .offset(input.offset),
      db.select({ total: count() }).from(goods).where(where),
    ]);
    return { items: rows.map((r) => toGoodsSummary(r, config, locale)), total: total?.total ?? 0 };
  }

  async function listBoutique(locale: Locale): Promise<GoodsSummary[]> {
    const rows = await selectGoodsSummaries(db)
      .where(and(listed, eq(goods.boutique, true)))
      .orderBy(asc(goods.sort), asc(goods.id))
      .limit(10);
    return rows.map((r) => toGoodsSummary(r, config, locale));
  }

  async function getGoods(id: string, locale: Locale): Promise<GoodsDetail> {
    const [row] = await db
      .select({ goods, provider: providers })
      .from(goods)
      .innerJoin(providers, eq(providers.id, goods.providerId))
      .where(and(eq(goods.id, id), listed));
    if (!row) throw new NotFoundError('goodsNotFound');
    const specs = await db
      .select()
      .from(goodsSpecs)
      .where(eq(goodsSpecs.goodsId, id))
      .orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
    const { goods: item, provider } = row;
    const priceFen = Math.min(...specs.map((s) => s.priceFen));
    return {
      id: item.id,
      categoryId: item.categoryId,
      name: inLocale(locale, item.nameZh, item.nameEn),
      priceFen,
      image: goodsImageUrl(config, item.id, 1),
      images: Array.from({ length: item.imageCount }, (_, i) => goodsImageUrl(config, item.id, i + 1)),
      providerName: inLocale(locale, provider.nameZh, provider.nameEn),
      free: priceFen === 0,
      available: specs.some((s) => s.stock > 0),
      description: inLocale(locale, item.descriptionZh, item.descriptionEn),
      unit: inLocale(locale, item.unitZh, item.unitEn),
      provider: {
        id: provider.id,
        name: inLocale(locale, provider.nameZh, provider.nameEn),
        kind: provider.kind,
        phone: provider.phone,
      },
      specs: specs.map((s) => ({
        id: s.id,
        name: inLocale(locale, s.nameZh, s.nameEn),
        priceFen: s.priceFen,
        stock: s.stock,
      })),
      limitPerOrder: item.limitPerOrder,
      remedies: item.remedies,
    };
  }

  async function getCart(userId: string, locale: Locale, reader: Reader = db): Promise<Cart> {
    const rows = await reader
      .select({ line: cartItems, goods, spec: goodsSpecs, provider: providers })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(goodsSpecs, eq(goodsSpecs.id, cartItems.specId))
      .innerJoin(providers, eq(providers.id, goods.providerId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(goods.providerId), asc(cartItems.createdAt), asc(cartItems.id));
    const lines = rows.map(({ line, goods: item, spec, provider }) => {
      const limit = Math.min(item.limitPerOrder, CART_MAX_QUANTITY);
      return {
        id: String(line.id),
        goods: {
          id: item.id,
          categoryId: item.categoryId,
          name: inLocale(locale, item.nameZh, item.nameEn),
          priceFen: spec.priceFen,
          image: goodsImageUrl(config, item.id, 1),
          providerName: inLocale(locale, provider.nameZh, provider.nameEn),
          free: spec.priceFen === 0,
          available: spec.stock > 0,
        },
        specId: spec.id,
        specName: inLocale(locale, spec.nameZh, spec.nameEn),
        quantity: line.quantity,
        priceFen: spec.priceFen,
        addedPriceFen: line.addedPriceFen,
        stock: spec.stock,
        limit,
        providerId: provider.id,
        issue: cartIssue(item.withdrawn, spec.stock, limit, line.quantity, spec.priceFen, line.addedPriceFen),
      };
    });
    return { lines, count: lines.reduce((total, line) => total + line.quantity, 0) };
  }

  async function changeCart(
    userId: string,
    input: EndpointInput<'changeGoods'>,
    locale: Locale,
  ): Promise<Cart> {
    return db.transaction(async (tx) => {
      const [spec] = await tx
        .select({ spec: goodsSpecs, limitPerOrder: goods.limitPerOrder })
        .from(goodsSpecs)
        .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
        .where(and(eq(goodsSpecs.id, input.specId), eq(goodsSpecs.goodsId, input.goodsId), listed));
      if (!spec) {
        const [item] = await tx
          .select({ id: goods.id })
          .from(goods)
          .where(and(eq(goods.id, input.goodsId), listed));
        throw new OperationFailedError(item ? 'goodsSpecNotFound' : 'goodsNotFound');
      }
      const [existing] = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.specId, input.specId)))
        .for('update');
      const quantity = input.mode === 'add' ? (existing?.quantity ?? 0) + input.quantity : input.quantity;
      if (quantity > Math.min(spec.limitPerOrder, CART_MAX_QUANTITY))
        throw new OperationFailedError('shopOverLimit');
      if (spec.spec.stock === 0) throw new OperationFailedError('shopOutOfStock');
      if (quantity > spec.spec.stock) throw new OperationFailedError('shopOverStock');
      if (existing) {
        await tx
          .update(cartItems)
          // Adding again from the goods screen shows today's price, so that price is the one accepted.
          .set({ quantity, ...(input.mode === 'add' ? { addedPriceFen: spec.spec.priceFen } : {}) })
          .where(eq(cartItems.id, existing.id));
      } else {
        const [lines] = await tx.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
        if ((lines?.n ?? 0) >= CART_MAX_LINES) throw new OperationFailedError('shopCartFull');
        await tx
          .insert(cartItems)
          .values({
            userId,
            goodsId: input.goodsId,
            specId: input.specId,
            quantity,
            addedPriceFen: spec.spec.priceFen,
          })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.specId],
            set: { quantity: sql`excluded.quantity` },
          });
      }
      return getCart(userId, locale, tx);
    });
  }

  async function removeFromCart(userId: string, ids: string[], locale: Locale): Promise<Cart> {
    // The contract lets through only ids an integer column can hold.
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids.map(Number))));
    return getCart(userId, locale);
  }

  return {
    countCartGoods,
    listCategories,
    listGoods,
    listBoutique,
    getGoods,
    getCart,
    changeCart,
    removeFromCart,
  };
}

export type ShopService = ReturnType<typeof createShopService>;

export function cartIssue(
  withdrawn: boolean,
  stock: number,
  limit: number,
  quantity: number,
  priceFen: number,
  addedPriceFen: number,
): CartIssue | null {
  if (withdrawn) return 'withdrawn';
  if (stock === 0) return 'outOfStock';
  if (quantity > stock) return 'overStock';
  if (quantity > limit) return 'overLimit';
  if (priceFen !== addedPriceFen) return 'priceChanged';
  return null;
}
