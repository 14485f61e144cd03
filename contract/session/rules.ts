/** A single-use auth code from the host app is valid this long. */
export const AUTH_CODE_TTL_MS = 5 * 60_000;

/** `+8613800000001` and `8613800000001` are the same account as `13800000001`. */
export function normalizeMobile(value: string): string {
  return value.replace(/^(?:\+?86)/, '');
}
