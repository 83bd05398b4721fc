import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pt } from '#shared/messages/pt.ts';
import { matchesRoutePattern } from '#shared/paths.ts';
import type { ClientBuild, HtmlPage } from './client-build.ts';

const ONE_YEAR_SECONDS = 31_536_000;

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', request.server.pageContentSecurityPolicy)
    // HTML always revalidates, so a deploy reaches everyone; hashed assets never need to.
    .header('cache-control', 'no-cache')
    .header('etag', page.etag);
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.send(request.method === 'HEAD' ? undefined : page.html);
}

function safeDecode(pathname: string) {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Serves the client build: hashed assets with immutable caching, prerendered HTML for public
 * routes, the app shell for routes rendered in the browser, and the 404 page with status 404.
 * API paths that match nothing answer the API's JSON error.
 */
export const staticSitePlugin = fp(async (app: FastifyInstance, { build }: { build?: ClientBuild }) => {
  if (build) {
    await app.register(fastifyStatic, {
      root: build.dir,
      index: false,
      redirect: false,
      wildcard: true,
      // HTML and directories ('/', '/sobre/') go through the handler below, so every page gets
      // the same headers and status rules.
      allowedPath: (pathname) => !pathname.endsWith('.html') && !pathname.endsWith('/'),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${build.dir}/assets/`);
        res.header(
          'cache-control',
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
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
    if (matchesRoutePattern(normalized)) return sendHtml(request, reply, build.appShell, 200);
    return sendHtml(request, reply, build.notFound, 404);
  });
});
