import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Bodies smaller than this go as they are: a few hundred bytes gain less than the header and the CPU cost. */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/** What the API answers that compresses well: the JSON envelope and the carousel's SVG media. */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|image\/svg\+xml|text\/)/;

/**
 * Compressed API answers (brotli or gzip, by the request's Accept-Encoding) above a size threshold. Register it in
 * the API's own scope: the built site's files are compressed at build time and served as such (static-site.ts).
 * Photos (JPEG/PNG bytes) and anything already encoded pass through untouched. Every answer of a compressible
 * type says `Vary: Accept-Encoding`, also below the threshold, so a shared cache never mixes the two forms.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    global: true,
    threshold: API_COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
  });
  api.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const vary = reply.getHeader('vary');
    if (!COMPRESSIBLE.test(type) || /accept-encoding|\*/i.test(String(vary ?? ''))) return payload;
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    return payload;
  });
}
