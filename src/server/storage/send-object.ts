/**
 * A stored object as an HTTP answer (docs/decisions/086), the same from the disk or the bucket:
 * Content-Type, Content-Length, ETag and Last-Modified, 304 for a matching If-None-Match, one
 * Range as 206 (416 past the end, its Content-Range giving the size), HEAD without the body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { pt } from '#shared/messages/pt.ts';
import type { ByteRange, ObjectStorage } from './object-storage.ts';

/** If-None-Match holds the validator (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Sends the object, or answers null when there is no such object (the caller says 404 its way). */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  key: string,
  headers: { cacheControl: string; contentDisposition?: string },
): Promise<FastifyReply | null> {
  const info = await storage.head(key);
  if (!info) return null;

  let range: ByteRange | undefined;
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (rangeHeader && (!ifRange || ifRange === info.etag)) {
    const ranges = parseRange(info.size, rangeHeader, { combine: true });
    if (ranges === -1) {
      return reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .type('application/json; charset=utf-8')
        .send({ success: false, code: 'RANGE_NOT_SATISFIABLE', message: pt.apiErrors.RANGE_NOT_SATISFIABLE });
    }
    // A malformed header, or several ranges, gets the whole object (RFC 9110 allows it).
    if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) range = ranges[0];
  }

  reply
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', headers.cacheControl)
    .header('accept-ranges', 'bytes');
  if (headers.contentDisposition) reply.header('content-disposition', headers.contentDisposition);
  if (matchesAny(request.headers['if-none-match'], info.etag)) return reply.code(304).send();

  reply.type(info.contentType);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : info.size);
  if (request.method === 'HEAD') return reply.send();

  const object = await storage.get(key, range);
  if (!object) return null;
  return reply.send(object.body);
}
