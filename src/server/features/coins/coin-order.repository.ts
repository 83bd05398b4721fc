import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { CoinOrderRow, NewCoinOrder } from './coin-order.table.ts';

export async function insertOrder(db: Kysely<Database>, order: NewCoinOrder): Promise<CoinOrderRow> {
  return db.insertInto('coin_orders').values(order).returningAll().executeTakeFirstOrThrow();
}

export interface CoinOrderView extends CoinOrderRow {
  package_name: string;
}

export async function findOrder(db: Kysely<Database>, id: string): Promise<CoinOrderView | undefined> {
  return db
    .selectFrom('coin_orders as o')
    .innerJoin('coin_packages as p', 'p.id', 'o.package_id')
    .selectAll('o')
    .select('p.name as package_name')
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** Closes a pending order without payment; answers the row only if this call changed it. */
export async function closePendingOrder(
  db: Kysely<Database>,
  id: string,
  status: 'cancelled' | 'failed',
  now: string,
): Promise<CoinOrderRow | undefined> {
  return db
    .updateTable('coin_orders')
    .set({ status, updated_at: now, ...(status === 'cancelled' ? { cancelled_at: now } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The provider's reference for the checkout (`provider_reference`) or for the refund (`refund_reference`). */
export type ProviderReferenceColumn = 'provider_reference' | 'refund_reference';

export async function setProviderReference(
  db: Kysely<Database>,
  id: string,
  column: ProviderReferenceColumn,
  reference: string,
  now: string,
) {
  await db
    .updateTable('coin_orders')
    .set({ [column]: reference, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Marks an order paid unless it already is; answers the row only if this call changed it. An
 * approval also wins over an earlier cancellation (the buyer was charged after all).
 */
export async function markOrderPaid(
  db: Kysely<Database>,
  id: string,
  now: string,
  providerReference?: string,
): Promise<CoinOrderRow | undefined> {
  return db
    .updateTable('coin_orders')
    .set({
      status: 'paid',
      paid_at: now,
      updated_at: now,
      ...(providerReference ? { provider_reference: providerReference } : {}),
    })
    .where('id', '=', id)
    .where('status', '<>', 'paid')
    .returningAll()
    .executeTakeFirst();
}

/** The order a provider's payment id belongs to (events that do not name the order). */
export async function findOrderByReference(
  db: Kysely<Database>,
  provider: string,
  reference: string,
): Promise<CoinOrderView | undefined> {
  return db
    .selectFrom('coin_orders as o')
    .innerJoin('coin_packages as p', 'p.id', 'o.package_id')
    .selectAll('o')
    .select('p.name as package_name')
    .where('o.provider', '=', provider)
    .where('o.provider_reference', '=', reference)
    .executeTakeFirst();
}

/** A Pix payment was issued: the order stays pending, now waiting for the bank. */
export async function markSettlementPending(
  db: Kysely<Database>,
  id: string,
  now: string,
  providerReference?: string,
): Promise<CoinOrderRow | undefined> {
  return db
    .updateTable('coin_orders')
    .set({
      settlement_pending_at: now,
      updated_at: now,
      ...(providerReference ? { provider_reference: providerReference } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** A buyer's paid orders, newest first, with the package's name. */
export async function listPaidOrders(db: Kysely<Database>, userId: number): Promise<CoinOrderView[]> {
  return db
    .selectFrom('coin_orders as o')
    .innerJoin('coin_packages as p', 'p.id', 'o.package_id')
    .selectAll('o')
    .select('p.name as package_name')
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'paid')
    .orderBy('o.paid_at', 'desc')
    .execute();
}

/** Every order of a buyer, newest first, with the package's name ("Meus pedidos"). */
export async function listOrdersOfUser(db: Kysely<Database>, userId: number): Promise<CoinOrderView[]> {
  return db
    .selectFrom('coin_orders as o')
    .innerJoin('coin_packages as p', 'p.id', 'o.package_id')
    .selectAll('o')
    .select('p.name as package_name')
    .where('o.user_id', '=', userId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(500)
    .execute();
}

/** Paid orders by id (the purchases a history page shows). */
export async function findOrders(db: Kysely<Database>, ids: string[]): Promise<CoinOrderRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('coin_orders').selectAll().where('id', 'in', ids).execute();
}

/**
 * Claims a paid order's refund: answers the row only if this call claimed it (one refund per
 * order, however many clicks or staff members).
 */
export async function claimRefund(
  db: Kysely<Database>,
  id: string,
  claim: { kind: 'staff' | 'withdrawal'; by: number; reason: string; now: string },
): Promise<CoinOrderRow | undefined> {
  return db
    .updateTable('coin_orders')
    .set({
      refund_requested_at: claim.now,
      refund_requested_by: claim.by,
      refund_kind: claim.kind,
      refund_reason: claim.reason,
      updated_at: claim.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('refund_requested_at', 'is', null)
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives the claim made at `requestedAt` back when the provider refused the refund (nothing was
 * refunded); false when it is no longer there to give back.
 */
export async function releaseRefundClaim(
  db: Kysely<Database>,
  id: string,
  requestedAt: string | null,
  now: string,
): Promise<boolean> {
  if (requestedAt === null) return false;
  const result = await db
    .updateTable('coin_orders')
    .set({
      refund_requested_at: null,
      refund_requested_by: null,
      refund_kind: null,
      refund_reason: null,
      refunded_passagens: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('refund_requested_at', '=', requestedAt)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the provider's confirmation; answers the row only if this call recorded it. */
export async function markOrderRefunded(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<CoinOrderRow | undefined> {
  return db
    .updateTable('coin_orders')
    .set({ refunded_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('refunded_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function setRefundedPassagens(db: Kysely<Database>, id: string, passagens: number) {
  await db.updateTable('coin_orders').set({ refunded_passagens: passagens }).where('id', '=', id).execute();
}

/** Passagens sold: the sum over paid orders. */
export async function sumPaidOrderPassagens(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('coin_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('n'))
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
