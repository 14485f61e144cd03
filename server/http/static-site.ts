import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { BadRequestError, handleApiNotFound, handleError, handleFrameworkError } from './errors';
import { serverTimeoutOptions, type ServerTimeouts } from './server-timeouts';

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

/** Which page a Content-Security-Policy is for: the app on its own, or the portal that hosts it. */
export type PageKind = 'app' | 'portal';

export interface PagePolicyOptions {
  /** Origins the page loads code and data from besides its own (the app's, for the portal). */
  remoteOrigins?: string[];
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const ABSOLUTE_URL = /\bhttps?:\/\/[^\s"'`()<>]+/g;

/** The origins a built page names (Vite writes absolute asset URLs when the app is built for embedding). */
function originsIn(html: string): string[] {
  const origins = new Set<string>();
  for (const [url] of html.matchAll(ABSOLUTE_URL)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL after all
    }
  }
  return [...origins];
}

/** `'sha256-…'` of every inline script (vite-plugin-qiankun writes two), so only those run inline. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The strictest policy each page works with, from the built page itself:
 * - app: scripts only from its own origin(s) and its inline scripts by hash; styles from files (React and
 *   antd-mobile set styles through the DOM, which CSP does not restrict); the camera stream for the scanner.
 * - portal: qiankun fetches the app's HTML, JS and CSS (connect-src), evaluates its scripts in a sandbox
 *   ('unsafe-eval') and inlines its stylesheets as <style> elements ('unsafe-inline' styles); the app's module
 *   scripts are imported from the app origin (script-src).
 */
export function contentSecurityPolicy(kind: PageKind, html: string, options: PagePolicyOptions = {}): string {
  const remote = [...new Set([...originsIn(html), ...(options.remoteOrigins ?? [])])];
  const list = (...sources: string[]) => [...sources, ...remote].join(' ');
  const directives =
    kind === 'app'
      ? [
          `default-src 'self'`,
          `script-src ${list(`'self'`, ...inlineScriptHashes(html))}`,
          `style-src ${list(`'self'`)}`,
          `img-src ${list(`'self'`, 'data:', 'blob:')}`,
          `font-src ${list(`'self'`, 'data:')}`,
          `connect-src ${list(`'self'`)}`,
          `media-src 'self' blob: mediastream:`,
          `worker-src 'self' blob:`,
        ]
      : [
          `default-src 'self'`,
          `script-src ${list(`'self'`, `'unsafe-eval'`, ...inlineScriptHashes(html))}`,
          `style-src ${list(`'self'`, `'unsafe-inline'`)}`,
          `img-src ${list(`'self'`, 'data:', 'blob:')}`,
          `font-src ${list(`'self'`, 'data:')}`,
          `connect-src ${list(`'self'`)}`,
          `media-src 'self' blob: mediastream:`,
          `worker-src 'self' blob:`,
        ];
  return [
    ...directives,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

type PageEncoding = 'br' | 'gzip';

interface Page {
  mtimeMs: number;
  html: string;
  policy: string;
  /** The page compressed once per build, as the build's own files are (vite.config.ts `precompress`). */
  encoded: Record<PageEncoding, Buffer>;
}

/** index.html with its policy, read again only when the file changes (a rebuild while the server runs). */
function pageReader(site: StaticSite, kind: PageKind, options: PagePolicyOptions) {
  const file = join(site.root, 'index.html');
  let cached: Page | undefined;
  return (): Page => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      cached = {
        mtimeMs,
        html,
        policy: contentSecurityPolicy(kind, html, options),
        encoded: {
          br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
        },
      };
    }
    return cached;
  };
}

/** The encoding to answer with: brotli, else gzip, when the request accepts it (q > 0), else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: PageEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : undefined;
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path that names no file of the site in a normal form: dot segments, empty segments, backslashes, control
 * characters or an encoded slash. Such a request is refused, never resolved against the file system.
 */
export function isAbnormalPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  if (/%2f|%5c/i.test(path) || decoded.includes('\\') || hasControlCharacter(decoded)) return true;
  if (decoded.includes('//')) return true;
  return decoded.split('/').some((segment) => segment === '.' || segment === '..');
}

export interface StaticSiteOptions extends PagePolicyOptions {
  apiPrefix?: string;
  kind?: PageKind;
}

/**
 * Serves a built single-page app with history fallback: any GET that is not a file (and not under
 * `apiPrefix`) answers index.html so client-side routes survive a reload. index.html carries its
 * Content-Security-Policy; a path that is not in normal form answers our 400 envelope.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  site: StaticSite,
  apiPrefixOrOptions?: string | StaticSiteOptions,
): Promise<void> {
  const options: StaticSiteOptions =
    typeof apiPrefixOrOptions === 'string' ? { apiPrefix: apiPrefixOrOptions } : (apiPrefixOrOptions ?? {});
  const { apiPrefix } = options;
  const readPage = pageReader(site, options.kind ?? 'app', options);
  const isApi = (url: string) =>
    apiPrefix !== undefined &&
    (url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`));

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const page = readPage();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    setPublicHeaders(reply);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', page.policy)
      .type('text/html; charset=utf-8');
    return encoding
      ? reply.header('content-encoding', encoding).send(page.encoded[encoding])
      : reply.send(page.html);
  };

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (isApi(request.url)) return;
    if (isAbnormalPath(request.url)) throw new BadRequestError('badUrl');
  });
  await app.register(fastifyStatic, {
    root: site.root,
    setHeaders: setStaticHeaders,
    // index.html is answered by sendIndex, with its policy.
    index: false,
    wildcard: true,
    serveDotFiles: false,
    // The build writes `.br` and `.gz` beside each asset (vite.config.ts `precompress`); the request's
    // Accept-Encoding picks one, with `Vary: Accept-Encoding`, and the plain file remains for everyone else.
    preCompressed: true,
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD'))
      return handleApiNotFound(request, reply);
    return sendIndex(request, reply);
  });
}

/**
 * A bare static server for the portal-demo build on its own port. `appOrigins`: where the app it hosts lives
 * (its page policy lets the portal fetch and run the app's HTML, JS and CSS from there).
 */
/** The configuration's defaults (REQUEST_TIMEOUT_SECONDS and the rest), for a static server built without one. */
const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
};

export async function buildStaticServer(
  site: StaticSite,
  logger: FastifyServerOptions['logger'] = false,
  appOrigins: string[] = [],
  timeouts: ServerTimeouts = DEFAULT_TIMEOUTS,
) {
  const app = Fastify({
    logger,
    return503OnClosing: true,
    frameworkErrors: handleFrameworkError,
    ...serverTimeoutOptions(timeouts),
  });
  app.setErrorHandler(handleError);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await registerStaticSite(app, site, { kind: 'portal', remoteOrigins: appOrigins });
  return app;
}
