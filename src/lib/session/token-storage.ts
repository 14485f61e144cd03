/** Standalone only: the token survives a reload. Embedded, the portal owns the token and we never store it. */
const KEY = 'sv.token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // without storage the session lasts for this page only
  }
}
