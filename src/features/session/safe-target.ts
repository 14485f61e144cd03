import { paths } from '../../lib/paths';

/** Only same-app paths are accepted as a place to return to after login (no open redirect). */
export function safeTarget(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith(paths.login.path)) {
    return paths.root.href();
  }
  return target;
}
