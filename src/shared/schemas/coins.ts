/** Passagens: packages, orders, the ledger and the payment webhook (docs/architecture/coins.md). */
import { z } from 'zod';
import { termsVersion } from '../legal/documents.ts';
import { coinsUi } from '../messages/pt-coins.ts';
import { sellerIdentitySchema } from './legal.ts';

export const LEDGER_KINDS = ['grant', 'purchase', 'spend', 'refund', 'admin'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const COIN_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'failed'] as const;
export type CoinOrderStatus = (typeof COIN_ORDER_STATUSES)[number];

/** Who asked for a refund: the team from the console, or the traveller's 7-day withdrawal. */
export const REFUND_KINDS = ['staff', 'withdrawal'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** A paid order's refund: requested from the provider, then confirmed by its webhook. */
export const orderRefundSchema = z.object({
  state: z.enum(['requested', 'refunded']),
  kind: z.enum(REFUND_KINDS).nullable(),
  requested_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Passagens taken back on confirmation (null until then). */
  refunded_passagens: z.number().int().min(0).nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * Why "Desistir da compra" is not offered (CDC art. 49; docs/decisions/100): the 7 days are over,
 * a passagem of the order was spent, or the order is already being (or was) refunded.
 */
export const WITHDRAWAL_REFUSALS = ['expired', 'spent', 'refund_requested', 'refunded', 'not_paid'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

export const withdrawalSchema = z.object({
  eligible: z.boolean(),
  reason: z.enum(WITHDRAWAL_REFUSALS).nullable(),
  /** The end of the 7 days. */
  deadline: z.string(),
  /** Centavos paid, given back on withdrawal. */
  price: z.number().int().positive(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

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

/**
 * POST /api/v1/packages/{id}/checkout's body: the terms version the purchase summary showed, which
 * the order records. A summary shown before a new version took effect is refused.
 */
export const checkoutRequestSchema = z.object({
  terms_version: z.literal(termsVersion, { error: coinsUi.summary.termsChanged }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

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
  /** A Pix payment was issued and the bank has not settled it yet. */
  awaiting_settlement: z.boolean(),
  refund: orderRefundSchema.nullable(),
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
  /** On a purchase in the traveller's own history: whether they may still withdraw from it. */
  withdrawal: withdrawalSchema.nullable(),
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
export const PAYMENT_EVENT_TYPES = [
  'payment.approved',
  /** A Pix payment was issued; the bank settles it later. */
  'payment.pending',
  'payment.cancelled',
  'payment.failed',
  'payment.refunded',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

export const paymentWebhookEventSchema = z.object({
  /** The provider's event id (deliveries of one event share it). */
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(64),
  data: z.object({
    order_id: z.string().min(1).max(64),
    /** Centavos the provider charged (or refunded). */
    amount: z.number().int().min(0).optional(),
    currency: z.string().min(3).max(3).optional(),
    provider_reference: z.string().max(255).optional(),
  }),
});
export type PaymentWebhookEvent = z.infer<typeof paymentWebhookEventSchema>;

export const PAYMENT_OUTCOMES = [
  'credited',
  'awaiting_settlement',
  'already_processed',
  'cancelled',
  'failed',
  'refunded',
  'ignored',
] as const;

export const paymentWebhookResultSchema = z.object({
  received: z.literal(true),
  /** Null for an event this app ignores. */
  order_id: z.string().nullable(),
  status: z.enum(COIN_ORDER_STATUSES).nullable(),
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

/** GET /api/v1/payments/config: who takes payments, so the store can say so. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']).nullable(),
  /** The sandbox: no money is taken, anyone approves their own order. */
  simulated: z.boolean(),
  buying_enabled: z.boolean(),
  /** Who sells, for the purchase summary; null when not configured (docs/architecture/legal.md). */
  seller: sellerIdentitySchema.nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** The team's refund of an order: a reason is required (it goes to the audit log). */
export const refundRequestSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo do estorno.' })
    .trim()
    .min(3, 'Informe o motivo do estorno.')
    .max(500, 'O motivo pode ter até 500 caracteres.'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** A traveller's paid order as the console shows it before a refund. */
export const adminOrderSchema = z.object({
  id: z.string(),
  package_name: z.string(),
  amount: z.number().int().positive(),
  price: z.number().int().positive(),
  provider: z.string(),
  paid_at: z.string().nullable(),
  /** Passagens spent since this purchase (they stay with the traveller). */
  spent: z.number().int().min(0),
  /** Passagens a refund would take back now. */
  unspent: z.number().int().min(0),
  refund: orderRefundSchema.nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * One order as its contract (Decreto 7.962/2013, art. 4º): what was bought, for how much, under
 * which terms version. "Meus pedidos" and the receipt show it.
 */
export const orderContractSchema = z.object({
  id: z.string(),
  status: z.enum(COIN_ORDER_STATUSES),
  package_name: z.string(),
  passagens: z.number().int().positive(),
  /** Centavos before the discount; null for orders placed before it was recorded. */
  list_price: z.number().int().positive().nullable(),
  /** Percent; null as above. */
  discount: z.number().int().min(0).max(90).nullable(),
  /** Centavos paid (or to pay). */
  total: z.number().int().positive(),
  /** Null for orders placed before the terms were versioned. */
  terms_version: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  awaiting_settlement: z.boolean(),
  refund: orderRefundSchema.nullable(),
});
export type OrderContract = z.infer<typeof orderContractSchema>;

/** GET /api/v1/payments/orders: every order of the traveller, newest first, and who sells. */
export const myOrdersSchema = z.object({
  seller: sellerIdentitySchema.nullable(),
  orders: z.array(orderContractSchema),
});
export type MyOrders = z.infer<typeof myOrdersSchema>;
