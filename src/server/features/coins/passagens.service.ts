/**
 * Packages, checkout, the payment provider's reports and the history of passagens
 * (docs/architecture/coins.md).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { COIN_HISTORY_DEFAULT_LIMIT } from '#shared/constants.ts';
import type { SellerIdentity } from '#shared/legal/seller-identity.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import type {
  Checkout,
  CoinHistory,
  CoinOrder,
  CoinPackage,
  LedgerEntry,
  OrderContract,
  PaymentWebhookResult,
  Withdrawal,
} from '#shared/schemas/coins.ts';
import { type LedgerEntryView, listLedgerEntries, listSpendsAfter } from './coin-ledger.repository.ts';
import {
  type CoinOrderView,
  closePendingOrder,
  findOrder,
  findOrderByReference,
  findOrders,
  insertOrder,
  listOrdersOfUser,
  markOrderPaid,
  markOrderRefunded,
  markSettlementPending,
  setProviderReference,
} from './coin-order.repository.ts';
import { findActivePackage, listActivePackages } from './coin-package.repository.ts';
import type { CoinPackageRow } from './coin-package.table.ts';
import { recordPaymentEvent } from './payment-event.repository.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { purchaseReceiptMail } from './purchase-receipt-mail.ts';
import { reserveUnspentPassagens, toOrderRefund, withdrawalOf } from './refunds.service.ts';
import { creditPassagens } from './wallet.service.ts';

/** SPEC §4.3's rule for discounts, in whole centavos. */
export function priceWithDiscount(price: number, discount: number): number {
  return Math.round((price * (100 - discount)) / 100);
}

export function toCoinPackage(row: CoinPackageRow): CoinPackage {
  return {
    id: String(row.id),
    name: row.name,
    amount: row.amount,
    price: row.price,
    price_with_discount: priceWithDiscount(row.price, row.discount),
    discount: row.discount,
  };
}

export async function listPackages(db: Kysely<Database>): Promise<CoinPackage[]> {
  return (await listActivePackages(db)).map(toCoinPackage);
}

export function toCoinOrder(row: CoinOrderView): CoinOrder {
  return {
    id: row.id,
    status: row.status,
    package_id: String(row.package_id),
    package_name: row.package_name,
    amount: row.amount,
    price: row.price,
    provider: row.provider,
    created_at: row.created_at,
    paid_at: row.paid_at,
    cancelled_at: row.cancelled_at,
    awaiting_settlement: row.status === 'pending' && row.settlement_pending_at !== null,
    refund: toOrderRefund(row),
  };
}

/** An order as its contract: what was bought, for how much, under which terms (docs/architecture/legal.md). */
export function toOrderContract(row: CoinOrderView): OrderContract {
  return {
    id: row.id,
    status: row.status,
    package_name: row.package_name,
    passagens: row.amount,
    list_price: row.list_price,
    discount: row.discount,
    total: row.price,
    terms_version: row.terms_version,
    created_at: row.created_at,
    paid_at: row.paid_at,
    awaiting_settlement: row.status === 'pending' && row.settlement_pending_at !== null,
    refund: toOrderRefund(row),
  };
}

/** "Meus pedidos": every order of the buyer with its contract summary. */
export async function listOrderContracts(db: Kysely<Database>, userId: number): Promise<OrderContract[]> {
  return (await listOrdersOfUser(db, userId)).map(toOrderContract);
}

const orderNotFound = () => new AppError('NOT_FOUND', { message: pt.coinsUi.orderNotFound });

/** Where the buyer lands back in the store after paying or giving up. */
export function storeReturnPath(orderId: string, outcome: 'aprovado' | 'cancelado'): string {
  return `${paths.coinStore}?${new URLSearchParams({ pedido: orderId, status: outcome })}`;
}

