import { createHash } from 'node:crypto';
import type { ContentEncoding } from '#server/http/content-encoding.ts';

/** An HTML page as the server sends it: its text, its validator and its compressed copies. */
export interface HtmlPage {
  html: string;
  etag: string;
  /**
   * The page compressed once, not per request: at build time (scripts/compress-build.ts), or a
   * screen's shell on its first request (route-shells.ts). Brotli at its highest quality fits a
   * public page into a phone's first round trip, where the per-request pass did not.
   */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

export function htmlPage(html: string, encoded: HtmlPage['encoded'] = {}): HtmlPage {
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, encoded };
}
