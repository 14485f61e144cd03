import { isSzyPlatform } from '../../lib/host-sdk/detect-host';
import type { PathName } from '../../lib/paths';
import type { Session } from '../../lib/session/session-state';

const LANDING_HINT_KEY = 'sv.landing';

/**
 * Where `/` took this browser's user last time (officers, enterprises and providers have different homes); without
 * a record, the officers' desk in 深政易 (their platform) and the enterprise home elsewhere.
 */
export function landingGuess(): PathName {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANDING_HINT_KEY);
  } catch {
    // without storage every cold start guesses
  }
  if (stored === 'enforceHome' || stored === 'shopRequestList' || stored === 'home') return stored;
  return isSzyPlatform(window.location, navigator.userAgent) ? 'enforceHome' : 'home';
}

/** Remembers which home `/` leads the signed-in user to, for the next cold start's guess. */
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
