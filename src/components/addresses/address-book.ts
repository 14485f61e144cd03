import type { Address } from '../../../contract/shop/schemas';
import { request } from '../../lib/http/client';

/** The user's address book as every screen caches it: the list, checkout and the appointment form share it. */
export const addressListKey = ['addresses', 'list'] as const;

/** The raw answer under `addressListKey`: screens order it with `defaultFirst`. */
export const listAddresses = (signal?: AbortSignal) => request('getAddersslist', {}, { signal });

/** The default address first, the rest in the server's order. */
export function defaultFirst(addresses: readonly Address[]): Address[] {
  return [...addresses.filter((a) => a.isDefault), ...addresses.filter((a) => !a.isDefault)];
}
