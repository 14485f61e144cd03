import type { ApiInput } from '../../../contract/api-schemas';
import type { Address } from '../../../contract/shop/schemas';
import { addressListKey } from '../../components/addresses/address-book';
import { request } from '../../lib/http/client';
import { invalidateQueries, setQueryData } from '../../lib/http/query-cache';

/** Creates, or updates with `id` and `version`; every reader of the list (kept-alive list, checkout) refetches. */
export async function saveAddress(input: ApiInput<'getAddressedit'>): Promise<Address> {
  try {
    return await request('getAddressedit', input);
  } finally {
    // after a refusal too: another device may have changed it (a newer version) meanwhile
    invalidateQueries(['addresses']);
  }
}

/** The server answers with the list as it is now. */
export async function deleteAddress(id: string): Promise<Address[]> {
  const remaining = await request('deleteAddress', { id });
  setQueryData(addressListKey, remaining);
  return remaining;
}

/** The fields an update sends again, with the default flag set. */
export const makeDefault = (address: Address) =>
  saveAddress({
    id: address.id,
    version: address.version,
    contactName: address.contactName,
    phone: address.phone,
    regionCode: address.regionCode,
    detail: address.detail,
    isDefault: true,
  });
