import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferredEncoding } from '#server/http/content-encoding.ts';
import { apiPaths } from '#shared/paths.ts';
import {
  type ProductListResponse,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productsResponseSchema,
} from '#shared/schemas/catalogue.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { getProduct, listHighlightedProducts, listProductsJson } from './product.service.ts';
import { type CachedAnswer, cachedProductListByUrl, compressedAnswer } from './product-list-cache.ts';

/** SPEC §7's product calls; all public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Sends a cached answer as it is, compressed once per answer when the client accepts it. */
  const sendProductList = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(answer.body);
    return reply.header('content-encoding', encoding).send(compressedAnswer(answer, encoding));
  };

  app.get(
    apiPaths.products,
    {
      // The route compresses its cached answers itself, once each: @fastify/compress's onSend hook
      // would only look at every answer and pass it on (docs/architecture/performance.md).
      compress: false,
      // A URL answered before is answered from the cache before its query is parsed again.
      onRequest: (request, reply, done) => {
        const cached = cachedProductListByUrl(app.db, request.url);
        if (cached) {
          sendProductList(request, reply, cached);
          return;
        }
        done();
      },
      schema: {
        tags: ['catalogue'],
        summary: 'A page of the catalogue: search (case and accents ignored), category, sort.',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await listProductsJson(app.db, request.query, request.url);
      // Already checked against the response schema and serialised: Fastify sends the bytes as they are.
      return sendProductList(request, reply, answer) as unknown as ProductListResponse;
    },
  );

  // SPEC §7 names two addresses for the same list: both answer it.
  for (const url of [apiPaths.highlightedProducts, apiPaths.highlightedProductsAlias]) {
    app.get(
      url,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Highlighted products, in their order (the home page).',
          response: { 200: productsResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await listHighlightedProducts(app.db) }),
    );
  }

  app.get(
    apiPaths.product,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product, by id (or slug).',
        params: productIdParamsSchema,
        response: { 200: productResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getProduct(app.db, request.params.id) }),
  );
};
