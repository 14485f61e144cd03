import { paths } from '../../lib/paths';

const DETAIL_PATH = paths.enforceNoticeDetail.path;

/**
 * The address a door notice's QR carries: this app's verification screen with the signed token, under the base
 * path the app runs at (standalone `/`, or the portal's base), so the phone's own scanner opens it too.
 */
export function noticeAddress(origin: string, basePath: string, token: string): string {
  const base = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  return `${origin}${base}${paths.enforceNoticeDetail.href({ token })}`;
}

/**
 * The token of a scanned notice QR, or null when the text is something else (a supervision code, any other
 * link). Any origin and base is accepted: the enterprise's app may run elsewhere than the officer's, and the
 * server decides whether the token is genuine. `#/enforceNoticeDetail?token=` (hash routing) is read too.
 */
export function noticeTokenFromScan(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const candidates = [url];
  if (url.hash.startsWith('#/')) {
    candidates.push(new URL(url.hash.slice(1), url.origin));
  }
  for (const candidate of candidates) {
    if (!candidate.pathname.endsWith(DETAIL_PATH)) continue;
    const token = candidate.searchParams.get('token')?.trim();
    if (token) return token;
  }
  return null;
}
