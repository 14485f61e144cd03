import type { ApiInput } from '../../../contract/api-schemas';
import type { ShopRequestState } from '../../../contract/shop/rules';
import type { ShopRequest, ShopRequestSummary } from '../../../contract/shop/schemas';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';
import { offsetPage, type CursorPage } from '../../lib/http/use-cursor-list';

export const shopRequestListKey = ['shopRequests', 'list'] as const;
export const shopRequestKey = (id: string) => ['shopRequests', 'detail', id] as const;
/** The cart as the shop screens cache it (src/features/shop/api.ts `shopKeys.cart`); a checkout changes it. */
export const cartKey = ['shop', 'cart'] as const;

export const getCart = (signal?: AbortSignal) => request('getCard', {}, { signal });

/**
 * One request per provider, created once per `clientRequestId`. The lists refetch; the cart the shop screens show
 * becomes the one the server answered with (the lines sent are gone from it).
 */
export async function checkout(input: ApiInput<'checkout'>) {
  const result = await request('checkout', input);
  invalidateQueries(shopRequestListKey);
  setQueryData(cartKey, result.cart);
  return result;
}

const PAGE = 20;
export const listShopRequestPage = (
  state: ShopRequestState | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<CursorPage<ShopRequestSummary>> =>
  offsetPage(cursor, (offset) =>
    request('listShopRequests', { ...(state ? { state } : {}), offset, limit: PAGE }, { signal }),
  );

export const getShopRequest = (id: string, signal?: AbortSignal) =>
  request('getShopRequest', { id }, { signal });

/** A change answers with the request as saved: its detail shows it at once, every list refetches. */
async function changing(saved: Promise<ShopRequest>): Promise<ShopRequest> {
  const shopRequest = await saved;
  invalidateQueries(shopRequestListKey);
  setQueryData(shopRequestKey(shopRequest.id), shopRequest);
  return shopRequest;
}

export const cancelShopRequest = (input: ApiInput<'cancelShopRequest'>) =>
  changing(request('cancelShopRequest', input));
export const confirmShopRequest = (input: ApiInput<'confirmShopRequest'>) =>
  changing(request('confirmShopRequest', input));
export const completeShopRequest = (input: ApiInput<'completeShopRequest'>) =>
  changing(request('completeShopRequest', input));
export const declineShopRequest = (input: ApiInput<'declineShopRequest'>) =>
  changing(request('declineShopRequest', input));
