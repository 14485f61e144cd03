/**
 * The compliance service shop (合规服务超市): goods and services of listed providers at published prices, and free
 * public services given by an office. Checkout turns the cart into one service request per provider; the request's
 * state machine is below, enforced on the server in shop-request-transitions.ts.
 */

/** What a problem found in an inspection needs; a goods item names the remedies it provides. */
export const REMEDIES = [
  'fire',
  'firstAid',
  'foodSample',
  'pest',
  'healthCertificate',
  'signage',
  'hygiene',
  'legal',
  'training',
  'electrical',
  'coldChain',
  'testing',
] as const;
export type Remedy = (typeof REMEDIES)[number];

/**
 * Words in a problem's description or rectification that name a remedy. A problem is free text written on site,
 * so the match is by word, in both languages; the reason shown with the recommendation quotes the problem.
 */
export const REMEDY_WORDS: Record<Remedy, readonly string[]> = {
  fire: ['灭火器', '消防', '烟感', '应急灯', '安全出口', '疏散', 'fire', 'extinguisher', 'smoke', 'exit'],
  firstAid: ['急救', '药箱', 'first aid', 'first-aid'],
  foodSample: ['留样', 'sample'],
  pest: ['虫', '鼠', '蝇', '蟑螂', '防鼠', 'pest', 'rodent', 'insect'],
  healthCertificate: ['健康证', '体检', 'health certificate', 'medical check'],
  signage: ['标识', '标志', '警示', '公示', 'sign', 'signage', 'label'],
  hygiene: ['消毒', '卫生', '清洁', 'disinfect', 'hygiene', 'clean'],
  legal: ['合同', '法律', '证照', '许可证', 'contract', 'legal', 'licence', 'license'],
  training: ['培训', '制度', '台账', 'training', 'record', 'procedure'],
  electrical: ['电线', '插座', '用电', '电气', 'wiring', 'socket', 'electrical'],
  coldChain: ['温度', '冷库', '冷藏', '冷链', 'temperature', 'cold store', 'refrigerat'],
  testing: ['检测', '检验', '报告已过期', 'testing', 'test report', 'inspection report'],
};

/** An open problem is recommended against for this long after the inspection that found it. */
export const RECOMMENDATION_WINDOW_DAYS = 365;
export const RECOMMENDATION_MAX = 6;

/** At most this many different items in a cart, and this many of one item unless the goods sets a lower limit. */
export const CART_MAX_LINES = 50;
export const CART_MAX_QUANTITY = 99;

export const SHOP_REQUEST_STATES = ['sent', 'confirmed', 'done', 'cancelled', 'declined'] as const;
export type ShopRequestState = (typeof SHOP_REQUEST_STATES)[number];

export const SHOP_REQUEST_ACTIONS = ['cancel', 'confirm', 'complete', 'decline'] as const;
export type ShopRequestAction = (typeof SHOP_REQUEST_ACTIONS)[number];

/** `buyer`: the user who checked out; `provider`: a user of the provider the request is addressed to. */
export type ShopRequestActor = 'buyer' | 'provider';

export const SHOP_REQUEST_TRANSITIONS: Record<
  ShopRequestAction,
  { by: ShopRequestActor; from: readonly ShopRequestState[]; to: ShopRequestState; reason: boolean }
> = {
  cancel: { by: 'buyer', from: ['sent', 'confirmed'], to: 'cancelled', reason: false },
  confirm: { by: 'provider', from: ['sent'], to: 'confirmed', reason: false },
  complete: { by: 'provider', from: ['confirmed'], to: 'done', reason: false },
  decline: { by: 'provider', from: ['sent', 'confirmed'], to: 'declined', reason: true },
};

export function allowedShopRequestActions(
  state: ShopRequestState,
  actor: ShopRequestActor,
): ShopRequestAction[] {
  return SHOP_REQUEST_ACTIONS.filter((action) => {
    const rule = SHOP_REQUEST_TRANSITIONS[action];
    return rule.by === actor && rule.from.includes(state);
  });
}

/** Half days a buyer may prefer for the provider to come or deliver. */
export const SHOP_PREFERRED_PERIODS = ['morning', 'afternoon'] as const;
/** The preferred day is from tomorrow up to this many days ahead. */
export const SHOP_PREFERRED_MAX_DAYS = 30;

/**
 * What a provider may set on a specification of its catalogue: a price in whole fen (so at most two decimals of a
 * yuan) up to ¥1,000,000, and a whole stock. An office's services are free: their price stays 0.
 */
export const SPEC_PRICE_MAX_FEN = 100_000_000;
export const SPEC_STOCK_MAX = 999_999;

/** Prices are whole fen; the screens show yuan with two decimals. */
export function formatYuan(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}
