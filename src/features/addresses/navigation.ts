import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Links from the list carry this, so the edit screen goes back to that list instead of stacking another. */
export const openedFromList = { openedFrom: 'addressList' } as const;

const BASE = 'http://app.invalid';

/** The in-app place that asked for an address, with the chosen one added to its query (`addressId`). */
export function withAddressId(returnTo: string, id: string): string {
  const url = new URL(returnTo, BASE);
  url.searchParams.set('addressId', id);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address the asking form holds now, if it said. */
export function addressIdIn(returnTo: string | undefined): string | null {
  return returnTo ? new URL(returnTo, BASE).searchParams.get('addressId') : null;
}

/**
 * Where the edit screen goes when it is done: back to the form that asked, with the address saved; or back to the
 * list (the one it came from, else a fresh one in its place).
 */
export function useLeaveEdit(returnTo: string | undefined) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromList = (state as Partial<typeof openedFromList> | null)?.openedFrom === openedFromList.openedFrom;
  const toList = useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(paths.addressList.href({ returnTo }), { replace: true });
  }, [fromList, navigate, returnTo]);
  const withAddress = useCallback(
    (id: string) => {
      if (returnTo) navigate(withAddressId(returnTo, id), { replace: true });
      else toList();
    },
    [navigate, returnTo, toList],
  );
  return { toList, withAddress };
}