/** A pending order for a package and the provider's page where the buyer pays it. */
export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider | null,
  {
    userId,
    packageId,
    termsVersion,
    publicUrl,
    now,
  }: { userId: number; packageId: number; termsVersion: string; publicUrl: string; now: Date },
): Promise<Checkout> {
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE');
  const coinPackage = await findActivePackage(db, packageId);
  if (!coinPackage) throw new AppError('NOT_FOUND', { message: pt.coinsUi.packageNotFound });
  const buyer = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!buyer) throw new AppError('UNAUTHENTICATED');
  const createdAt = now.toISOString();
  const order = await insertOrder(db, {
    id: randomUUID(),
    user_id: userId,
    package_id: coinPackage.id,
    amount: coinPackage.amount,
    price: priceWithDiscount(coinPackage.price, coinPackage.discount),
    // The contract's summary as the buyer saw it (docs/architecture/legal.md).
    list_price: coinPackage.price,
    discount: coinPackage.discount,
    terms_version: termsVersion,
    status: 'pending',
    provider: provider.name,
    provider_reference: null,
    created_at: createdAt,
    updated_at: createdAt,
    paid_at: null,
    cancelled_at: null,
  });
  const session = await provider.createCheckout({
    orderId: order.id,
    price: order.price,
    amount: order.amount,
    description: `${coinPackage.name} — ${order.amount} Passagens`,
    buyerEmail: buyer.email,
    returnUrls: {
      approved: `${publicUrl}${storeReturnPath(order.id, 'aprovado')}`,
      cancelled: `${publicUrl}${storeReturnPath(order.id, 'cancelado')}`,
    },
  });
  if (session.reference)
    await setProviderReference(db, order.id, 'provider_reference', session.reference, createdAt);
  return {
    order_id: order.id,
    status: order.status,
    checkout_url: session.checkoutUrl,
    amount: order.amount,
    price: order.price,
    provider: provider.name,
  };
}

/** An order of the signed-in buyer (anyone else's is simply not found). */
export async function getOrderForUser(
  db: Kysely<Database>,
  orderId: string,
  userId: number,
): Promise<CoinOrder> {
  const order = await findOrder(db, orderId);
  if (!order || order.user_id !== userId) throw orderNotFound();
  return toCoinOrder(order);
}

/** The currency every order is priced in. */
const ORDER_CURRENCY = 'brl';

export interface PaymentEventContext {
  provider: string;
  now: Date;
  /** Where a refused event is written down (amount or currency that does not match). */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Applies a verified payment report (docs/architecture/coins.md, docs/decisions/100). Each event id is recorded in
 * payment_events in the same transaction as its effect, so a repeated delivery changes nothing;
 * an approval credits the order's passagens exactly once (the order's conditional status change
 * and the ledger's unique purchase row back that up); a confirmed refund takes back what of the
 * order is still unspent.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  event: PaymentEvent,
  { provider, now, log }: PaymentEventContext,
): Promise<PaymentWebhookResult> {
  if (event.type === 'unknown') {
    return { received: true, order_id: event.orderId ?? null, status: null, outcome: 'ignored' };
  }
  const order = event.orderId
    ? await findOrder(db, event.orderId)
    : event.providerReference
      ? await findOrderByReference(db, provider, event.providerReference)
      : undefined;
  if (!order) throw orderNotFound();
  const at = now.toISOString();
  const result = (status: CoinOrder['status'], outcome: PaymentWebhookResult['outcome']) => ({
    received: true as const,
    order_id: order.id,
    status,
    outcome,
  });

  const carriesMoney = event.type !== 'payment.cancelled' && event.type !== 'payment.failed';
  // An event that moves money must say how much, in which currency, and match the order: a signed
  // report without them changes nothing.
  const wrongAmount = event.amount !== order.price;
  const wrongCurrency = event.currency?.toLowerCase() !== ORDER_CURRENCY;
  if (carriesMoney && (wrongAmount || wrongCurrency)) {
    log.warn(
      {
        orderId: order.id,
        eventId: event.eventId,
        type: event.type,
        amount: event.amount,
        currency: event.currency,
        expected: order.price,
      },
      'payment refused: amount or currency does not match the order',
    );
    throw new AppError('PAYMENT_MISMATCH');
  }

  const once = (trx: Kysely<Database>) =>
    recordPaymentEvent(trx, {
      provider,
      event_id: event.eventId,
      type: event.type,
      order_id: order.id,
      created_at: at,
    });

  if (event.type === 'payment.approved') {
    try {
      const credited = await db.transaction().execute(async (trx) => {
        if (!(await once(trx))) return false;
        const paid = await markOrderPaid(trx, order.id, at, event.providerReference);
        if (!paid) return false;
        await creditPassagens(trx, {
          userId: order.user_id,
          amount: order.amount,
          kind: 'purchase',
          reason: 'package_purchase',
          orderId: order.id,
          now: at,
        });
        return true;
      });
      return result('paid', credited ? 'credited' : 'already_processed');
    } catch (error) {
      if (isUniqueViolation(error)) return result('paid', 'already_processed');
      throw error;
    }
  }

  if (event.type === 'payment.pending') {
    const waiting = await db.transaction().execute(async (trx) => {
      if (!(await once(trx))) return false;
      return (await markSettlementPending(trx, order.id, at, event.providerReference)) !== undefined;
    });
    const current = await findOrder(db, order.id);
    return result(current?.status ?? order.status, waiting ? 'awaiting_settlement' : 'already_processed');
  }

  if (event.type === 'payment.refunded') {
    try {
      const refunded = await db.transaction().execute(async (trx) => confirmRefund(trx, order, at, once));
      const current = await findOrder(db, order.id);
      return result(current?.status ?? order.status, refunded ? 'refunded' : 'already_processed');
    } catch (error) {
      if (isUniqueViolation(error)) return result(order.status, 'already_processed');
      throw error;
    }
  }

  const status = event.type === 'payment.cancelled' ? 'cancelled' : 'failed';
  const closed = await db.transaction().execute(async (trx) => {
    if (!(await once(trx))) return false;
    return (await closePendingOrder(trx, order.id, status, at)) !== undefined;
  });
  if (closed) return result(status, status);
  const current = await findOrder(db, order.id);
  return result(current?.status ?? order.status, 'already_processed');
}

