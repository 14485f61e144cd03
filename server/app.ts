import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { SUCCESS_CODE } from '../contract/envelope';
import { registerCompositionRoutes } from './composition/composition-routes';
import type { DatabaseHandle } from './db/client';
import { SessionStore } from './http/auth';
import { registerApiCompression } from './http/compression';
import type { AppContext } from './http/endpoint';
import {
  envelope,
  handleApiNotFound,
  handleError,
  handleFrameworkError,
  ServiceUnavailableError,
} from './http/errors';
import { databaseRateLimitStore } from './http/login-throttle';
import { serverTimeoutOptions } from './http/server-timeouts';
import { registerStaticSite, type StaticSite } from './http/static-site';
import { registerAnalysisRoutes } from './modules/analysis';
import { registerAppointmentRoutes } from './modules/appointments';
import { registerComplaintRoutes } from './modules/complaints';
import { registerContentRoutes } from './modules/content';
import { registerDocumentRoutes } from './modules/documents';
import { registerEnterpriseRoutes } from './modules/enterprises';
import { registerInspectionApprovalRoutes } from './modules/inspection-approvals';
import { registerMessageRoutes } from './modules/messages';
import { registerNoticeRoutes } from './modules/notices';
import { registerOfficerRoutes } from './modules/officers';
import { registerPlanRoutes } from './modules/plans';
import { registerRegistrationRoutes } from './modules/registrations';
import { registerSessionRoutes } from './modules/session';
import { registerSettingRoutes } from './modules/settings';
import { registerShopRoutes } from './modules/shop';
import { registerSupervisionCodeRoutes } from './modules/supervision-codes';
import { registerSzyPlatformRoutes } from './modules/szy-platform';
import { registerVisitRoutes } from './modules/visits';
import { registerWarningRoutes, cacheWarningRules } from './modules/warnings';
import { PHOTO_MAX_BYTES } from '../contract/registrations/rules';

export const API_PREFIX = '/api';
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The built standalone app, served beside the API with history fallback. */
  site?: StaticSite;
  /** The clock of time rules; tests move it instead of sleeping. */
  now?: () => Date;
  /** With TEST_CLOCK only: moves `now` (main.ts builds the pair). */
  advanceClock?: (ms: number) => void;
}

export async function buildApp({
  config,
  database,
  logger = false,
  site,
  now = () => new Date(),
  advanceClock,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Behind a reverse proxy the client's address comes from X-Forwarded-For; rate limits count per real user.
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // A URL the router cannot decode (`/%c0%ae`) gets our envelope and headers too.
    frameworkErrors: handleFrameworkError,
    ...serverTimeoutOptions(config),
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    sessions: new SessionStore(database.db, config.sessionTtlHours, database.changes, {
      failuresPerAccount: config.loginFailuresPerAccount,
      windowMinutes: config.loginLockoutMinutes,
    }),
    changes: database.changes,
    now,
    advanceClock,
  };
  // Every registration's create reads the warning rules: each server keeps them until any process changes them.
  cacheWarningRules(database.db, database.changes);

  app.setErrorHandler(handleError);

  // Empty JSON bodies are common for calls with no payload (logout); treat them as `{}` instead of failing.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('malformed JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The portal on another origin loads this server's JS, CSS and images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every server process on it sees the same attempts.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`rate limited, retry in ${context.after}`) as Error & { statusCode: number };
      error.statusCode = 429;
      return error;
    },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
  });

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      // The allow-list guards the API only; the built app's static files are public (static-site.ts).
      await api.register(cors, {
        origin: config.allowedOrigins,
        methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowedHeaders: ['content-type', 'token', 'accept-language'],
        credentials: false,
        maxAge: 600,
      });
      api.setNotFoundHandler(handleApiNotFound);
      api.get('/health', async (request, reply) => {
        try {
          await database.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw new ServiceUnavailableError();
        }
        return reply.send(envelope(SUCCESS_CODE, 'ok', { status: 'ok', database: database.kind }));
      });
      await registerContentRoutes(api, ctx);
      registerShopRoutes(api, ctx);
      registerDocumentRoutes(api, ctx);
      registerAnalysisRoutes(api, ctx);
      registerSessionRoutes(api, ctx);
      registerEnterpriseRoutes(api, ctx);
      registerSupervisionCodeRoutes(api, ctx);
      registerOfficerRoutes(api, ctx);
      registerRegistrationRoutes(api, ctx);
      registerInspectionApprovalRoutes(api, ctx);
      registerWarningRoutes(api, ctx);
      registerVisitRoutes(api, ctx);
      registerPlanRoutes(api, ctx);
      registerNoticeRoutes(api, ctx);
      registerMessageRoutes(api, ctx);
      registerComplaintRoutes(api, ctx);
      registerSzyPlatformRoutes(api, ctx);
      registerAppointmentRoutes(api, ctx);
      registerSettingRoutes(api, ctx);
      registerCompositionRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );

  if (site) {
    await registerStaticSite(app, site, API_PREFIX);
  } else {
    app.setNotFoundHandler(handleApiNotFound);
  }
  return app;
}
