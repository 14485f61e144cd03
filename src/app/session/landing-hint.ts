import type { PathName } from '../../lib/paths';
import type { Session } from '../../lib/session/session-state';

const LANDING_HINT_KEY = 'sv.landing';

/** Where `/` took this browser's user last time (officers, enterprises and providers have different homes). */
export function landingGuess(): PathName {
  try {
    const stored = localStorage.getItem(LANDING_HINT_KEY);
    return stored === 'enforceHome' || stored === 'shopRequestList' ? stored : 'home';
  } catch {
    return 'home';
  }
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
