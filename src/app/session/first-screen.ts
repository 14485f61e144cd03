import { carouselQueryKey, prefetchCarousel } from '../../features/home/api';
import { getTestAccounts, testAccountsQueryKey } from '../../features/session/api';
import { fetchQuery, readQuery } from '../../lib/http/query-cache';
import type { PathName } from '../../lib/paths';
import type { Session } from '../../lib/session/session-state';
import { landingScreen, preloadScreen } from '../router';

const LANDING_HINT_KEY = 'sv.landing';

/** Where `/` took this browser's user last time (officers, enterprises and providers have different homes). */
function rootGuess(): PathName {
  try {
    const stored = localStorage.getItem(LANDING_HINT_KEY);
    return stored === 'enforceHome' || stored === 'shopRequestList' ? stored : 'home';
  } catch {
    return 'home';
  }
}

/** Remembers which home `/` leads the signed-in user to, for the next cold start's preload. */
export function rememberLanding(role: Session['role']): void {
  if (!role) return;
  try {
    localStorage.setItem(
      LANDING_HINT_KEY,
      role === 'officer' ? 'enforceHome' : role === 'provider' ? 'shopRequestList' : 'home',
    );
  } catch {
    // without storage every cold start guesses the enterprise home
  }
}

/** Asks for the image now, at high priority, so the `<img>` that shows it later finds it in the cache. */
function preloadImage(url: string) {
  const image = new Image();
  image.setAttribute('fetchpriority', 'high');
  image.decoding = 'async';
  image.src = url;
}

/**
 * No waterfall on the first screen: as soon as the path is known (before the host's sign-in has said who the
 * user is), download the chunk of the screen the user lands on and start its data. Only public data is asked
 * for before the session exists (the home carousel); the first carousel image, the largest paint, follows it.
 */
export function startFirstScreen(pathname: string, embedded: boolean): void {
  const screen = landingScreen(pathname, rootGuess());
  if (!screen) return;
  preloadScreen(screen);
  if (screen === 'login' && !embedded) {
    // development servers list test accounts there (the largest paint): asked for with the screen's chunk, not after
    void fetchQuery(testAccountsQueryKey, (signal) => getTestAccounts(signal).catch(() => []));
    return;
  }
  if (screen !== 'home') return;
  void prefetchCarousel().then(() => {
    const first = readQuery<{ img: string }[]>(carouselQueryKey).data?.[0];
    if (first?.img) preloadImage(first.img);
  });
}
