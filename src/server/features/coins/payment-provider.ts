/**
 * What the shop needs from a payment provider (docs/architecture/coins.md). The app creates
 * the order; the provider takes the buyer's money on its own page and reports the outcome to
 * POST /api/v1/payments/webhook, which is the only place passagens are credited.
 */
import type { PaymentEventType } from '#shared/schemas/coins.ts';

export interface CheckoutRequest {
  orderId: string;
  /** Centavos to charge. */
  price: number;
  /** Passagens bought (shown on the provider's page). */
  amount: number;
  description: string;
  buyerEmail: string;
  /** Where the provider sends the buyer back (absolute addresses on this site). */
  returnUrls: { approved: string; cancelled: string };
}

export interface CheckoutSession {
  /** A path on this site or an absolute address at the provider. */
  checkoutUrl: string;
  /** The provider's id for the session/preference, if it has one. */
  reference: string | null;
}

/** A verified report about one order. */
export interface PaymentEvent {
  eventId: string;
  type: PaymentEventType | 'unknown';
  /** The order, when the event names it; otherwise it is found by providerReference. */
  orderId: string | undefined;
  /** Centavos the provider says were charged or refunded (checked against the order when present). */
  amount: number | undefined;
  /** ISO 4217, lower case (checked against the order's BRL when present). */
  currency: string | undefined;
  /** The provider's id for the payment (what a refund names). */
  providerReference: string | undefined;
}

export interface RefundRequest {
  orderId: string;
  /** Centavos to give back: the whole order. */
  price: number;
  /** The payment's id at the provider, recorded when it was paid. */
  providerReference: string | null;
}

export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  now: Date;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Authenticates a webhook delivery and reads the event from it; throws
   * AppError('INVALID_SIGNATURE') for a forged or stale delivery. Providers whose webhooks carry
   * only an id (Mercado Pago) fetch the payment from their API here.
   */
  readWebhook(delivery: WebhookDelivery): Promise<PaymentEvent>;
  /**
   * Asks the provider to give the whole order back; its webhook later confirms the refund
   * (`payment.refunded`), which is when passagens are taken back. Throws
   * AppError('PAYMENT_PROVIDER_FAILED') when the provider refuses or does not answer.
   */
  requestRefund(request: RefundRequest): Promise<{ reference: string | null }>;
}
