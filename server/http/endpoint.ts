/**
 * Registers one contract call: method, path and access come from `apiRoutes`, input and output schemas
 * from `apiSchemas`, so a route cannot drift from what the app was compiled against.
 * Order per request: access check (401/50005/403/404), input validation (400), handler, output check, envelope.
 * Input validation starts with one pass over the raw input that refuses, in every string and key at any depth,
 * what no text column can hold (NUL, unpaired surrogates), so no schema can forget it.
 */
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AuthSession, SessionStore } from './auth';
import { FieldRuleError, ForbiddenError, NotFoundError, ValidationError, envelope } from './errors';
import { refuseDemoSessionInProduction, sessionMayCall } from './guards';
import { localeOf } from './i18n';
import { apiRoutes, type Access, type ApiName } from '../../contract/api-routes';
import { apiSchemas } from '../../contract/api-schemas';
import { SUCCESS_CODE } from '../../contract/envelope';
import { hasUnsafeText } from '../../contract/fields';
import type { Locale } from '../../contract/locales';
import { routerPath } from '../../contract/route';
import type { AppConfig } from '../config';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';

export interface AppContext {
  config: AppConfig;
  db: Database;
  sessions: SessionStore;
  /** Changes made on the database by any server process, for caches (server/db/change-feed.ts). */
  changes: ChangeFeed;
  /** The time rules read (plans' lead times, notices' validity); tests pass a clock they move. */
  now: () => Date;
  /** Only with TEST_CLOCK (never in production): moves `now` forward. */
  advanceClock?: (ms: number) => void;
}

type RouteOf<K extends ApiName> = (typeof apiRoutes)[K];
type SessionFor<K extends ApiName> = RouteOf<K>['access'] extends 'public' | 'development'
  ? AuthSession | null
  : AuthSession;

/** A call's input after validation (trimmed, upper-cased, coerced). */
export type EndpointInput<K extends ApiName> = z.output<(typeof apiSchemas)[K]['input']>;

export interface EndpointRequest<K extends ApiName> {
  input: EndpointInput<K>;
  session: SessionFor<K>;
  locale: Locale;
  request: FastifyRequest;
}

export type EndpointHandler<K extends ApiName> = (
  req: EndpointRequest<K>,
) => Promise<z.input<(typeof apiSchemas)[K]['output']>> | z.input<(typeof apiSchemas)[K]['output']>;

export interface EndpointOptions {
  /** Requests per minute per client IP, for login and code exchange. */
  rateLimitPerMinute?: number;
}

export interface FileMeta {
  contentType: string;
  /** The name to save it under; `asciiName` for clients that cannot read RFC 5987's `filename*`. */
  fileName: string;
  asciiName: string;
}

const fileMetas = new WeakMap<Uint8Array, FileMeta>();

/** A file call's answer: the bytes themselves (a PDF), not the envelope. Its errors are still enveloped. */
export function fileReply(bytes: Uint8Array, meta: FileMeta): Uint8Array {
  fileMetas.set(bytes, meta);
  return bytes;
}

const bodyMethods = new Set(['POST', 'FORM', 'PUT', 'DELETE']);

/** No contract input nests deeper than this; anything deeper is refused before it is walked further. */
const MAX_INPUT_DEPTH = 16;

/** A text body (JSON, urlencoded) must be valid UTF-8: a decoder would otherwise store U+FFFD silently. */
function isTextBody(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('application/json') || type.startsWith('application/x-www-form-urlencoded');
}

function malformedBody(): Error {
  return Object.assign(new Error('the body is not valid UTF-8'), { statusCode: 400 });
}

/** Passes the body through unchanged, failing it (400) at the first byte sequence that is not UTF-8. */
function requireUtf8(payload: NodeJS.ReadableStream): Transform {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        decoder.decode(chunk, { stream: true });
        done(null, chunk);
      } catch {
        done(malformedBody());
      }
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(malformedBody());
      }
    },
  });
  payload.on('error', (error) => checked.destroy(error as Error));
  return payload.pipe(checked);
}

