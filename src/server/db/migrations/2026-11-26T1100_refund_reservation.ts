import { type Kysely, sql } from 'kysely';

/**
 * A refund reserves the order's unspent passagens when it is asked for, and gives them back if the
 * provider refuses (docs/architecture/coins.md, Refunds): an order may now have several 'refund'
 * rows (a reservation, its release, a new reservation). Exactly once is kept by the order's refund
 * claim, taken in the same transaction as each row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('coin_ledger_refund_order_unique').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('coin_ledger_refund_order_unique')
    .on('coin_ledger')
    .column('order_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('refund'))
    .execute();
}
