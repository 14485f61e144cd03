import { useEffect } from 'react';
import { useRecoilValue } from 'recoil';
import type { UnreadCounts } from '../../../contract/messages/schemas';
import { request } from '../../lib/http/client';
import { fetchQuery, invalidateQueries, watchInvalidation } from '../../lib/http/query-cache';
import { useQuery } from '../../lib/http/use-query';
import { sessionState } from '../../lib/session/session-state';

export const unreadCountsKey = ['messages', 'unread'] as const;

/** Moving between tabs within this time shows the counts already fetched. */
const FRESH_MS = 15000;
let askedAt = 0;

const load = (signal: AbortSignal) => {
  askedAt = Date.now();
  return request('getUnreadCounts', {}, { signal });
};

// A failed count is asked again (invalidation alone leaves a failure in place).
const refresh = () => {
  invalidateQueries(unreadCountsKey);
  void fetchQuery(unreadCountsKey, load);
};

/** The user's unread messages and inspection notices (undefined until known, or when signed out). */
export function useUnreadCounts(): UnreadCounts | undefined {
  const signedIn = Boolean(useRecoilValue(sessionState).userId);
  return useQuery(signedIn ? unreadCountsKey : null, load).data;
}

/**
 * Keeps the counts current, mounted once (the tab bar): asked again when the app comes back to the foreground,
 * when `place` changes (another tab) after a short while, and when a notice changes anywhere (invalidating
 * `['notices']`; invalidating `['messages']` refetches them by key).
 */
export function useUnreadCountsRefresh(place: string | undefined): void {
  const signedIn = Boolean(useRecoilValue(sessionState).userId);
  useEffect(() => {
    if (signedIn && Date.now() - askedAt > FRESH_MS) refresh();
  }, [signedIn, place]);
  useEffect(() => {
    if (!signedIn) return undefined;
    const onShow = () => document.visibilityState !== 'hidden' && refresh();
    document.addEventListener('visibilitychange', onShow);
    const stop = watchInvalidation(['notices'], refresh);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      stop();
    };
  }, [signedIn]);
}