/**
 * The provider confirmed a refund. The passagens were reserved when the refund was asked for
 * (`requestOrderRefund`); a refund made outside the product (the provider's dashboard) reserves
 * them now, the same way (docs/architecture/coins.md, Refunds).
 */
async function confirmRefund(
  trx: Transaction<Database>,
  order: CoinOrderView,
  at: string,
  once: (trx: Kysely<Database>) => Promise<boolean>,
): Promise<boolean> {
  if (!(await once(trx))) return false;
  const marked = await markOrderRefunded(trx, order.id, at);
  if (!marked) return false;
  if (marked.refunded_passagens === null) await reserveUnspentPassagens(trx, marked, at);
  return true;
}

/** The receipt of a credited purchase, queued once per order however often the payment is reported. */
export async function sendPurchaseReceipt(
  db: Kysely<Database>,
  mailer: Mailer,
  { orderId, publicUrl, seller }: { orderId: string; publicUrl: string; seller: SellerIdentity | null },
): Promise<void> {
  const order = await findOrder(db, orderId);
  if (order?.status !== 'paid') return;
  const buyer = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', order.user_id)
    .executeTakeFirst();
  if (!buyer) return;
  await mailer.send(
    {
      to: buyer.email,
      ...purchaseReceiptMail({
        name: buyer.name,
        contract: toOrderContract(order),
        paidAt: new Date(order.paid_at ?? order.updated_at),
        seller,
        publicUrl,
      }),
    },
    { key: `receipt:${order.id}` },
  );
}

export function toLedgerEntry(row: LedgerEntryView): LedgerEntry {
  return {
    id: String(row.id),
    amount: row.amount,
    kind: row.kind,
    reason: row.reason,
    voyage_id: row.voyage_id === null ? null : String(row.voyage_id),
    voyage_title: row.voyage_title,
    order_id: row.order_id,
    package_name: row.package_name,
    balance_after: row.balance_after,
    note: row.note,
    created_at: row.created_at,
    withdrawal: null,
  };
}

export async function loadCoinHistory(
  db: Kysely<Database>,
  userId: number,
  limit = COIN_HISTORY_DEFAULT_LIMIT,
): Promise<CoinHistory> {
  const [user, entries] = await Promise.all([
    db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirst(),
    listLedgerEntries(db, userId, limit),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const withdrawals = await withdrawalsOf(db, userId, entries, user.coins, new Date());
  return {
    balance: user.coins,
    entries: entries.map((row) => ({ ...toLedgerEntry(row), withdrawal: withdrawals.get(row.id) ?? null })),
  };
}

/** Per purchase row of the page: whether its buyer may still withdraw from it, and why not. */
async function withdrawalsOf(
  db: Kysely<Database>,
  userId: number,
  entries: LedgerEntryView[],
  balance: number,
  now: Date,
): Promise<Map<number, Withdrawal>> {
  const purchases = entries.filter((row) => row.kind === 'purchase' && row.order_id !== null);
  const withdrawals = new Map<number, Withdrawal>();
  if (purchases.length === 0) return withdrawals;
  const firstId = Math.min(...purchases.map((row) => row.id));
  const [orders, spends] = await Promise.all([
    findOrders(
      db,
      purchases.map((row) => row.order_id ?? ''),
    ),
    listSpendsAfter(db, userId, firstId),
  ]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  for (const row of purchases) {
    const order = byId.get(row.order_id ?? '');
    if (!order) continue;
    const spent = spends.filter((spend) => spend.id > row.id).reduce((sum, spend) => sum - spend.amount, 0);
    withdrawals.set(row.id, withdrawalOf(order, { spent, balance, now }));
  }
  return withdrawals;
}
