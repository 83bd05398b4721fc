import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** The encodings the server sends bytes it compressed ahead of time in: brotli, then gzip. */
export type ContentEncoding = 'br' | 'gzip';

/** What the server can send, in its own order of preference for a tie in the client's q-values. */
const encodings = ['br', 'gzip', 'identity'];

/** negotiator 1's `encoding`, whose `preferred` option its published types predate. */
type EncodingNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};

/**
 * The encoding to answer with, from an Accept-Encoding header, negotiated by `negotiator`: the
 * client's q-values first (`q=0` refuses), then brotli, gzip, the plain bytes. Undefined means the
 * plain bytes.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': acceptEncoding },
  }) as unknown as EncodingNegotiator;
  const encoding = negotiator.encoding(encodings, { preferred: encodings });
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/**
 * Bytes compressed once for every request that will ask: brotli at its highest quality and gzip 9.
 * Too slow to run per request; worth it once, since the highest quality fits a public page into a
 * phone's first round trip (docs/architecture/frontend.md).
 */
export function compressedCopies(bytes: Buffer): Record<ContentEncoding, Buffer> {
  return {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
}
