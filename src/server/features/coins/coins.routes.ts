/**
 * Passagens: packages (SPEC §7), checkout, history, orders, the payment webhook, refunds and the
 * 7-day withdrawal, and the sandbox provider's buttons (docs/architecture/coins.md, docs/decisions/100).
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from '#server/env.ts';
import { AppError } from '#server/errors.ts';
import { currentUser } from '#server/http/current-user.ts';
import { byAddress, byUser, limiter } from '#server/http/rate-limit.ts';
import { validationFailure } from '#server/http/validation-failure.ts';
import { COIN_HISTORY_DEFAULT_LIMIT } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { apiPaths, appApiPaths } from '#shared/paths.ts';
import {
  checkoutRequestSchema,
  checkoutSchema,
  coinHistoryQuerySchema,
  coinHistorySchema,
  coinOrderSchema,
  coinPackageSchema,
  myOrdersSchema,
  orderIdParamsSchema,
  packageIdParamsSchema,
  paymentsConfigSchema,
  paymentWebhookResultSchema,
  sandboxDecisionSchema,
} from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { apiErrorSchema } from '#shared/schemas/errors.ts';
import {
  applyPaymentEvent,
  getOrderForUser,
  listOrderContracts,
  listPackages,
  loadCoinHistory,
  sendPurchaseReceipt,
  startCheckout,
  storeReturnPath,
} from './passagens.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentProvider } from './payment-providers.ts';
import { registerRefundRoutes } from './refunds.routes.ts';
import type { SandboxPaymentProvider } from './sandbox-payment-provider.ts';
import { PAYMENT_SIGNATURE_HEADER, STRIPE_SIGNATURE_HEADER } from './webhook-signature.ts';

export interface CoinsRoutesOptions {
  env: Env;
  /** Replaces the provider PAYMENT_PROVIDER names (tests); null: no provider. */
  paymentProvider?: PaymentProvider | null;
}

const signedIn = [{ bearerAuth: [] }];
const WEBHOOK_BODY_LIMIT = 64 * 1024;

function isSandbox(provider: PaymentProvider | null): provider is SandboxPaymentProvider {
  return provider?.name === 'sandbox' && 'buildDelivery' in provider;
}

const notFound = (message: string) => () => new AppError('NOT_FOUND', { message });
const checkoutBodyFailure = validationFailure(checkoutRequestSchema, { message: 'first-field-error' });

/**
 * The signed-in money routes count per traveller, so travellers behind one address (a boat's shared
 * connection) never block each other; a wider budget per address still shields the server and the
 * payment provider from one source (docs/architecture/coins.md, Limits).
 */
function moneyRateLimits(app: Parameters<typeof limiter>[0]) {
  return {
    checkoutPerAddress: limiter(app, { name: 'checkout', max: 120, windowMinutes: 1, key: byAddress }),
    checkoutPerTraveller: limiter(app, {
      name: 'checkout-traveller',
      max: 20,
      windowMinutes: 1,
      key: byUser,
    }),
    withdrawalPerAddress: limiter(app, { name: 'withdrawal', max: 60, windowMinutes: 1, key: byAddress }),
    withdrawalPerTraveller: limiter(app, {
      name: 'withdrawal-traveller',
      max: 10,
      windowMinutes: 1,
      key: byUser,
    }),
  };
}

