import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the server sends bytes it compressed ahead of time in: brotli, then gzip. */
export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli, then gzip, honouring `q=0`.
 * Undefined means the plain bytes.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * Bytes compressed once for every request that will ask: brotli at its highest quality and gzip 9.
 * Too slow to run per request; worth it once, since the highest quality fits a public page into a
 * phone's first round trip (decision 144).
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
