/**
 * Answers the server holds whole (a JSON body, a short text) are compressed in one synchronous call
 * (decision 150). @fastify/compress pipes every answer through a stream pipeline, even a 2 KB JSON,
 * and each brotli stream holds its own buffers until it is collected: measured on the real server,
 * a burst of 960 small API answers in brotli left 31 MB of buffers outside the heap, 16 MB this
 * way. A stream, a file or a body too long to compress without holding up other requests still
 * goes to @fastify/compress, registered after this hook; it leaves an encoded answer alone.
 */

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ContentEncoding, preferredEncoding } from './content-encoding.ts';

/** Below this, compression saves less than it costs (@fastify/compress's threshold too). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Above this, a synchronous call would hold the event loop for a millisecond or more. */
const COMPRESS_IN_ONE_CALL_MAX_BYTES = 64 * 1024;
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/;

/** Brotli at quality 4 and gzip at 6: as fast as @fastify/compress's defaults, for per-request work. */
function compressed(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const values = Array.isArray(vary) ? vary.join(',') : String(vary ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(values)) {
    reply.header('vary', values ? `${values}, accept-encoding` : 'accept-encoding');
  }
}

export function compressAnswersInOneCall(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < COMPRESS_THRESHOLD_BYTES || body.length > COMPRESS_IN_ONE_CALL_MAX_BYTES) {
      return done(null, payload);
    }
    varyOnEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, body);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, compressed(body, encoding));
  });
}
