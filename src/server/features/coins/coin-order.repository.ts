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

export async function setOrderReference(db: Kysely<Database>, id: string, reference: string, now: string) {
  await db
    .updateTable('coin_orders')
    .set({ provider_reference: reference, updated_at: now })
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
