import { eq, sql } from 'drizzle-orm';
import { goodsImageUrl } from './goods-art';
import type { Locale } from '../../../contract/locales';
import type { ShopRequestSummary } from '../../../contract/shop/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { providers } from '../../db/schema/providers';
import { users } from '../../db/schema/session';
import { shopRequestLines, shopRequests } from '../../db/schema/shop';
import { inLocale } from '../../http/i18n';

type Reader = Database | Transaction;

/** A request's list row: names of who is involved, its line count and its first goods item. */
export function selectSummaries(db: Reader) {
  return db
    .select({
      request: shopRequests,
      providerZh: providers.nameZh,
      providerEn: providers.nameEn,
      buyerName: users.name,
      enterpriseName: enterprises.name,
      lineCount: sql<number>`(select count(*)::int from ${shopRequestLines} where ${shopRequestLines.requestId} = ${shopRequests.id})`,
      firstGoodsId: sql<string>`(select ${shopRequestLines.goodsId} from ${shopRequestLines} where ${shopRequestLines.requestId} = ${shopRequests.id} order by ${shopRequestLines.position} limit 1)`,
    })
    .from(shopRequests)
    .innerJoin(providers, eq(providers.id, shopRequests.providerId))
    .innerJoin(users, eq(users.id, shopRequests.userId))
    .leftJoin(enterprises, eq(enterprises.id, shopRequests.enterpriseId))
    .$dynamic();
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export function toSummary(
  r: SummaryRow,
  firstGoodsName: string,
  config: AppConfig,
  locale: Locale,
): ShopRequestSummary {
  return {
    id: r.request.id,
    requestNumber: r.request.requestNumber,
    state: r.request.state,
    providerName: inLocale(locale, r.providerZh, r.providerEn),
    buyerName: r.buyerName,
    enterpriseName: r.enterpriseName,
    totalFen: r.request.totalFen,
    lineCount: r.lineCount,
    firstGoodsName,
    image: goodsImageUrl(config, r.firstGoodsId, 1),
    preferredDate: r.request.preferredDate,
    preferredPeriod: r.request.preferredPeriod,
    createdAt: r.request.createdAt.toISOString(),
    version: r.request.version,
  };
}