export const coinsRoutes: FastifyPluginAsyncZod<CoinsRoutesOptions> = async (
  app,
  { env, paymentProvider },
) => {
  const provider = paymentProvider === undefined ? await createPaymentProvider(env) : paymentProvider;
  if (provider?.name === 'sandbox' && env.NODE_ENV === 'production') {
    app.log.warn('PAYMENT_PROVIDER=sandbox: purchases are approved by the buyer, no money is taken');
  }
  if (!provider) app.log.warn('PAYMENT_PROVIDER is not set: buying passagens is disabled');
  const limits = moneyRateLimits(app);

  /** The sandbox confirms a refund at once, with a signed delivery to the webhook. */
  async function settleSandboxRefund(order: { id: string; price: number }, log: FastifyBaseLogger) {
    if (!isSandbox(provider)) return;
    const delivery = provider.buildDelivery(order, 'payment.refunded', new Date());
    const response = await app.inject({
      method: 'POST',
      url: appApiPaths.paymentWebhook,
      headers: delivery.headers,
      payload: delivery.rawBody,
    });
    if (response.statusCode !== 200) {
      log.error({ status: response.statusCode, body: response.body }, 'sandbox refund webhook refused');
      throw new AppError('INTERNAL');
    }
  }

  app.get(
    appApiPaths.paymentsConfig,
    {
      schema: {
        tags: ['passagens'],
        summary: 'Who takes payments: a real provider, the simulated sandbox, or nobody (buying disabled).',
        response: { 200: dataResponseSchema(paymentsConfigSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: {
        provider: provider ? (provider.name as 'sandbox' | 'stripe') : null,
        simulated: isSandbox(provider),
        buying_enabled: provider !== null,
        seller: env.SELLER,
      },
    }),
  );

  app.get(
    apiPaths.coinPackages,
    {
      schema: {
        tags: ['passagens'],
        summary: 'Coin packages (prices in centavos, discount in percent).',
        response: { 200: dataResponseSchema(coinPackageSchema.array()) },
      },
    },
    async () => ({ success: true as const, data: await listPackages(app.db) }),
  );

  app.post(
    appApiPaths.packageCheckout,
    {
      schema: {
        tags: ['passagens'],
        summary: "Creates a pending order for a package and answers the payment provider's checkout address.",
        security: signedIn,
        params: packageIdParamsSchema,
        body: checkoutRequestSchema,
        response: {
          201: dataResponseSchema(checkoutSchema),
          401: apiErrorSchema,
          404: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      // A bad package id is a 404; a bad body (the terms version) the usual 422.
      schemaErrorFormatter: (errors, context) =>
        context === 'params' ? notFound(pt.coinsUi.packageNotFound)() : checkoutBodyFailure(errors, context),
      onRequest: [limits.checkoutPerAddress, app.authenticate, limits.checkoutPerTraveller],
    },
    async (request, reply) => {
      const checkout = await startCheckout(app.db, provider, {
        userId: currentUser(request).id,
        packageId: Number(request.params.id),
        termsVersion: request.body.terms_version,
        publicUrl: env.PUBLIC_URL,
        now: new Date(),
      });
      return reply.code(201).send({ success: true as const, data: checkout });
    },
  );

  app.get(
    appApiPaths.coinHistory,
    {
      schema: {
        tags: ['passagens'],
        summary: 'The balance and the newest movements of passagens (grants, purchases, spends).',
        security: signedIn,
        querystring: coinHistoryQuerySchema,
        response: { 200: dataResponseSchema(coinHistorySchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await loadCoinHistory(
        app.db,
        currentUser(request).id,
        request.query.limit ?? COIN_HISTORY_DEFAULT_LIMIT,
      ),
    }),
  );

  app.get(
    appApiPaths.myOrders,
    {
      schema: {
        tags: ['passagens'],
        summary: 'Every order of the traveller with its contract summary, and who sells ("Meus pedidos").',
        security: signedIn,
        response: { 200: dataResponseSchema(myOrdersSchema), 401: apiErrorSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: { seller: env.SELLER, orders: await listOrderContracts(app.db, currentUser(request).id) },
    }),
  );

  app.get(
    appApiPaths.paymentOrder,
    {
      schema: {
        tags: ['passagens'],
        summary: "One of the buyer's orders (pending, paid, cancelled or failed).",
        security: signedIn,
        params: orderIdParamsSchema,
        response: { 200: dataResponseSchema(coinOrderSchema), 401: apiErrorSchema, 404: apiErrorSchema },
      },
      schemaErrorFormatter: notFound(pt.coinsUi.orderNotFound),
      onRequest: app.authenticate,
    },
    async (request) => ({
      success: true as const,
      data: await getOrderForUser(app.db, request.params.id, currentUser(request).id),
    }),
  );

  registerRefundRoutes(app, {
    provider,
    settleSandboxRefund,
    withdrawalLimits: [limits.withdrawalPerAddress, limits.withdrawalPerTraveller],
  });

  // No provider, no webhook and no sandbox buttons: nothing can move a balance from outside.
  if (!provider) return;
  const webhookProvider = provider;

  // The webhook reads its body as raw bytes: the signature covers them exactly.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) => done(null, body),
    );
    webhook.post(
      appApiPaths.paymentWebhook,
      {
        schema: {
          tags: ['payments'],
          summary: `The payment provider's report, signed in ${PAYMENT_SIGNATURE_HEADER} (t=<unix>,v1=<HMAC-SHA256 of "<t>.<raw body>">, 300 s tolerance). Credits an order once.`,
          headers: z.object({
            [PAYMENT_SIGNATURE_HEADER]: z.string().max(1024).optional(),
            [STRIPE_SIGNATURE_HEADER]: z.string().max(2048).optional(),
          }),
          body: z.unknown().describe("The provider's JSON event, read as raw bytes"),
          response: {
            200: dataResponseSchema(paymentWebhookResultSchema),
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
            422: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
        // Generous for a provider's retries; a flood of forged deliveries stops here.
        onRequest: limiter(app, { name: 'payment-webhook', max: 600, windowMinutes: 1, key: byAddress }),
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const now = new Date();
        const event = await webhookProvider.readWebhook({ headers: request.headers, rawBody, now });
        const result = await applyPaymentEvent(app.db, event, {
          provider: webhookProvider.name,
          now,
          log: request.log,
        });
        request.log.info(
          { orderId: result.order_id, outcome: result.outcome, eventId: event.eventId, type: event.type },
          'payment',
        );
        app.productEvents.paymentWebhook(event.type, result.outcome);
        if (result.outcome === 'credited' && result.order_id) {
          // The receipt is queued; a failure to queue it never holds back the provider's answer.
          await sendPurchaseReceipt(app.db, app.mailer, {
            orderId: result.order_id,
            publicUrl: env.PUBLIC_URL,
            seller: env.SELLER,
          }).catch((error: unknown) =>
            request.log.error({ err: error, orderId: result.order_id }, 'receipt e-mail not sent'),
          );
        }
        return { success: true as const, data: result };
      },
    );
  });

  if (!isSandbox(provider)) return;
  const sandbox = provider;

  for (const [path, type, outcome] of [
    [appApiPaths.sandboxApprove, 'payment.approved', 'aprovado'],
    [appApiPaths.sandboxCancel, 'payment.cancelled', 'cancelado'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['payments'],
          summary: `Sandbox provider: the buyer ${outcome === 'aprovado' ? 'approves' : 'cancels'} the payment; a signed webhook is delivered to this app.`,
          security: signedIn,
          params: orderIdParamsSchema,
          response: {
            200: dataResponseSchema(sandboxDecisionSchema),
            401: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
        schemaErrorFormatter: notFound(pt.coinsUi.orderNotFound),
        onRequest: app.authenticate,
      },
      async (request) => {
        const order = await getOrderForUser(app.db, request.params.id, currentUser(request).id);
        if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
        // Delivered over HTTP to the webhook, exactly as a real provider would.
        const delivery = sandbox.buildDelivery(order, type, new Date());
        const response = await app.inject({
          method: 'POST',
          url: appApiPaths.paymentWebhook,
          headers: delivery.headers,
          payload: delivery.rawBody,
        });
        if (response.statusCode !== 200) {
          request.log.error({ status: response.statusCode, body: response.body }, 'sandbox webhook refused');
          throw new AppError('INTERNAL');
        }
        const { status } = getOrderStatus(response.json());
        return {
          success: true as const,
          data: {
            order_id: order.id,
            status: status ?? order.status,
            redirect_url: storeReturnPath(order.id, outcome),
          },
        };
      },
    );
  }
};

function getOrderStatus(body: unknown) {
  return dataResponseSchema(paymentWebhookResultSchema).parse(body).data;
}
