import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';
import { enterprises } from './enterprises';
import { providers } from './providers';
import { users } from './session';
import { REMEDIES, SHOP_PREFERRED_PERIODS, SHOP_REQUEST_STATES } from '../../../contract/shop/rules';

export const goodsCategories = pgTable('goods_categories', {
  id: text('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const goods = pgTable(
  'goods',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => goodsCategories.id),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull(),
    descriptionEn: text('description_en').notNull(),
    unitZh: text('unit_zh').notNull(),
    unitEn: text('unit_en').notNull(),
    /** How many drawings `/api/shop/image/:goodsId/:n.svg` serves for it. */
    imageCount: integer('image_count').notNull().default(1),
    limitPerOrder: integer('limit_per_order').notNull(),
    boutique: boolean('boutique').notNull().default(false),
    remedies: text('remedies', { enum: REMEDIES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A withdrawn item stays for the requests that name it but is no longer listed or sold. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('goods_category_idx').on(t.categoryId, t.sort), index('goods_provider_idx').on(t.providerId)],
);

/** A specification of a goods item (size, pack, service level): what is priced, stocked and put in a cart. */
export const goodsSpecs = pgTable(
  'goods_specs',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Moves on every change of price or stock (the provider's edit, a checkout, stock given back). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('goods_specs_goods_idx').on(t.goodsId, t.sort),
    check('goods_specs_price_check', sql`${t.priceFen} >= 0`),
    check('goods_specs_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id),
    specId: text('spec_id')
      .notNull()
      .references(() => goodsSpecs.id),
    quantity: integer('quantity').notNull(),
    /** The price when the line was added: a later change is shown before checkout. */
    addedPriceFen: integer('added_price_fen').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_spec_idx').on(t.userId, t.specId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    regionCode: text('region_code').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default per user, whatever two requests do at once.
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** One provider's part of a checkout: a request to the provider to deliver or serve (合规服务申请). */
export const shopRequests = pgTable(
  'shop_requests',
  {
    id: text('id').primaryKey(),
    requestNumber: text('request_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    enterpriseId: text('enterprise_id').references(() => enterprises.id),
    providerId: text('provider_id')
      .notNull()
      .references(() => providers.id),
    state: text('state', { enum: SHOP_REQUEST_STATES }).notNull(),
    /** The checkout it came from: one key per checkout screen, so a retry finds the requests it made. */
    clientRequestId: text('client_request_id').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    /** The address as it was at checkout (region names and detail). */
    address: text('address').notNull(),
    preferredDate: text('preferred_date').notNull(),
    preferredPeriod: text('preferred_period', { enum: SHOP_PREFERRED_PERIODS }).notNull(),
    note: text('note').notNull(),
    totalFen: integer('total_fen').notNull(),
    reason: text('reason'),
    version: integer('version').notNull().default(1),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('shop_requests_checkout_idx').on(t.userId, t.clientRequestId, t.providerId),
    index('shop_requests_user_idx').on(t.userId, t.createdAt),
    index('shop_requests_provider_idx').on(t.providerId, t.createdAt),
    check('shop_requests_state_check', sql.raw(oneOf('state', SHOP_REQUEST_STATES))),
  ],
);

export const shopRequestLines = pgTable(
  'shop_request_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id')
      .notNull()
      .references(() => shopRequests.id),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id),
    specId: text('spec_id')
      .notNull()
      .references(() => goodsSpecs.id),
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('shop_request_lines_request_idx').on(t.requestId, t.position)],
);

export const shopRequestEvents = pgTable(
  'shop_request_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: text('request_id')
      .notNull()
      .references(() => shopRequests.id),
    action: text('action').notNull(),
    actorId: text('actor_id').references(() => users.id),
    note: text('note'),
    at: instant('at').notNull(),
  },
  (t) => [index('shop_request_events_request_idx').on(t.requestId, t.at)],
);
