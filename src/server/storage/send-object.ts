/**
 * A stored object as an HTTP answer (docs/decisions/086), the same from the disk or the bucket:
 * Content-Type, Content-Length, ETag and Last-Modified, 304 for a matching If-None-Match, one
 * Range as 206 (416 past the end, its Content-Range giving the size; a malformed Range, or several
 * ranges, get the whole file), HEAD without the body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pt } from '#shared/messages/pt.ts';
import { readRangeHeader } from './byte-range.ts';
import type { ByteRange, ObjectStorage } from './object-storage.ts';

/** If-None-Match holds the validator (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function matchesAny(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends the object and answers true, or answers false when there is no such object (the caller
 * says 404 its way). The handler then returns `reply`: never the reply from an async function, as
 * a reply is thenable and awaiting it waits for the answer to be sent.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  key: string,
  headers: { cacheControl: string; contentDisposition?: string },
): Promise<boolean> {
  const info = await storage.head(key);
  if (!info) return false;

  let range: ByteRange | undefined;
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (rangeHeader && (!ifRange || ifRange === info.etag)) {
    const asked = readRangeHeader(rangeHeader, info.size);
    if (asked.kind === 'unsatisfiable') {
      reply
        .code(416)
        .header('content-range', `bytes */${info.size}`)
        .type('application/json; charset=utf-8')
        .send({ success: false, code: 'RANGE_NOT_SATISFIABLE', message: pt.apiErrors.RANGE_NOT_SATISFIABLE });
      return true;
    }
    // Several ranges get the whole object too (RFC 9110 allows it).
    if (asked.kind === 'ranges' && asked.ranges.length === 1) range = asked.ranges[0];
  }

  reply
    .header('etag', info.etag)
    .header('last-modified', info.lastModified.toUTCString())
    .header('cache-control', headers.cacheControl)
    .header('accept-ranges', 'bytes');
  if (headers.contentDisposition) reply.header('content-disposition', headers.contentDisposition);
  if (matchesAny(request.headers['if-none-match'], info.etag)) {
    reply.code(304).send();
    return true;
  }

  reply.type(info.contentType);
  if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
  reply.header('content-length', range ? range.end - range.start + 1 : info.size);
  if (request.method === 'HEAD') {
    reply.send();
    return true;
  }

  const object = await storage.get(key, range);
  if (!object) return false;
  reply.send(object.body);
  return true;
}
