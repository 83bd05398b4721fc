/**
 * A request body as the server reads it, for client tests that stub `fetch`: the reader's changes
 * go gzip-compressed (src/client/features/reader/api/reader-marks-api.ts), so those are decompressed
 * first.
 */
export async function requestJson(init: RequestInit): Promise<unknown> {
  if (!init.body) return undefined;
  const gzip = new Headers(init.headers).get('content-encoding') === 'gzip';
  const text = gzip
    ? await new Response(
        new Blob([init.body as ArrayBuffer]).stream().pipeThrough(new DecompressionStream('gzip')),
      ).text()
    : String(init.body);
  return JSON.parse(text);
}
