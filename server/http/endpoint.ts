/**
 * Registers one contract call: method, path and access come from `apiRoutes`, input and output schemas
 * from `apiSchemas`, so a route cannot drift from what the app was compiled against.
 * Order per request: access check (401/50005/403/404), input validation (400), handler, output check, envelope.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { apiRoutes, type Access, type ApiName } from '../../contract/api-routes';
import { apiSchemas } from '../../contract/api-schemas';
import { SUCCESS_CODE } from '../../contract/envelope';
import type { Locale } from '../../contract/locales';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { AuthSession, SessionStore } from './auth';
import { ForbiddenError, NotFoundError, ValidationError, envelope } from './errors';
import { localeOf } from './i18n';

export interface AppContext {
  config: AppConfig;
  db: Database;
  sessions: SessionStore;
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

const bodyMethods = new Set(['POST', 'FORM', 'PUT', 'DELETE']);

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
  // Cached read-mostly data comes back as the same object; validating it once is enough.
  const checkedOutputs = new WeakMap<object, unknown>();

  const routeOptions: RouteOptions = {
    method: route.method === 'FORM' || route.method === 'UPLOAD' ? 'POST' : route.method,
    url: route.path,
    config: options.rateLimitPerMinute
      ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
      : {},
    handler: async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      const session = await checkAccess(route.access, request, ctx);

      // An UPLOAD's multipart body is read by its handler; its input schema covers the query string.
      const raw = takesBody ? (request.body ?? {}) : (request.query ?? {});
      const parsed = await schemas.input.safeParseAsync(raw, { reportInput: true });
      if (!parsed.success) throw new ValidationError(parsed.error.issues);

      const result = await handler({
        input: parsed.data as EndpointRequest<K>['input'],
        session: session as SessionFor<K>,
        locale,
        request,
      });

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
  const token = request.headers.token;
  const tokenText = Array.isArray(token) ? token[0] : token;
  switch (access) {
    case 'public':
      return null;
    case 'development':
      if (ctx.config.mode !== 'development') throw new NotFoundError();
      return null;
    case 'session':
      return ctx.sessions.authenticate(tokenText);
    case 'enterprise':
    case 'officer': {
      const session = await ctx.sessions.authenticate(tokenText);
      if (session.user.role !== access) throw new ForbiddenError();
      return session;
    }
  }
}
