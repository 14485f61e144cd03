import { invalidateQueries } from '../../lib/http/query-cache';

/** Which home `/` led to last time: only a head start for the next cold start (app/session/first-screen.ts). */
const LANDING_HINT = 'sv.landing';
/** Drafts and request keys are kept per user (`sv.draft.<userId>.…`, `sv.request.<userId>.…`). */
const PER_USER = /^sv\.(?:draft|request)\.([^.]+)\./;

/**
 * What "clear cached data" may remove: what the app keeps only to be quicker (the landing hint) and what other
 * accounts left behind on this device. Never the session token, the language and text size chosen, nor this user's
 * unsent drafts and the request keys that make their retry safe.
 */
export function isClearable(key: string, userId: string): boolean {
  if (key === LANDING_HINT) return true;
  const owner = PER_USER.exec(key)?.[1];
  return owner !== undefined && owner !== userId;
}

function keysOf(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null,
  );
}

export interface Cleared {
  /** Stored entries removed. */
  entries: number;
  /** Their size, counted as the browser does (UTF-16). */
  bytes: number;
}

/** Forgets the server answers held in memory (every screen reads them again) and the clearable stored entries. */
export function clearCachedData(userId: string): Cleared {
  invalidateQueries([]);
  const cleared: Cleared = { entries: 0, bytes: 0 };
  for (const storage of [localStorage, sessionStorage]) {
    try {
      for (const key of keysOf(storage).filter((candidate) => isClearable(candidate, userId))) {
        cleared.bytes += (key.length + (storage.getItem(key)?.length ?? 0)) * 2;
        storage.removeItem(key);
        cleared.entries += 1;
      }
    } catch {
      // storage unavailable (private mode): nothing was kept there
    }
  }
  return cleared;
}
