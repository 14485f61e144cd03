/** The platform's one-time sign-in code is valid this long (and only once). */
export const SZY_CODE_TTL_MS = 5 * 60_000;

/** Our session is renewed by `szyGetToken` once less than this share of its lifetime is left. */
export const SZY_RENEW_WHEN_LEFT = 0.5;

/**
 * Why the platform's sign-in was refused, each with a screen of its own: the code expired or was used already,
 * the platform's user is not linked to an officer account here, or the linked account is an enterprise's.
 */
export const SZY_REFUSALS = ['codeInvalid', 'notEnabled', 'officersOnly'] as const;
export type SzyRefusal = (typeof SZY_REFUSALS)[number];
