import { sql } from 'drizzle-orm';
import { CATALOGUE, CATEGORIES, PROVIDERS, PROVIDER_USERS } from './shop-catalogue';
import type { Transaction } from '../../db/client';
import { providers } from '../../db/schema/providers';
import { users } from '../../db/schema/session';
import {
  addresses,
  cartItems,
  goods,
  goodsCategories,
  goodsSpecs,
  shopRequestEvents,
  shopRequestLines,
  shopRequests,
} from '../../db/schema/shop';

/** How many password hashes `seedShopDemo` needs, one per provider account. */
export const PROVIDER_USER_COUNT = PROVIDER_USERS.length;

export async function seedShopCatalogue(tx: Transaction): Promise<void> {
  await tx
    .insert(providers)
    .values([...PROVIDERS])
    .onConflictDoNothing();
  await tx
    .insert(goodsCategories)
    .values([...CATEGORIES])
    .onConflictDoNothing();
  await tx
    .insert(goods)
    .values(
      CATALOGUE.map(({ specs: _specs, ...item }, sort) => ({
        ...item,
        limitPerOrder: item.limitPerOrder ?? 10,
        boutique: item.boutique ?? false,
        imageCount: item.imageCount ?? 1,
        sort,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(goodsSpecs)
    .values(
      CATALOGUE.flatMap((item) =>
        item.specs.map(([nameZh, nameEn, priceFen, stock], sort) => ({
          id: `${item.id}-${sort + 1}`,
          goodsId: item.id,
          nameZh,
          nameEn,
          priceFen,
          stock,
          sort,
        })),
      ),
    )
    .onConflictDoNothing();
}

const PENGCHENG_OWNER = 'usr-13800000001';

export async function seedShopDemo(
  tx: Transaction,
  passwordHashes: string[],
  now = new Date(),
): Promise<void> {
  await tx
    .insert(users)
    .values(PROVIDER_USERS.map((u, i) => ({ ...u, passwordHash: passwordHashes[i]!, isDemo: true })))
    .onConflictDoUpdate({ target: users.id, set: { providerId: sql`excluded.provider_id` } });
  await tx
    .insert(cartItems)
    .values([
      {
        userId: PENGCHENG_OWNER,
        goodsId: 'fire-extinguisher-abc',
        specId: 'fire-extinguisher-abc-2',
        quantity: 2,
        addedPriceFen: 8900,
      },
      // Added before the price went up, so the cart shows the change.
      {
        userId: PENGCHENG_OWNER,
        goodsId: 'first-aid-kit',
        specId: 'first-aid-kit-1',
        quantity: 1,
        addedPriceFen: 8800,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(addresses)
    .values({
      id: 'addr-demo-pengcheng',
      userId: PENGCHENG_OWNER,
      contactName: '张伟',
      phone: '13800000001',
      regionCode: '440305001',
      detail: '南头街道南山大道1088号鹏程食品一楼',
      isDefault: true,
      updatedAt: new Date(),
    })
    .onConflictDoNothing();
  // A request waiting for the fire provider's answer: its desk is not empty on the first sign-in.
  const at = new Date(now.getTime() - 2 * 3_600_000);
  const [request] = await tx
    .insert(shopRequests)
    .values({
      id: 'srq-demo-1',
      requestNumber: 'FWDEMO0001',
      userId: PENGCHENG_OWNER,
      enterpriseId: 'ent-pengcheng-food',
      providerId: 'prv-anxin-fire',
      state: 'sent',
      clientRequestId: 'seed-srq-demo-1',
      contactName: '张伟',
      phone: '13800000001',
      address: '南山区南头街道南山大道1088号鹏程食品一楼',
      preferredDate: new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10),
      preferredPeriod: 'morning',
      note: '后厨与仓库各需两具',
      totalFen: 4 * 1500,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: shopRequests.id });
  if (!request) return;
  await tx.insert(shopRequestLines).values({
    requestId: request.id,
    goodsId: 'fire-extinguisher-annual-check',
    specId: 'fire-extinguisher-annual-check-1',
    priceFen: 1500,
    quantity: 4,
    position: 0,
  });
  await tx
    .insert(shopRequestEvents)
    .values({ requestId: request.id, action: 'send', actorId: PENGCHENG_OWNER, at });
}
