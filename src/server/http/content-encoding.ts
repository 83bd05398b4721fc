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
