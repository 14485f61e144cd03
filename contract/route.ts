/** FORM posts urlencoded; UPLOAD posts multipart with one `file` field. */
export type HttpMethod = 'GET' | 'POST' | 'FORM' | 'UPLOAD' | 'PUT' | 'DELETE';
/**
 * `planApprover` and `supervisor` are officers holding that capability; `shop` is an enterprise user or a provider
 * (each sees only their own records); `supervision` is an enterprise user or an officer, the two sides of an
 * inspection (a provider has no part in one).
 */
export type Access =
  | 'public'
  | 'session'
  | 'enterprise'
  | 'officer'
  | 'provider'
  | 'shop'
  | 'supervision'
  | 'planApprover'
  | 'supervisor'
  | 'development';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
}

const PATH_PARAM = /\{(\w+)\}/g;

/**
 * A path with `{name}` parts takes those from the input (`/szyptLogin/{param}`); the rest of the input goes in
 * the query or body as usual.
 */
export function fillPath(path: string, input: unknown): { path: string; rest: unknown } {
  if (!path.includes('{')) return { path, rest: input };
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const filled = path.replace(PATH_PARAM, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

/** The server's form of the same path (`/szyptLogin/:param`). */
export function routerPath(path: string): string {
  return path.replace(PATH_PARAM, ':$1');
}
