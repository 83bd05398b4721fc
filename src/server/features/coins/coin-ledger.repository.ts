/**
 * The ledger is append-only: this file inserts and reads, and nothing in the code base updates or
 * deletes a row (database triggers refuse it too). Balances move only through wallet.service.ts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { CoinLedgerRow, NewCoinLedgerEntry } from './coin-ledger.table.ts';

export async function appendLedgerEntry(
  db: Kysely<Database>,
  entry: NewCoinLedgerEntry,
): Promise<CoinLedgerRow> {
  return db.insertInto('coin_ledger').values(entry).returningAll().executeTakeFirstOrThrow();
}

export interface LedgerEntryView extends CoinLedgerRow {
  voyage_title: string | null;
  package_name: string | null;
}

/** The newest movements first, with the voyage's title and the package's name where they apply. */
export async function listLedgerEntries(
  db: Kysely<Database>,
  userId: number,
  limit: number,
): Promise<LedgerEntryView[]> {
  return db
    .selectFrom('coin_ledger as l')
    .leftJoin('voyages as v', 'v.id', 'l.voyage_id')
    .leftJoin('coin_orders as o', 'o.id', 'l.order_id')
    .leftJoin('coin_packages as p', 'p.id', 'o.package_id')
    .selectAll('l')
    .select(['v.title as voyage_title', 'p.name as package_name'])
    .where('l.user_id', '=', userId)
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

/** The sum of a user's movements: always equal to users.coins. */
export async function sumLedger(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The purchase row of an order and the passagens its buyer spent on voyages after it: the basis
 * of what a refund may take back (docs/decisions/100).
 */
export async function spentSincePurchase(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ purchaseId: number; spent: number } | undefined> {
  const purchase = await db
    .selectFrom('coin_ledger')
    .select(['id', 'user_id'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'purchase')
    .executeTakeFirst();
  if (!purchase) return undefined;
  const row = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('user_id', '=', purchase.user_id)
    .where('kind', '=', 'spend')
    .where('id', '>', purchase.id)
    .executeTakeFirst();
  return { purchaseId: purchase.id, spent: -Number(row?.total ?? 0) };
}

/** A user's spends after a ledger row (to tell, per purchase, what was spent since). */
export async function listSpendsAfter(
  db: Kysely<Database>,
  userId: number,
  afterId: number,
): Promise<{ id: number; amount: number }[]> {
  return db
    .selectFrom('coin_ledger')
    .select(['id', 'amount'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'spend')
    .where('id', '>', afterId)
    .execute();
}
