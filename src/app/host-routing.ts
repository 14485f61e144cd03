import type { PortalProps } from '../../contract/portal-props';

export type HostRouting =
  { kind: 'browser'; basePath: string; reason: string } | { kind: 'memory'; reason: string };

/** `/a/b/` -> `/a/b`, `` -> `/`. */
export function normalizeBase(base: string): string {
  return `/${base.split('/').filter(Boolean).join('/')}`;
}

export function isUnderBase(pathname: string, base: string): boolean {
  return base === '/' || pathname === base || pathname.startsWith(`${base}/`);
}

/** The app path of a browser path under `base` (`/supervision/my` -> `/my`). */
export function stripBase(pathname: string, base: string): string {
  return base !== '/' && isUnderBase(pathname, base) ? pathname.slice(base.length) || '/' : pathname;
}

/**
 * How an embedded mount routes, decided once per mount from what the host passed (docs/embedding.md):
 * 1. `routing: 'memory'` -> in memory; the host's address is never touched.
 * 2. a `basePath` prop -> the browser's address under it.
 * 3. the address is under the build-time default base -> under that.
 * 4. mounted with `loadMicroApp` (single-spa gives parcels `unmountSelf`) and no `routing: 'browser'` -> in memory.
 * 5. otherwise (registerMicroApps at another activeRule): the part of the address before the first path the app
 *    knows, or the whole address when it names none (the app was opened at its activeRule itself).
 */
export function resolveHostRouting(
  props: Pick<PortalProps, 'basePath' | 'routing' | 'unmountSelf'>,
  pathname: string,
  defaultBase: string,
  knownPaths: readonly string[],
): HostRouting {
  if (props.routing === 'memory') return { kind: 'memory', reason: 'routing prop' };
  if (props.basePath)
    return { kind: 'browser', basePath: normalizeBase(props.basePath), reason: 'basePath prop' };
  const fallback = normalizeBase(defaultBase);
  if (fallback !== '/' && isUnderBase(pathname, fallback))
    return { kind: 'browser', basePath: fallback, reason: 'build-time default' };
  if (props.routing !== 'browser' && typeof props.unmountSelf === 'function')
    return { kind: 'memory', reason: 'loadMicroApp without a base path' };
  const segments = pathname.split('/').filter(Boolean);
  const known = new Set(knownPaths.filter((path) => path !== '/'));
  for (let index = 0; index < segments.length; index += 1) {
    if (known.has(`/${segments.slice(index).join('/')}`)) {
      return {
        kind: 'browser',
        basePath: normalizeBase(segments.slice(0, index).join('/')),
        reason: 'address before the first known path',
      };
    }
  }
  return {
    kind: 'browser',
    basePath: normalizeBase(pathname),
    reason: 'current address (no known path in it)',
  };
}
