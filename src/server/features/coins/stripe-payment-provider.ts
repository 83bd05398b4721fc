/**
 * Stripe Checkout in reais, card and Pix, through the official SDK (docs/decisions/100). The
 * webhook is verified with `stripe.webhooks.constructEvent` over the raw body; the events that
 * matter are mapped to the app's PaymentEvent, anything else is 'unknown' (answered 200, ignored).
 */
import Stripe from 'stripe';
import { AppError } from '#server/errors.ts';
import type { PaymentEvent, PaymentProvider, WebhookDelivery } from './payment-provider.ts';
import { STRIPE_SIGNATURE_HEADER, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or a stand-in's address in tests. */
  apiBase: string;
}

/** The SDK pointed at `apiBase` (split into host, port and protocol, as the SDK takes them). */
export function createStripeClient({
  secretKey,
  apiBase,
}: Pick<StripeProviderOptions, 'secretKey' | 'apiBase'>) {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

/** What a verified Stripe event means for an order. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, amount: undefined, currency: undefined, providerReference: undefined };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const orderId = session.metadata?.order_id ?? session.client_reference_id ?? undefined;
      const common = {
        ...base,
        orderId,
        amount: session.amount_total ?? undefined,
        currency: session.currency ?? undefined,
        providerReference: idOf(session.payment_intent),
      };
      if (event.type === 'checkout.session.expired') return { ...common, type: 'payment.cancelled' };
      if (event.type === 'checkout.session.async_payment_failed')
        return { ...common, type: 'payment.failed' };
      if (event.type === 'checkout.session.async_payment_succeeded')
        return { ...common, type: 'payment.approved' };
      // Completed: a card is paid now; Pix is 'unpaid' until the bank settles it.
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        return { ...common, type: 'payment.approved' };
      }
      return { ...common, type: 'payment.pending' };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // Only a full refund confirms the order's refund; a partial one is the team's own business.
      return {
        ...base,
        type: charge.refunded ? 'payment.refunded' : 'unknown',
        orderId: charge.metadata?.order_id || undefined,
        amount: charge.amount_refunded,
        currency: charge.currency,
        providerReference: idOf(charge.payment_intent),
      };
    }
    default:
      return { ...base, type: 'unknown', orderId: undefined };
  }
}

export function createStripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',
    async createCheckout({ orderId, price, amount, description, buyerEmail, returnUrls }) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          // This API version's name for the list (it replaced payment_method_types).
          allowed_payment_method_types: ['card', 'pix'],
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'brl',
                unit_amount: price,
                product_data: { name: description, metadata: { passagens: String(amount) } },
              },
            },
          ],
          client_reference_id: orderId,
          metadata: { order_id: orderId },
          payment_intent_data: { metadata: { order_id: orderId } },
          customer_email: buyerEmail,
          locale: 'pt-BR',
          success_url: returnUrls.approved,
          cancel_url: returnUrls.cancelled,
        });
        if (!session.url) throw new Error('Stripe answered a checkout session without a url');
        return { checkoutUrl: session.url, reference: session.id };
      } catch (error) {
        throw providerFailure(error);
      }
    },
    async readWebhook({ headers, rawBody, now }: WebhookDelivery): Promise<PaymentEvent> {
      const signature = header(headers[STRIPE_SIGNATURE_HEADER]);
      if (!signature) throw new AppError('INVALID_SIGNATURE');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // The SDK takes the receiving time in milliseconds.
          now.getTime(),
        );
      } catch {
        throw new AppError('INVALID_SIGNATURE');
      }
      return toPaymentEvent(event);
    },
    async requestRefund({ orderId, providerReference }) {
      if (!providerReference) throw new AppError('ORDER_NOT_REFUNDABLE');
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: providerReference,
            reason: 'requested_by_customer',
            metadata: { order_id: orderId },
          },
          // One refund per order, however often the request is repeated.
          { idempotencyKey: `refund-${orderId}` },
        );
        return { reference: refund.id };
      } catch (error) {
        throw providerFailure(error);
      }
    },
  };
}

/** A 502 for the client; the SDK's error stays attached for the log. */
function providerFailure(error: unknown): AppError {
  const failure = new AppError('PAYMENT_PROVIDER_FAILED');
  failure.cause = error;
  return failure;
}
