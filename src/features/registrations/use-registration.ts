import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getRegistration, registrationKey } from './api';
import { useQuery } from '../../lib/http/use-query';
import { paths } from '../../lib/paths';

export function useRegistration(id: string) {
  return useQuery(registrationKey(id), (signal) => getRegistration(id, signal));
}

/** Navigation state of a form opened from the registration's detail. */
export const openedFromDetail = { openedFrom: 'registrationDetail' } as const;

/**
 * After a rating or a correction: back to the detail the form was opened from (so back from there does not show
 * the detail twice, nor the form again), or on to the detail in place of the form when it was opened directly.
 */
export function useReturnToRegistration(id: string): () => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromDetail =
    (state as Partial<typeof openedFromDetail> | null)?.openedFrom === openedFromDetail.openedFrom;
  return useCallback(() => {
    if (fromDetail) navigate(-1);
    else navigate(paths.registrationDetail.href({ id }), { replace: true });
  }, [fromDetail, id, navigate]);
}
