import type { ApiInput } from '../../../contract/api-schemas';
import type { ProviderGoods } from '../../../contract/shop/schemas';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';
import { offsetPage, type CursorPage } from '../../lib/http/use-cursor-list';

export const catalogueKey = ['providerCatalogue'] as const;
export const catalogueListKey = [...catalogueKey, 'list'] as const;
export const providerGoodsKey = (id: string) => [...catalogueKey, 'goods', id] as const;

const PAGE = 20;
export const listProviderGoodsPage = (
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<ProviderGoods>> =>
  offsetPage(cursor, (offset) => request('listProviderGoods', { offset, limit: PAGE }, { signal }));

export const getProviderGoods = (id: string, signal?: AbortSignal) =>
  request('getProviderGoods', { id }, { signal });

/** A change answers with the item as saved: its screens show it at once, the list refetches. */
async function changing(saved: Promise<ProviderGoods>): Promise<ProviderGoods> {
  try {
    const goods = await saved;
    setQueryData(providerGoodsKey(goods.id), goods);
    invalidateQueries(catalogueListKey);
    return goods;
  } catch (error) {
    // someone else may have changed it (a newer version, an order taking stock): show what it is now
    invalidateQueries(catalogueKey);
    throw error;
  }
}

export const updateGoodsSpec = (input: ApiInput<'updateGoodsSpec'>) =>
  changing(request('updateGoodsSpec', input));
export const withdrawGoods = (id: string) => changing(request('withdrawGoods', { id }));
export const relistGoods = (id: string) => changing(request('relistGoods', { id }));
