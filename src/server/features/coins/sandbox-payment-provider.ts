/**
 * The built-in provider for development and tests: its checkout page is this app's
 * /pagamento/sandbox/{orderId}, and its approve/cancel buttons (and refunds) deliver a signed
 * webhook exactly as a real provider would. Never enable it where real money is expected: anyone
 * can approve; in production it runs only when PAYMENT_PROVIDER=sandbox is set (decision 100).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '#server/errors.ts';
import { href } from '#shared/href.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import {
  PAYMENT_EVENT_TYPES,
  type PaymentEventType,
  paymentWebhookEventSchema,
} from '#shared/schemas/coins.ts';
import type { PaymentEvent, PaymentProvider, WebhookDelivery } from './payment-provider.ts';
import { PAYMENT_SIGNATURE_HEADER, signWebhook, verifyWebhookSignature } from './webhook-signature.ts';

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The body and headers the sandbox sends to the webhook for an order's outcome. */
  buildDelivery(
    order: { id: string; price: number },
    type: PaymentEventType,
    now: Date,
  ): { rawBody: string; headers: Record<string, string> };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function createSandboxPaymentProvider({
  webhookSecret,
}: {
  webhookSecret: string;
}): SandboxPaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout({ orderId }) {
      return {
        checkoutUrl: href(appRoutePatterns.sandboxCheckout, { orderId }),
        reference: `sandbox_${orderId}`,
      };
    },

    async readWebhook({ headers, rawBody, now }: WebhookDelivery): Promise<PaymentEvent> {
      const check = verifyWebhookSignature(
        webhookSecret,
        header(headers[PAYMENT_SIGNATURE_HEADER]),
        rawBody,
        Math.floor(now.getTime() / 1000),
      );
      if (check !== 'valid') throw new AppError('INVALID_SIGNATURE');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      const parsed = paymentWebhookEventSchema.safeParse(body);
      if (!parsed.success) throw new AppError('BAD_REQUEST');
      const event = parsed.data;
      const known = PAYMENT_EVENT_TYPES.find((type) => type === event.type);
      return {
        eventId: event.id,
        type: known ?? 'unknown',
        orderId: event.data.order_id,
        amount: event.data.amount,
        currency: event.data.currency,
        providerReference: event.data.provider_reference,
      };
    },
    // The refund is confirmed by a signed 'payment.refunded' delivery (coins.routes.ts sends it).
    async requestRefund({ orderId }) {
      return { reference: `sandbox_refund_${orderId}` };
    },

    buildDelivery(order, type, now) {
      const rawBody = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type,
        data: {
          order_id: order.id,
          amount: order.price,
          currency: 'brl',
          provider_reference: `sandbox_${order.id}`,
        },
      });
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          [PAYMENT_SIGNATURE_HEADER]: signWebhook(webhookSecret, rawBody, Math.floor(now.getTime() / 1000)),
        },
      };
    },
  };
}