/** Each query parameter as sent must decode as UTF-8 (the query parser would put U+FFFD in its place). */
function requireUtf8Query(url: string): void {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  if (!query) return;
  for (const part of query.split('&')) {
    const [key = '', value = ''] = part.split('=', 2);
    try {
      decodeURIComponent(key.replaceAll('+', ' '));
    } catch {
      throw new FieldRuleError('query', 'reasonUnsafeText');
    }
    try {
      decodeURIComponent(value.replaceAll('+', ' '));
    } catch {
      let name = 'query';
      try {
        name = decodeURIComponent(key) || name;
      } catch {
        // keep 'query'
      }
      throw new FieldRuleError(name, 'reasonUnsafeText');
    }
  }
}

/** The path of the first string or key that no text field may hold, checked before any schema runs. */
export function requireSafeInput(value: unknown, path: string[] = [], depth = 0): void {
  // The path names the field in the answer; a hostile key could be megabytes long.
  const at = (key?: string) => (key === undefined ? path : [...path, key]).join('.').slice(0, 100) || 'body';
  if (typeof value === 'string') {
    if (hasUnsafeText(value)) throw new FieldRuleError(at(), 'reasonUnsafeText');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_INPUT_DEPTH) throw new FieldRuleError(at(), 'reasonTooDeep');
  if (Array.isArray(value)) {
    value.forEach((item, index) => requireSafeInput(item, [...path, String(index)], depth + 1));
    return;
  }
  for (const key of Object.keys(value)) {
    // The key is named by its position's parent, escaped, so the field error itself stays printable.
    if (hasUnsafeText(key))
      throw new FieldRuleError(at(JSON.stringify(key).slice(1, -1)), 'reasonUnsafeText');
    requireSafeInput((value as Record<string, unknown>)[key], [...path, key], depth + 1);
  }
}

export function registerEndpoint<K extends ApiName>(
  app: FastifyInstance,
  ctx: AppContext,
  name: K,
  handler: EndpointHandler<K>,
  options: EndpointOptions = {},
): void {
  const route = apiRoutes[name];
  const schemas = apiSchemas[name];
  const takesBody = bodyMethods.has(route.method);
  const hasPathParams = route.path.includes('{');
  // Cached read-mostly data comes back as the same object; validating it once is enough.
  const checkedOutputs = new WeakMap<object, unknown>();

  const routeOptions: RouteOptions = {
    method: route.method === 'FORM' || route.method === 'UPLOAD' ? 'POST' : route.method,
    url: routerPath(route.path),
    config: options.rateLimitPerMinute
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {},
    preParsing: async (request, _reply, payload) => (isTextBody(request) ? requireUtf8(payload) : payload),
    handler: async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      const session = await checkAccess(route.access, request, ctx);

      // An UPLOAD's multipart body is read by its handler; its input schema covers the query string.
      requireUtf8Query(request.url);
      const sent = takesBody ? (request.body ?? {}) : (request.query ?? {});
      const raw = hasPathParams ? { ...(sent as object), ...(request.params as object) } : sent;
      requireSafeInput(raw);
      const parsed = await schemas.input.safeParseAsync(raw, { reportInput: true });
      if (!parsed.success) throw new ValidationError(parsed.error.issues);

      const result = await handler({
        input: parsed.data as EndpointRequest<K>['input'],
        session: session as SessionFor<K>,
        locale,
        request,
      });

      const file = result instanceof Uint8Array ? fileMetas.get(result) : undefined;
      if (file)
        return reply
          .header('content-type', file.contentType)
          .header(
            'content-disposition',
            `inline; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', 'private, no-cache')
          .send(Buffer.from(result as Uint8Array));

      let data: unknown;
      if (typeof result === 'object' && result !== null && checkedOutputs.has(result)) {
        data = checkedOutputs.get(result);
      } else {
        data = (schemas.output as z.ZodType).parse(result);
        if (typeof result === 'object' && result !== null) checkedOutputs.set(result, data);
      }
      return reply.send(envelope(SUCCESS_CODE, 'ok', data));
    },
  };
  app.route(routeOptions);
}

async function checkAccess(
  access: Access,
  request: FastifyRequest,
  ctx: AppContext,
): Promise<AuthSession | null> {
  if (access === 'public') return null;
  if (access === 'development') {
    if (ctx.config.mode !== 'development') throw new NotFoundError();
    return null;
  }
  const token = request.headers.token;
  const session = await refuseDemoSessionInProduction(
    ctx.config,
    ctx.db,
    await ctx.sessions.authenticate(Array.isArray(token) ? token[0] : token),
  );
  if (!sessionMayCall(access, session)) throw new ForbiddenError();
  return session;
}
