import { carouselQueryKey, prefetchCarousel } from '../../features/home/api';
import { getTestAccounts, testAccountsQueryKey } from '../../features/session/api';
import { fetchQuery, readQuery } from '../../lib/http/query-cache';
import type { PathName } from '../../lib/paths';
import { landingScreen, preloadScreen } from '../router';
import { landingGuess } from './landing-hint';

/** Asks for the image now, at high priority, so the `<img>` that shows it later finds it in the cache. */
function preloadImage(url: string) {
  const image = new Image();
  image.setAttribute('fetchpriority', 'high');
  image.decoding = 'async';
  image.src = url;
}

/**
 * Asks for the landing screen's files (its chunk and every chunk it imports) at once, from the list the build put
 * in index.html, instead of one round trip per level of imports.
 */
function preloadChunksOf(screen: PathName) {
  let files: string[] = [];
  try {
    const list = document.getElementById('sv-landing-chunks')?.textContent;
    files = (list ? (JSON.parse(list) as Record<string, string[]>)[screen] : undefined) ?? [];
  } catch {
    // a development page has no list: the chunks load as they are imported
  }
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/**
 * No waterfall on the first screen: as soon as the path is known (before the host's sign-in has said who the
 * user is), download the chunk of the screen the user lands on and start its data. Only public data is asked
 * for before the session exists (the home carousel); the first carousel image, the largest paint, follows it.
 * `embedded`: in any qiankun host; `hostSignsIn`: in one that owns sign-in (no login page of ours, no test accounts).
 */
export function startFirstScreen(
  pathname: string,
  { embedded, hostSignsIn }: { embedded: boolean; hostSignsIn: boolean },
): void {
  const screen = landingScreen(pathname, landingGuess());
  if (!screen) return;
  // The screen's data first: over HTTP/1.1 the chunk preloads below take the browser's six connections to the
  // server, and a request asked for after them waits for one.
  if (screen === 'login' && !hostSignsIn) {
    // development servers list test accounts there (the largest paint): asked for with the screen's chunk, not after
    void fetchQuery(testAccountsQueryKey, (signal) => getTestAccounts(signal).catch(() => []));
  } else if (screen === 'home') {
    void prefetchCarousel().then(() => {
      const first = readQuery<{ img: string }[]>(carouselQueryKey).data?.[0];
      if (first?.img) preloadImage(first.img);
    });
  }
  // In any host the links would stay in the host's head after unmount, one more per mount: there the chunks load
  // as they are imported.
  if (!embedded) preloadChunksOf(screen);
  preloadScreen(screen);
}
