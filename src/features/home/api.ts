import { request } from '../../lib/http/client';
import { fetchQuery } from '../../lib/http/query-cache';

export const getCarousel = (signal?: AbortSignal) => request('getCarousel', {}, { signal });

/** The home screen's announcements, under one key for the screen and for the start-up's prefetch. */
export const carouselQueryKey = ['home', 'carousel'] as const;

/** How long announcements fetched ahead of the home screen count as this visit's own. */
const PREFETCH_FRESH_MS = 15_000;
let prefetchedAt = -Infinity;

/** Starts the announcements before the home screen has mounted (its chunk may still be on the way). */
export function prefetchCarousel(): Promise<void> {
  prefetchedAt = Date.now();
  return fetchQuery(carouselQueryKey, (signal) => getCarousel(signal));
}

/**
 * Whether the announcements in the cache were fetched for this very visit (then the screen need not ask again).
 * Taken once: the next visit to home asks for the current announcements again.
 */
export function takeCarouselPrefetch(): boolean {
  const fresh = Date.now() - prefetchedAt < PREFETCH_FRESH_MS;
  prefetchedAt = -Infinity;
  return fresh;
}
