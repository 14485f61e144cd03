import { paths } from '../../lib/paths';

const APP_PATHS = new Set<string>(Object.values(paths).map((path) => path.path));

/**
 * Only same-app paths are accepted as a place to return to after login (no open redirect). A target is an app
 * path, which the router puts under the base path itself: one that already carries the base (a host's link, an
 * address read off the browser) loses it, or signing in would land on `/base/base/...`.
 */
export function safeTarget(target: string | null, basePath = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return paths.root.href();
  const pathname = target.split(/[?#]/)[0] ?? target;
  let appTarget = target;
  if (
    basePath !== '/' &&
    !APP_PATHS.has(pathname) &&
    (pathname === basePath || pathname.startsWith(`${basePath}/`))
  ) {
    appTarget = target.slice(basePath.length);
    if (!appTarget.startsWith('/')) appTarget = `/${appTarget}`;
  }
  return appTarget.startsWith(paths.login.path) ? paths.root.href() : appTarget;
}
