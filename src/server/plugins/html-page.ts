import { createHash } from 'node:crypto';
import type { ContentEncoding } from '#server/http/content-encoding.ts';

/**
 * An HTML page as the server sends it: its text, its validator, the hashes of its inline scripts
 * and its compressed copies.
 */
export interface HtmlPage {
  html: string;
  etag: string;
  /**
   * CSP sources ('sha256-…') for the page's own inline scripts: its policy allows those and no
   * other (docs/architecture/security.md).
   */
  scriptHashes: string[];
  /**
   * The page compressed once, not per request: at build time (scripts/compress-build.ts), or a
   * screen's shell on its first request (route-shells.ts). Brotli at its highest quality fits a
   * public page into a phone's first round trip, where the per-request pass did not.
   */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

const inlineScriptPattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** A `type` a browser runs; any other makes the element a data block (JSON-LD), never run nor checked. */
const RUNNABLE_SCRIPT_TYPE = /^\s*(?:|module|importmap|(?:text|application)\/javascript)\s*$/i;

/** The CSP sources of the scripts a browser would run inline in `html`, in page order. */
export function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)]
    .filter(([, attributes = '']) =>
      RUNNABLE_SCRIPT_TYPE.test(/\btype=["']?([^"'\s>]*)/.exec(attributes)?.[1] ?? ''),
    )
    .map(([, , body = '']) => body)
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

export function htmlPage(html: string, encoded: HtmlPage['encoded'] = {}): HtmlPage {
  return {
    html,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    scriptHashes: inlineScriptHashesOf(html),
    encoded,
  };
}
