/**
 * Packages, checkout, the payment provider's reports and the history of passagens
 * (docs/decisions/030-payments.md).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import { isUniqueViolation } from '#server/features/auth/user.repository.ts';
import { COIN_HISTORY_DEFAULT_LIMIT } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import type {
  Checkout,
  CoinHistory,
  CoinOrder,
  CoinPackage,
  LedgerEntry,
  PaymentWebhookResult,
} from '#shared/schemas/coins.ts';
import { type LedgerEntryView, listLedgerEntries } from './coin-ledger.repository.ts';
import {
  type CoinOrderView,
  closePendingOrder,
  findOrder,
  insertOrder,
  markOrderPaid,
  setOrderReference,
} from './coin-order.repository.ts';
import { findActivePackage, listActivePackages } from './coin-package.repository.ts';
import type { CoinPackageRow } from './coin-package.table.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
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

function toCoinOrder(row: CoinOrderView): CoinOrder {
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
  };
}

const orderNotFound = () => new AppError('NOT_FOUND', { message: pt.coinsUi.orderNotFound });

/** Where the buyer lands back in the store after paying or giving up. */
export function storeReturnPath(orderId: string, outcome: 'aprovado' | 'cancelado'): string {
  return `${paths.coinStore}?${new URLSearchParams({ pedido: orderId, status: outcome })}`;
}

/** A pending order for a package and the provider's page where the buyer pays it. */
export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  { userId, packageId, publicUrl, now }: { userId: number; packageId: number; publicUrl: string; now: Date },
): Promise<Checkout> {
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
  if (session.reference) await setOrderReference(db, order.id, session.reference, createdAt);
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

/**
 * Applies a verified payment report. An approval credits the order's passagens exactly once,
 * however often and however concurrently it is delivered: the order's conditional status change
 * lets one delivery through, and the ledger's unique order_id refuses any second credit.
 */
export async function applyPaymentEvent(
  db: Kysely<Database>,
  event: PaymentEvent,
  now: Date,
): Promise<PaymentWebhookResult> {
  const order = await findOrder(db, event.orderId);
  if (!order) throw orderNotFound();
  const at = now.toISOString();
  const result = (status: CoinOrder['status'], outcome: PaymentWebhookResult['outcome']) => ({
    received: true as const,
    order_id: order.id,
    status,
    outcome,
  });

  if (event.type === 'payment.approved') {
    if (event.amount !== undefined && event.amount !== order.price) throw new AppError('PAYMENT_MISMATCH');
    try {
      const credited = await db.transaction().execute(async (trx) => {
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

  if (event.type === 'payment.cancelled' || event.type === 'payment.failed') {
    const status = event.type === 'payment.cancelled' ? 'cancelled' : 'failed';
    const closed = await closePendingOrder(db, order.id, status, at);
    if (closed) return result(status, status);
    const current = await findOrder(db, order.id);
    return result(current?.status ?? order.status, 'already_processed');
  }

  return result(order.status, 'ignored');
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
  return { balance: user.coins, entries: entries.map(toLedgerEntry) };
}
