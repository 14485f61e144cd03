import { z } from 'zod';
import {
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  REMEDIES,
  SHOP_PREFERRED_PERIODS,
  SHOP_REQUEST_ACTIONS,
  SHOP_REQUEST_STATES,
  SPEC_PRICE_MAX_FEN,
  SPEC_STOCK_MAX,
} from './rules';
import {
  distinct,
  emptyInput,
  idSchema,
  isoDate,
  phoneSchema,
  requiredText,
  rowIdSchema,
  text,
} from '../fields';

export const shopRequestStateSchema = z.enum(SHOP_REQUEST_STATES);
export const shopPreferredPeriodSchema = z.enum(SHOP_PREFERRED_PERIODS);

const page = {
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
};

export const goodsCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  goodsCount: z.number().int(),
});
export type GoodsCategory = z.infer<typeof goodsCategorySchema>;

export const providerSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `office`: a public office giving a free service; `provider`: a listed company at published prices. */
  kind: z.enum(['provider', 'office']),
  phone: z.string(),
});

export const goodsSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  /** The lowest price of its specifications, in fen; 0 for a free service. */
  priceFen: z.number().int(),
  image: z.string(),
  providerName: z.string(),
  free: z.boolean(),
  /** False when no specification has stock left. */
  available: z.boolean(),
});
export type GoodsSummary = z.infer<typeof goodsSummarySchema>;

export const goodsSpecSchema = z.object({
  id: z.string(),
  name: z.string(),
  priceFen: z.number().int(),
  stock: z.number().int(),
});
export type GoodsSpec = z.infer<typeof goodsSpecSchema>;

export const goodsDetailSchema = goodsSummarySchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  unit: z.string(),
  provider: providerSchema,
  specs: z.array(goodsSpecSchema),
  /** Most one order may take of one specification. */
  limitPerOrder: z.number().int(),
  remedies: z.array(z.enum(REMEDIES)),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

