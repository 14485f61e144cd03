/**
 * A provider's own catalogue (我的商品与服务): every goods item of its provider, withdrawn ones too; the price and
 * stock of a specification, changed against the version read; an item withdrawn from sale or relisted. Whose goods
 * a call may touch is decided by `own` only: another provider's item is "not found", as elsewhere in the shop.
 * A new price reaches carts by itself (each line keeps the price it was added at, so it shows `priceChanged`, and
 * checkout refuses the old one); a withdrawn item leaves every list, and carts show it `withdrawn`.
 */
import { and, count, eq, type SQL } from 'drizzle-orm';
import { goodsImageUrl } from './goods-art';
import { selectProviderGoods, selectSpecsOf, type ProviderGoodsRow } from './provider-catalogue-queries';
import type { Locale } from '../../../contract/locales';
import type { ProviderGoods } from '../../../contract/shop/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { providers } from '../../db/schema/providers';
import { goods, goodsSpecs } from '../../db/schema/shop';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { requireProvider } from '../../http/guards';
import { inLocale } from '../../http/i18n';

/** The goods the session's provider offers: the one check of every call here. */
function own(session: AuthSession): SQL {
  return eq(goods.providerId, requireProvider(session));
}

export function createProviderCatalogueService(db: Database, config: AppConfig) {
  async function withSpecs(rows: ProviderGoodsRow[], locale: Locale): Promise<ProviderGoods[]> {
    const specs = await selectSpecsOf(
      db,
      rows.map((r) => r.goods.id),
    );
    return rows.map(({ goods: item, categoryZh, categoryEn, kind }) => ({
      id: item.id,
      categoryName: inLocale(locale, categoryZh, categoryEn),
      name: inLocale(locale, item.nameZh, item.nameEn),
      image: goodsImageUrl(config, item.id, 1),
      unit: inLocale(locale, item.unitZh, item.unitEn),
      limitPerOrder: item.limitPerOrder,
      freeService: kind === 'office',
      withdrawn: item.withdrawn,
      specs: specs
        .filter((s) => s.goodsId === item.id)
        .map((s) => ({
          id: s.id,
          name: inLocale(locale, s.nameZh, s.nameEn),
          priceFen: s.priceFen,
          stock: s.stock,
          version: s.version,
        })),
    }));
  }

  async function list(session: AuthSession, input: EndpointInput<'listProviderGoods'>, locale: Locale) {
    const where = own(session);
    const [rows, [total]] = await Promise.all([
      selectProviderGoods(db, where).limit(input.limit).offset(input.offset),
      db.select({ total: count() }).from(goods).where(where),
    ]);
    return { items: await withSpecs(rows, locale), total: total?.total ?? 0 };
  }

  async function detail(session: AuthSession, id: string, locale: Locale): Promise<ProviderGoods> {
    const rows = await selectProviderGoods(db, and(eq(goods.id, id), own(session)));
    const [item] = await withSpecs(rows, locale);
    if (!item) throw new NotFoundError('catalogueGoodsNotFound');
    return item;
  }

  async function updateSpec(
    session: AuthSession,
    input: EndpointInput<'updateGoodsSpec'>,
    locale: Locale,
  ): Promise<ProviderGoods> {
    const goodsId = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ spec: goodsSpecs, kind: providers.kind })
        .from(goodsSpecs)
        .innerJoin(goods, eq(goods.id, goodsSpecs.goodsId))
        .innerJoin(providers, eq(providers.id, goods.providerId))
        .where(and(eq(goodsSpecs.id, input.id), own(session)))
        .for('update', { of: [goodsSpecs] });
      if (!row) throw new OperationFailedError('catalogueSpecNotFound');
      if (row.kind === 'office' && input.priceFen !== undefined && input.priceFen !== 0)
        throw new FieldRuleError('priceFen', 'reasonFreeServicePrice');
      if (row.spec.version !== input.version) throw new OperationFailedError('catalogueSpecChanged');
      await tx
        .update(goodsSpecs)
        .set({
          ...(input.priceFen === undefined ? {} : { priceFen: input.priceFen }),
          ...(input.stock === undefined ? {} : { stock: input.stock }),
          version: row.spec.version + 1,
        })
        .where(eq(goodsSpecs.id, row.spec.id));
      return row.spec.goodsId;
    });
    return detail(session, goodsId, locale);
  }

  async function setWithdrawn(
    session: AuthSession,
    id: string,
    withdrawn: boolean,
    locale: Locale,
  ): Promise<ProviderGoods> {
    const [changed] = await db
      .update(goods)
      .set({ withdrawn })
      .where(and(eq(goods.id, id), own(session)))
      .returning({ id: goods.id });
    if (!changed) throw new OperationFailedError('catalogueGoodsNotFound');
    return detail(session, id, locale);
  }

  return { list, detail, updateSpec, setWithdrawn };
}
