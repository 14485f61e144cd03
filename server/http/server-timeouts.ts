/**
 * The connection timeouts of every server this process runs (the API and app, the portal demo): a request that has
 * not fully arrived in time (a body trickling in, headers never finished) is answered 408 and closed, an idle
 * kept-alive connection is closed. Node checks these timeouts only every `connectionsCheckingInterval` (30 s by
 * default), which let a trickle run 10 s past a 60 s limit; it is checked every second here.
 */
import type { AppConfig } from '../config';

export type ServerTimeouts = Pick<AppConfig, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs'>;

/** Spread into `Fastify({...})`: the framework's own timeouts and the Node server's. */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    connectionTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeouts.headersTimeoutMs / 4)),
    },
  };
}