export const recommendationSchema = z.object({
  goods: goodsSummarySchema,
  /** The open problem that makes it useful, quoted for the reason shown. */
  reason: z.object({
    registrationId: z.string(),
    registrationNumber: z.string(),
    foundOn: isoDate,
    departmentName: z.string(),
    problem: z.string(),
  }),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** Why a cart line cannot be checked out as it is; the screen shows it on the line. */
export const cartIssueSchema = z.enum(['priceChanged', 'outOfStock', 'overStock', 'overLimit', 'withdrawn']);
export type CartIssue = z.infer<typeof cartIssueSchema>;

export const cartLineSchema = z.object({
  id: z.string(),
  goods: goodsSummarySchema,
  specId: z.string(),
  specName: z.string(),
  quantity: z.number().int(),
  /** The price now, and the price when the line was added (they differ after a price change). */
  priceFen: z.number().int(),
  addedPriceFen: z.number().int(),
  stock: z.number().int(),
  limit: z.number().int(),
  providerId: z.string(),
  issue: cartIssueSchema.nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** The badge: the sum of quantities (session `goods_card_num`). */
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addressSchema = z.object({
  id: z.string(),
  contactName: z.string(),
  phone: z.string(),
  regionCode: z.string(),
  /** District and street, in the reader's language. */
  regionName: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type Address = z.infer<typeof addressSchema>;

/** SPEC.md section 5: the four generic texts are the messages of these rules (`name`, `phone`, `area`, `detail`). */
export const addressInput = z
  .object({
    id: idSchema.optional(),
    version: z.number().int().min(1).optional(),
    contactName: requiredText(30),
    phone: phoneSchema,
    regionCode: requiredText(20),
    detail: requiredText(120),
    isDefault: z.boolean().default(false),
  })
  .strict();
export type AddressInput = z.input<typeof addressInput>;

export const shopRequestLineSchema = z.object({
  goodsId: z.string(),
  goodsName: z.string(),
  specName: z.string(),
  image: z.string(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
});

export const shopRequestEventSchema = z.object({
  action: z.enum([...SHOP_REQUEST_ACTIONS, 'send']),
  actorName: z.string().nullable(),
  at: z.string(),
  note: z.string().nullable(),
});

export const shopRequestSummarySchema = z.object({
  id: z.string(),
  requestNumber: z.string(),
  state: shopRequestStateSchema,
  providerName: z.string(),
  buyerName: z.string(),
  /** The enterprise the buyer acts for, when there is one. */
  enterpriseName: z.string().nullable(),
  totalFen: z.number().int(),
  lineCount: z.number().int(),
  firstGoodsName: z.string(),
  image: z.string(),
  preferredDate: isoDate,
  preferredPeriod: shopPreferredPeriodSchema,
  createdAt: z.string(),
  version: z.number().int(),
});
export type ShopRequestSummary = z.infer<typeof shopRequestSummarySchema>;

export const shopRequestSchema = shopRequestSummarySchema.extend({
  provider: providerSchema,
  lines: z.array(shopRequestLineSchema),
  contactName: z.string(),
  phone: z.string(),
  address: z.string(),
  note: z.string(),
  /** Why it was declined or cancelled. */
  reason: z.string().nullable(),
  timeline: z.array(shopRequestEventSchema),
  allowedActions: z.array(z.enum(SHOP_REQUEST_ACTIONS)),
});
export type ShopRequest = z.infer<typeof shopRequestSchema>;

const versioned = { id: idSchema, version: z.number().int().min(1) };

export const checkoutInput = z
  .object({
    /** Idempotency key made once per checkout screen: a double tap or a retry returns the first requests. */
    clientRequestId: z.uuid(),
    lines: z
      .array(
        z
          .object({
            id: rowIdSchema,
            quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
            priceFen: z.number().int().min(0),
          })
          .strict(),
      )
      .min(1, 'lines')
      .max(CART_MAX_LINES)
      .refine(distinct('id'), 'duplicate'),
    addressId: idSchema,
    preferredDate: isoDate,
    preferredPeriod: shopPreferredPeriodSchema,
    note: text(200).default(''),
  })
  .strict();
export type CheckoutInput = z.input<typeof checkoutInput>;

/** A specification as its provider sees it: with the version an edit is made against. */
export const providerSpecSchema = goodsSpecSchema.extend({ version: z.number().int() });
export type ProviderSpec = z.infer<typeof providerSpecSchema>;

/** A goods item of the signed-in provider's catalogue (我的商品与服务), withdrawn ones included. */
export const providerGoodsSchema = z.object({
  id: z.string(),
  categoryName: z.string(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  limitPerOrder: z.number().int(),
  /** Given free by an office: its price stays 0. */
  freeService: z.boolean(),
  /** Withdrawn from sale (下架): not listed, not sold, until it is relisted. */
  withdrawn: z.boolean(),
  specs: z.array(providerSpecSchema),
});
export type ProviderGoods = z.infer<typeof providerGoodsSchema>;

/** A provider's change of one specification: its price, its stock or both, against the version it read. */
export const goodsSpecInput = z
  .object({
    id: idSchema,
    version: z.number().int().min(1),
    priceFen: z.number().int().min(0).max(SPEC_PRICE_MAX_FEN).optional(),
    stock: z.number().int().min(0).max(SPEC_STOCK_MAX).optional(),
  })
  .strict()
  .refine((input) => input.priceFen !== undefined || input.stock !== undefined, 'priceOrStock');
export type GoodsSpecInput = z.input<typeof goodsSpecInput>;

export const shopSchemas = {
  getGoodsNum: { input: emptyInput, output: z.number().int().min(0) },
  getClassify: { input: emptyInput, output: z.array(goodsCategorySchema) },
  classifyGoods: {
    input: z.object({ categoryId: idSchema.optional(), keyword: text(40).optional(), ...page }).strict(),
    output: z.object({ items: z.array(goodsSummarySchema), total: z.number().int() }),
  },
  getGoodsdetal: { input: z.object({ id: idSchema }).strict(), output: goodsDetailSchema },
  boutiqueGoods: { input: emptyInput, output: z.array(goodsSummarySchema) },
  recommendGoods: { input: emptyInput, output: z.array(recommendationSchema) },
  getCard: { input: emptyInput, output: cartSchema },
  changeGoods: {
    input: z
      .object({
        goodsId: idSchema,
        specId: idSchema,
        /** `add` adds to what the cart holds (goods detail); `set` replaces it (the cart's stepper). */
        mode: z.enum(['add', 'set']),
        quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
      })
      .strict(),
    output: cartSchema,
  },
  delCard: {
    input: z
      .object({ ids: z.array(rowIdSchema).min(1).max(CART_MAX_LINES).refine(distinct(), 'duplicate') })
      .strict(),
    output: cartSchema,
  },
  getAddersslist: { input: emptyInput, output: z.array(addressSchema) },
  getAddressedit: { input: addressInput, output: addressSchema },
  deleteAddress: { input: z.object({ id: idSchema }).strict(), output: z.array(addressSchema) },
  checkout: {
    input: checkoutInput,
    output: z.object({ requests: z.array(shopRequestSummarySchema), cart: cartSchema }),
  },
  listShopRequests: {
    input: z.object({ state: shopRequestStateSchema.optional(), ...page }).strict(),
    output: z.object({ items: z.array(shopRequestSummarySchema), total: z.number().int() }),
  },
  getShopRequest: { input: z.object({ id: idSchema }).strict(), output: shopRequestSchema },
  cancelShopRequest: {
    input: z.object({ ...versioned, reason: text(200).optional() }).strict(),
    output: shopRequestSchema,
  },
  confirmShopRequest: {
    input: z.object({ ...versioned, note: text(200).optional() }).strict(),
    output: shopRequestSchema,
  },
  completeShopRequest: {
    input: z.object({ ...versioned, note: text(200).optional() }).strict(),
    output: shopRequestSchema,
  },
  declineShopRequest: {
    input: z.object({ ...versioned, reason: requiredText(200) }).strict(),
    output: shopRequestSchema,
  },
  listProviderGoods: {
    input: z.object(page).strict(),
    output: z.object({ items: z.array(providerGoodsSchema), total: z.number().int() }),
  },
  getProviderGoods: { input: z.object({ id: idSchema }).strict(), output: providerGoodsSchema },
  updateGoodsSpec: { input: goodsSpecInput, output: providerGoodsSchema },
  withdrawGoods: { input: z.object({ id: idSchema }).strict(), output: providerGoodsSchema },
  relistGoods: { input: z.object({ id: idSchema }).strict(), output: providerGoodsSchema },
};
