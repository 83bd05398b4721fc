import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

/** SPEC §7's product calls; all public. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.products,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of the catalogue: search (case and accents ignored), category, sort.',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const json = await listProductsJson(app.db, request.query);
      // Already checked against the response schema and serialised: Fastify sends the bytes as they are.
      return reply.type('application/json; charset=utf-8').send(json as unknown as ProductListResponse);
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
