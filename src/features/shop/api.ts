import type { ApiInput } from '../../../contract/api-schemas';
import type { Cart, GoodsSummary } from '../../../contract/shop/schemas';
import { request } from '../../lib/http/client';
import { setQueryData } from '../../lib/http/query-cache';
import { offsetPage, type CursorPage } from '../../lib/http/use-cursor-list';

export const shopKeys = {
  categories: ['shop', 'categories'] as const,
  boutique: ['shop', 'boutique'] as const,
  recommendations: ['shop', 'recommendations'] as const,
  goods: (id: string) => ['shop', 'goods', id] as const,
  goodsList: (filter: GoodsFilter) =>
    ['shop', 'goods-list', filter.categoryId ?? '', filter.keyword ?? ''] as const,
  cart: ['shop', 'cart'] as const,
};

export type GoodsFilter = Omit<ApiInput<'classifyGoods'>, 'offset' | 'limit'>;

export const getCategories = (signal?: AbortSignal) => request('getClassify', {}, { signal });
export const getBoutiqueGoods = (signal?: AbortSignal) => request('boutiqueGoods', {}, { signal });
export const getRecommendations = (signal?: AbortSignal) => request('recommendGoods', {}, { signal });
export const getGoods = (id: string, signal?: AbortSignal) => request('getGoodsdetal', { id }, { signal });
export const getCart = (signal?: AbortSignal) => request('getCard', {}, { signal });

export const GOODS_PAGE = 20;
/** Goods of a category or matching a keyword, page by page. */
export const listGoodsPage = (
  filter: GoodsFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<GoodsSummary>> =>
  offsetPage(cursor, (offset) =>
    request('classifyGoods', { ...filter, offset, limit: GOODS_PAGE }, { signal }),
  );

/** Every change answers with the whole cart as saved: it becomes the cart every screen shows. */
async function changingCart(saved: Promise<Cart>): Promise<Cart> {
  const cart = await saved;
  setQueryData(shopKeys.cart, cart);
  return cart;
}

export const changeCartLine = (input: ApiInput<'changeGoods'>) => changingCart(request('changeGoods', input));
export const removeCartLines = (ids: string[]) => changingCart(request('delCard', { ids }));
