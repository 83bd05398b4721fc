/**
 * Refunds (docs/decisions/100): the traveller's 7-day withdrawal, and the staff's list of a
 * traveller's orders and refund of one (under /api/v1/admin/, so the admin guard covers them).
 */

import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/errors.ts';
import { currentUser } from '#server/http/current-user.ts';
import type { RateLimitHook } from '#server/http/rate-limit.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { pt } from '#shared/messages/pt.ts';
import { appApiPaths } from '#shared/paths.ts';
import { adminIdParamsSchema } from '#shared/schemas/admin.ts';
import {
  adminOrderSchema,
  coinOrderSchema,
  orderIdParamsSchema,
  refundRequestSchema,
} from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import { findOrder } from './coin-order.repository.ts';
import { getOrderForUser, toCoinOrder } from './passagens.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { listOrdersForStaff, requestOrderRefund } from './refunds.service.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const signedIn = [{ bearerAuth: [] }];
const notFound = (message: string) => () => new AppError('NOT_FOUND', { message });

export function registerRefundRoutes(
  app: ZodApp,
  {
    provider,
    settleSandboxRefund,
    withdrawalLimits,
  }: {
    provider: PaymentProvider | null;
    /** Per address, then per traveller (checked once the traveller is known). */
    withdrawalLimits: [perAddress: RateLimitHook, perTraveller: RateLimitHook];
    /** Confirms a refund at once when the sandbox is the provider (a no-op otherwise). */
    settleSandboxRefund: (order: { id: string; price: number }, log: FastifyBaseLogger) => Promise<void>;
  },
) {
  app.post(
    appApiPaths.orderWithdrawal,
    {
      schema: {
        tags: ['passagens'],
        summary:
          'The 7-day right of withdrawal (CDC art. 49): refunds a purchase whose passagens are all unspent; 409 with the reason otherwise.',
        security: signedIn,
        params: orderIdParamsSchema,
        response: {
          200: dataResponseSchema(coinOrderSchema),
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      schemaErrorFormatter: notFound(pt.coinsUi.orderNotFound),
      onRequest: [withdrawalLimits[0], app.authenticate, withdrawalLimits[1]],
    },
    async (request) => {
      const userId = currentUser(request).id;
      const order = await requestOrderRefund(app.db, provider, {
        orderId: request.params.id,
        kind: 'withdrawal',
        actorId: userId,
        reason: 'withdrawal',
        now: new Date(),
      });
      request.log.info({ orderId: order.id }, 'withdrawal requested');
      await settleSandboxRefund(order, request.log);
      return { success: true as const, data: await getOrderForUser(app.db, order.id, userId) };
    },
  );

  app.get(
    appApiPaths.adminTravellerOrders,
    {
      schema: {
        tags: ['admin'],
        security: signedIn,
        summary:
          "A traveller's paid orders with what was spent since each and what a refund would take back.",
        params: adminIdParamsSchema,
        response: {
          200: dataResponseSchema(adminOrderSchema.array()),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listOrdersForStaff(app.db, Number(request.params.id)),
    }),
  );

  app.post(
    appApiPaths.adminOrderRefund,
    {
      schema: {
        tags: ['admin'],
        security: signedIn,
        summary:
          'Refunds an order through its provider (a reason is required; audit-logged). The unspent passagens are taken back when the provider confirms.',
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: {
          200: dataResponseSchema(coinOrderSchema),
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      schemaErrorFormatter: validationFailure(refundRequestSchema, { message: 'first-field-error' }),
    },
    async (request) => {
      const order = await requestOrderRefund(app.db, provider, {
        orderId: request.params.id,
        kind: 'staff',
        actorId: currentUser(request).id,
        reason: request.body.reason,
        now: new Date(),
      });
      request.log.info({ orderId: order.id }, 'refund requested by staff');
      await settleSandboxRefund(order, request.log);
      const current = await findOrder(app.db, order.id);
      return { success: true as const, data: toCoinOrder(current ?? order) };
    },
  );
}
