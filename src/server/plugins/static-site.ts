import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preferredEncoding } from '#server/http/content-encoding.ts';
import { pt } from '#shared/messages/pt.ts';
import { matchesRoutePattern, publicPaths, VOYAGE_INFO_ROUTE_ID } from '#shared/paths.ts';
import type { ClientBuild } from './client-build.ts';
import { type HtmlPage, htmlPage } from './html-page.ts';
import { ROUTE_MODULES_FILE } from './route-shells.ts';

const ONE_YEAR_SECONDS = 31_536_000;
/** `<name>.<10 hex digits of its SHA-256>.<extension>`, as scripts/generate-narration.ts names files. */
const CONTENT_HASH_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** The service worker of the installable app (docs/architecture/pwa.md). */
const SERVICE_WORKER_PATH = 'sw.js';
/** It fetches pages, API answers and media of this origin only. */
const SERVICE_WORKER_CSP = "default-src 'self'; object-src 'none'; base-uri 'none'";

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding && page.encoded[encoding];
  // Each encoding is its own representation, with its own validator (RFC 9110 §8.8.3).
  const etag = encoded ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', request.server.pageContentSecurityPolicy(page))
    // HTML always revalidates, so a deploy reaches everyone; hashed assets never need to.
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (encoded) reply.header('content-encoding', encoding);
  return reply.send(request.method === 'HEAD' ? undefined : (encoded ?? page.html));
}

function safeDecode(pathname: string) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Tags for the `<head>` of the app shell at `pathname` (link previews for unfurlers, which run no
 * script), or undefined to send the shell as it is.
 */
export type PageHeadProvider = (pathname: string) => Promise<string | undefined>;

interface StaticSiteOptions {
  build?: ClientBuild;
  pageHead?: PageHeadProvider;
}

/** The shell with a page's own head: made per request, so compressed on the way out, not before. */
function withHead(page: HtmlPage, head: string): HtmlPage {
  return htmlPage(page.html.replace('</head>', `${head}</head>`));
}

/**
 * Serves the client build: hashed assets with immutable caching, prerendered HTML for public
 * routes, the app shell for routes rendered in the browser, and the 404 page with status 404.
 * API paths that match nothing answer the API's JSON error.
 */
export const staticSitePlugin = fp(async (app: FastifyInstance, { build, pageHead }: StaticSiteOptions) => {
  if (build) {
    const serviceWorkerFile = path.join(build.dir, SERVICE_WORKER_PATH);
    await app.register(fastifyStatic, {
      root: build.dir,
      // Scripts and styles are compressed at build time (scripts/compress-build.ts).
      preCompressed: true,
      index: false,
      redirect: false,
      wildcard: true,
      // HTML and directories ('/', '/sobre/') go through the handler below, so every page gets
      // the same headers and status rules; the route table is the server's own.
      allowedPath: (pathname) =>
        !pathname.endsWith('.html') && !pathname.endsWith('/') && pathname !== `/${ROUTE_MODULES_FILE}`,
      setHeaders: (res, filePath) => {
        // The service worker: always revalidated, and its own policy (its fetches are its CSP's).
        if (filePath === serviceWorkerFile) {
          res.header('cache-control', 'no-cache');
          res.header('content-security-policy', SERVICE_WORKER_CSP);
          return;
        }
        // Hashed names: the build's assets and the narration (scripts/generate-narration.ts). A
        // narration without a hash in its name may change under the same address: an hour only.
        const immutable =
          filePath.includes(`${build.dir}/assets/`) ||
          (filePath.includes(`${build.dir}/media/narration/`) && CONTENT_HASH_NAME.test(filePath));
        res.header(
          'cache-control',
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = safeDecode(request.url.split('?')[0] ?? '/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !build) {
      return reply
        .code(404)
        .send({ success: false, code: 'ROUTE_NOT_FOUND', message: pt.apiErrors.ROUTE_NOT_FOUND });
    }
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const prerendered = build.pages.get(normalized);
    if (prerendered) return sendHtml(request, reply, prerendered, 200);
    // SPEC: /viagem/:slug is the voyages page. A slug with no page of its own (a voyage highlighted
    // after the build, or none) gets /viagem's, whose island opens the slug's card (docs/architecture/frontend.md).
    const voyagesPage = build.pages.get(publicPaths.voyagesInfo);
    if (voyagesPage && build.screenAt(normalized) === VOYAGE_INFO_ROUTE_ID)
      return sendHtml(request, reply, voyagesPage, 200);
    if (matchesRoutePattern(normalized)) {
      const head = await pageHead?.(normalized);
      const shell = build.appShellAt(normalized);
      return sendHtml(request, reply, head ? withHead(shell, head) : shell, 200);
    }
    return sendHtml(request, reply, build.notFound, 404);
  });
});
