/** Passagens: packages, orders, the ledger and the payment webhook (docs/decisions/030-payments.md). */
import { z } from 'zod';

export const LEDGER_KINDS = ['grant', 'purchase', 'spend', 'refund', 'admin'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const COIN_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'failed'] as const;
export type CoinOrderStatus = (typeof COIN_ORDER_STATUSES)[number];

/** SPEC §3, Coin package. Prices are whole centavos; discount is a percent. */
export const coinPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Passagens in the package. */
  amount: z.number().int().positive(),
  /** Centavos, before the discount. */
  price: z.number().int().positive(),
  /** Centavos, after the discount: what the buyer pays. */
  price_with_discount: z.number().int().positive(),
  /** Percent (0 when none). */
  discount: z.number().int().min(0).max(90),
});
export type CoinPackage = z.infer<typeof coinPackageSchema>;

export const packageIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });
export const orderIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/v1/packages/{id}/checkout: a pending order and where the buyer pays it. */
export const checkoutSchema = z.object({
  order_id: z.string(),
  status: z.enum(COIN_ORDER_STATUSES),
  /** A path on this site (the sandbox) or an absolute address at the payment provider. */
  checkout_url: z.string(),
  amount: z.number().int().positive(),
  price: z.number().int().positive(),
  provider: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const coinOrderSchema = z.object({
  id: z.string(),
  status: z.enum(COIN_ORDER_STATUSES),
  package_id: z.string(),
  package_name: z.string(),
  amount: z.number().int().positive(),
  price: z.number().int().positive(),
  provider: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type CoinOrder = z.infer<typeof coinOrderSchema>;

/** One movement of passagens, as the history shows it. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  /** Signed: + credited, − spent. */
  amount: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** A code: welcome, voyage_start, package_purchase, opening_balance, refund, admin. */
  reason: z.string(),
  voyage_id: z.string().nullable(),
  voyage_title: z.string().nullable(),
  order_id: z.string().nullable(),
  package_name: z.string().nullable(),
  balance_after: z.number().int().min(0),
  /** The team's reason for a hand-made adjustment; null otherwise. */
  note: z.string().nullable(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const coinHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

export const coinHistorySchema = z.object({
  balance: z.number().int().min(0),
  entries: z.array(ledgerEntrySchema),
});
export type CoinHistory = z.infer<typeof coinHistorySchema>;

/** What the payment provider reports to POST /api/v1/payments/webhook (after its signature is checked). */
export const PAYMENT_EVENT_TYPES = ['payment.approved', 'payment.cancelled', 'payment.failed'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const paymentWebhookEventSchema = z.object({
  /** The provider's event id (deliveries of one event share it). */
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(64),
  data: z.object({
    order_id: z.string().min(1).max(64),
    /** Centavos the provider charged. */
    amount: z.number().int().min(0).optional(),
    provider_reference: z.string().max(255).optional(),
  }),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

export const PAYMENT_OUTCOMES = ['credited', 'already_processed', 'cancelled', 'failed', 'ignored'] as const;

export const paymentWebhookResultSchema = z.object({
  received: z.literal(true),
  order_id: z.string(),
  status: z.enum(COIN_ORDER_STATUSES),
  outcome: z.enum(PAYMENT_OUTCOMES),
});
export type PaymentWebhookResult = z.infer<typeof paymentWebhookResultSchema>;

/** The sandbox provider's approve/cancel: where the buyer goes next. */
export const sandboxDecisionSchema = z.object({
  order_id: z.string(),
  status: z.enum(COIN_ORDER_STATUSES),
  redirect_url: z.string(),
});
export type SandboxDecision = z.infer<typeof sandboxDecisionSchema>;
