/** The catalogue in the staff's console: products and coin packages (docs/architecture/admin.md). */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '#server/http/current-user.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  adminIdParamsSchema,
  adminPackageListSchema,
  adminPackagePayloadSchema,
  adminPackageResponseSchema,
  adminProductPayloadSchema,
} from '#shared/schemas/admin.ts';
import { productResponseSchema } from '#shared/schemas/catalogue.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { createPackage, listAllPackages, updatePackage } from './admin-packages.service.ts';
import { createProduct, editProduct, removeProduct } from './admin-products.service.ts';
import { guarded, security, tags } from './admin-route-docs.ts';

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    appApiPaths.adminProducts,
    {
      schema: {
        tags,
        security,
        summary: 'Adds a product to the catalogue (prices in centavos).',
        body: adminProductPayloadSchema,
        response: { 201: productResponseSchema, 422: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: validationFailure(adminProductPayloadSchema, { message: 'first-field-error' }),
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await createProduct(app.db, currentUser(request).id, request.body),
      }),
  );

  app.put(
    appApiPaths.adminProduct,
    {
      schema: {
        tags,
        security,
        summary: 'Changes a product: texts, price, discount, stock, highlight, image, link.',
        params: adminIdParamsSchema,
        body: adminProductPayloadSchema,
        response: { 200: productResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: validationFailure(adminProductPayloadSchema, { message: 'first-field-error' }),
    },
    async (request) => ({
      success: true as const,
      data: await editProduct(app.db, currentUser(request).id, Number(request.params.id), request.body),
    }),
  );

  app.delete(
    appApiPaths.adminProduct,
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a product from the catalogue.',
        params: adminIdParamsSchema,
        response: { 204: z.null(), 404: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await removeProduct(app.db, currentUser(request).id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    appApiPaths.adminPackages,
    {
      schema: {
        tags,
        security,
        summary: 'Every coin package, retired ones too.',
        response: { 200: adminPackageListSchema, ...guarded },
      },
    },
    async () => ({ success: true as const, data: await listAllPackages(app.db) }),
  );

  app.post(
    appApiPaths.adminPackages,
    {
      schema: {
        tags,
        security,
        summary: 'Creates a coin package (prices in centavos).',
        body: adminPackagePayloadSchema,
        response: { 201: adminPackageResponseSchema, 422: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: validationFailure(adminPackagePayloadSchema, { message: 'first-field-error' }),
    },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await createPackage(app.db, currentUser(request).id, request.body),
      }),
  );

  app.put(
    appApiPaths.adminPackage,
    {
      schema: {
        tags,
        security,
        summary:
          'Changes a coin package; is_active false retires it from the store (old orders keep working).',
        params: adminIdParamsSchema,
        body: adminPackagePayloadSchema,
        response: { 200: adminPackageResponseSchema, 404: apiErrorSchema, 422: apiErrorSchema, ...guarded },
      },
      schemaErrorFormatter: validationFailure(adminPackagePayloadSchema, { message: 'first-field-error' }),
    },
    async (request) => ({
      success: true as const,
      data: await updatePackage(app.db, currentUser(request).id, Number(request.params.id), request.body),
    }),
  );
};
