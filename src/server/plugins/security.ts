import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HtmlPage } from './html-page.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Content-Security-Policy of one of the app's HTML pages (the static-site plugin sends it). */
    pageContentSecurityPolicy: (page: HtmlPage) => string;
  }
}

export interface SecurityPluginOptions {
  /** Extra origins the browser may call (sign-in providers). */
  connectSources?: string[];
}

/**
 * The policy a page satisfies: scripts from this origin or with the hash of one of its own inline
 * scripts, never 'unsafe-inline'. Style attributes (progress widths, toast positions) need inline
 * styles; inline styles cannot run code.
 */
export function pageContentSecurityPolicy(
  scriptHashes: readonly string[],
  { connectSources = [] }: SecurityPluginOptions = {},
) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...connectSources],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
} as const;

/** Headers Fastify itself writes, which the probe below answers with too. */
const FASTIFY_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * @fastify/helmet builds helmet's middleware again on every request: about a third of the time of a
 * small API answer (measured for docs/benchmarks.md). The headers never change, so a throwaway
 * instance with the same options answers once and every answer then gets that list.
 */
async function securityHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers = Object.entries(response.headers)
    .filter(([name]) => !FASTIFY_OWN_HEADERS.has(name))
    .map(([name, value]) => [name, String(value)]);
  return Object.fromEntries([
    ...headers,
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ]);
}

/**
 * What an API answer needs, after OWASP's REST Security Cheat Sheet ("Security Headers"): a
 * browser must not sniff it, frame it (CSP `frame-ancestors` and X-Frame-Options: DENY), load it
 * from another site, or reach the API over plain HTTP again; nothing in it loads anything
 * (`default-src 'none'`), and a JSON answer starts no navigation, so it sends no referrer. The rest
 * of helmet's set (opener and agent-cluster isolation, permissions, download and DNS-prefetch
 * switches) acts on documents only; sent with every API answer, it cost Node's header handling
 * seven more headers per answer (docs/architecture/security.md). `Cache-Control` stays each route's own.
 */
function apiHeadersOf(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'content-security-policy',
    'strict-transport-security',
    'x-content-type-options',
    'cross-origin-resource-policy',
  ].map((name) => [name, documentHeaders[name] ?? '']);
  return { ...Object.fromEntries(kept), 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' };
}

/** The API's own addresses; the API's documentation (/api/docs) is a page like the others. */
export function isApiAddress(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Strict security headers on every answer. API answers carry the set above; everything else (HTML
 * pages, assets, the service worker) carries helmet's full set. Non-HTML answers carry a short
 * policy that allows nothing; an HTML page carries its own, with the hashes of its own inline
 * scripts only: a static page, which has none, allows no inline script at all, and no page sends a
 * dozen hashes it does not need to a phone on a weak connection.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityPluginOptions = {}) => {
  const documentHeaders = await securityHeaders();
  const apiHeaders = apiHeadersOf(documentHeaders);
  // One synchronous hook for every answer's fixed headers and its request id (logs ↔ answers).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAddress(request.url) ? apiHeaders : documentHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
  app.decorate('pageContentSecurityPolicy', (page: HtmlPage) =>
    pageContentSecurityPolicy(page.scriptHashes, options),
  );
});
