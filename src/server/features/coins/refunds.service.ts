/**
 * Refunds and the 7-day right of withdrawal (CDC art. 49; docs/decisions/100). Asking for a refund
 * claims the order and reserves its unspent passagens (the order's passagens minus what the
 * traveller spent on voyages since the purchase, never more than the balance) in one transaction,
 * so nothing can spend them while the provider works; its webhook then confirms the refund
 * (applyPaymentEvent), and a refusal gives them back (docs/architecture/coins.md, Refunds).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { forUpdate } from '#server/db/dialect-sql.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import { WITHDRAWAL_DAYS } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import type { AdminOrder, OrderRefund, RefundKind, Withdrawal } from '#shared/schemas/coins.ts';
import { spentSincePurchase } from './coin-ledger.repository.ts';
import {
  type CoinOrderView,
  claimRefund,
  findOrder,
  listPaidOrders,
  releaseRefundClaim,
  setProviderReference,
  setRefundedPassagens,
} from './coin-order.repository.ts';
import type { CoinOrderRow } from './coin-order.table.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { creditPassagens, debitPassagens } from './wallet.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An order's refund as the API shows it; null when none was asked for or confirmed. */
export function toOrderRefund(order: CoinOrderRow): OrderRefund | null {
  if (!order.refund_requested_at && !order.refunded_at) return null;
  return {
    state: order.refunded_at ? 'refunded' : 'requested',
    kind: order.refund_kind,
    requested_at: order.refund_requested_at,
    refunded_at: order.refunded_at,
    refunded_passagens: order.refunded_passagens,
  };
}

/** What a refund takes back: the order's passagens not spent since, within the balance. */
export function unspentPassagens({
  amount,
  spent,
  balance,
}: {
  amount: number;
  spent: number;
  balance: number;
}) {
  return Math.max(0, Math.min(amount - spent, balance));
}

/** Whether the buyer may still withdraw from a purchase, and why not. */
export function withdrawalOf(
  order: Pick<
    CoinOrderRow,
    'status' | 'amount' | 'price' | 'paid_at' | 'refund_requested_at' | 'refunded_at'
  >,
  { spent, balance, now }: { spent: number; balance: number; now: Date },
): Withdrawal {
  const paidAt = order.paid_at ? new Date(order.paid_at) : now;
  const deadline = new Date(paidAt.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  const refusal = (reason: Withdrawal['reason']): Withdrawal => ({
    eligible: reason === null,
    reason,
    deadline: deadline.toISOString(),
    price: order.price,
  });
  if (order.status !== 'paid' || !order.paid_at) return refusal('not_paid');
  if (order.refunded_at) return refusal('refunded');
  if (order.refund_requested_at) return refusal('refund_requested');
  if (now.getTime() >= deadline.getTime()) return refusal('expired');
  if (unspentPassagens({ amount: order.amount, spent, balance }) < order.amount) return refusal('spent');
  return refusal(null);
}

async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('coins').where('id', '=', userId).executeTakeFirst();
  return row?.coins ?? 0;
}

async function spentOn(db: Kysely<Database>, orderId: string): Promise<number> {
  return (await spentSincePurchase(db, orderId))?.spent ?? 0;
}

/** A traveller's paid orders as the console shows them before a refund. */
export async function listOrdersForStaff(db: Kysely<Database>, userId: number): Promise<AdminOrder[]> {
  const [orders, balance] = await Promise.all([listPaidOrders(db, userId), balanceOf(db, userId)]);
  return Promise.all(
    orders.map(async (order) => {
      const spent = await spentOn(db, order.id);
      return {
        id: order.id,
        package_name: order.package_name,
        amount: order.amount,
        price: order.price,
        provider: order.provider,
        paid_at: order.paid_at,
        spent: Math.min(spent, order.amount),
        unspent:
          order.refunded_passagens !== null ? 0 : unspentPassagens({ amount: order.amount, spent, balance }),
        refund: toOrderRefund(order),
      };
    }),
  );
}

const orderNotFound = () => new AppError('NOT_FOUND', { message: pt.coinsUi.orderNotFound });

/**
 * Takes the order's unspent passagens out of the balance, as a 'refund' ledger row, and writes on
 * the order how many: from then on no spend can use them. Inside the transaction that claimed the
 * refund; the buyer's balance row is locked on PostgreSQL (SQLite writes one transaction at a
 * time), so a spend either came before and is counted, or comes after and sees the lower balance.
 */
