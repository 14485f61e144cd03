import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { handleApiNotFound } from './errors';

export interface StaticSite {
  root: string;
}

/** The folder if it holds a built site (an index.html), else undefined. */
export function findStaticSite(folder: string): StaticSite | undefined {
  const root = resolve(folder);
  return existsSync(join(root, 'index.html')) ? { root } : undefined;
}

/**
 * The built site is public: any origin may read it. The portal fetches the app's index.html and imports its
 * module scripts across origins, and a page opened at 127.0.0.1 loads assets the build addressed by localhost.
 */
function setPublicHeaders(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
}

function setStaticHeaders(reply: FastifyReply, path: string) {
  setPublicHeaders(reply);
  // Vite puts content-hashed files under assets/; everything else may change between builds.
  reply.header(
    'cache-control',
    /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

function sendIndex(reply: FastifyReply) {
  setPublicHeaders(reply);
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

/**
 * Serves a built single-page app with history fallback: any GET that is not a file (and not under
 * `apiPrefix`) answers index.html so client-side routes survive a reload.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  site: StaticSite,
  apiPrefix?: string,
): Promise<void> {
  await app.register(fastifyStatic, { root: site.root, setHeaders: setStaticHeaders, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      apiPrefix !== undefined && (request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD'))
      return handleApiNotFound(request, reply);
    return sendIndex(reply);
  });
}

/** A bare static server for the portal-demo build on its own port. */
export async function buildStaticServer(site: StaticSite, logger: FastifyServerOptions['logger'] = false) {
  const app = Fastify({ logger, return503OnClosing: true });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await registerStaticSite(app, site);
  return app;
}