export async function reserveUnspentPassagens(
  trx: Transaction<Database>,
  order: CoinOrderRow,
  at: string,
): Promise<{ passagens: number; spent: number }> {
  const buyer = await forUpdate(
    trx,
    trx.selectFrom('users').select('coins').where('id', '=', order.user_id),
  ).executeTakeFirstOrThrow();
  const spent = await spentOn(trx, order.id);
  const passagens = unspentPassagens({ amount: order.amount, spent, balance: buyer.coins });
  if (passagens > 0) {
    const balance = await debitPassagens(trx, {
      userId: order.user_id,
      amount: -passagens,
      kind: 'refund',
      reason: order.refund_kind === 'withdrawal' ? 'withdrawal' : 'order_refund',
      orderId: order.id,
      now: at,
    });
    if (balance === undefined) throw new Error(`refund of order ${order.id} found the balance changed`);
  }
  await setRefundedPassagens(trx, order.id, passagens);
  return { passagens, spent };
}

/** The provider refused: the claim is given back, and the reserved passagens with it. */
async function releaseRefund(db: Kysely<Database>, claimed: CoinOrderRow, reserved: number, ask: RefundAsk) {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await releaseRefundClaim(trx, claimed.id, claimed.refund_requested_at, at))) return;
    if (reserved > 0) {
      await creditPassagens(trx, {
        userId: claimed.user_id,
        amount: reserved,
        kind: 'refund',
        reason: 'refund_released',
        orderId: claimed.id,
        now: at,
      });
    }
    if (ask.kind === 'staff') {
      await recordAdminAction(trx, {
        actorId: ask.actorId,
        action: 'order.refund_failed',
        entity: 'coin_order',
        entityId: claimed.id,
        after: { reason: ask.reason },
      });
    }
  });
}

export interface RefundAsk {
  orderId: string;
  kind: RefundKind;
  /** The staff member, or the traveller withdrawing. */
  actorId: number;
  reason: string;
  now: Date;
}

/**
 * Asks the provider to refund an order (the team's console or the traveller's withdrawal). One
 * claim per order; a provider that refuses releases it, so the request can be made again.
 */
export async function requestOrderRefund(
  db: Kysely<Database>,
  provider: PaymentProvider | null,
  ask: RefundAsk,
): Promise<CoinOrderView> {
  const order = await findOrder(db, ask.orderId);
  if (!order) throw orderNotFound();
  if (ask.kind === 'withdrawal') {
    // A traveller withdraws only from their own purchase; anyone else's is simply not found.
    if (order.user_id !== ask.actorId) throw orderNotFound();
    const withdrawal = withdrawalOf(order, {
      spent: await spentOn(db, order.id),
      balance: await balanceOf(db, order.user_id),
      now: ask.now,
    });
    if (withdrawal.reason === 'expired') throw new AppError('WITHDRAWAL_EXPIRED');
    if (withdrawal.reason === 'spent') throw new AppError('WITHDRAWAL_SPENT');
    if (withdrawal.reason !== null) throw new AppError('ORDER_NOT_REFUNDABLE');
  }
  if (!provider || provider.name !== order.provider) {
    // The order was paid through a provider this server no longer talks to.
    throw new AppError('PAYMENTS_UNAVAILABLE');
  }
  const at = ask.now.toISOString();
  const { claimed, reserved } = await db.transaction().execute(async (trx) => {
    // The claim comes first: it takes the order (and, on SQLite, the write lock) before anything
    // is read, so two requests, or a request and a spend, cannot both see the passagens free.
    const claimed = await claimRefund(trx, order.id, {
      kind: ask.kind,
      by: ask.actorId,
      reason: ask.reason,
      now: at,
    });
    if (!claimed) throw new AppError('ORDER_NOT_REFUNDABLE');
    const reserved = await reserveUnspentPassagens(trx, claimed, at);
    // Throwing rolls the claim and the reservation back.
    if (ask.kind === 'withdrawal' && reserved.passagens < order.amount)
      throw new AppError('WITHDRAWAL_SPENT');
    if (ask.kind === 'staff') {
      await recordAdminAction(trx, {
        actorId: ask.actorId,
        action: 'order.refund',
        entity: 'coin_order',
        entityId: order.id,
        before: { status: order.status, amount: order.amount, price: order.price, refund: null },
        after: {
          refund: 'requested',
          reason: ask.reason,
          spent_since_purchase: Math.min(reserved.spent, order.amount),
        },
      });
    }
    return { claimed, reserved: reserved.passagens };
  });
  try {
    const { reference } = await provider.requestRefund({
      orderId: order.id,
      price: order.price,
      providerReference: order.provider_reference,
    });
    if (reference) await setProviderReference(db, order.id, 'refund_reference', reference, at);
  } catch (error) {
    await releaseRefund(db, claimed, reserved, ask);
    throw error;
  }
  const current = await findOrder(db, order.id);
  if (!current) throw orderNotFound();
  return current;
}
