import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * Real payments (docs/decisions/100): a Pix payment that waits to settle, refunds and the 7-day
 * withdrawal on the order, one row per provider event (each processed once), and a ledger that
 * lets an order carry its purchase and, later, its refund.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coin_orders').addColumn('settlement_pending_at', timestampType(db)).execute();
  await db.schema.alterTable('coin_orders').addColumn('refund_requested_at', timestampType(db)).execute();
  await db.schema
    .alterTable('coin_orders')
    .addColumn('refund_requested_by', 'integer', (column) => column.references('users.id'))
    .execute();
  await db.schema
    .alterTable('coin_orders')
    .addColumn('refund_kind', 'varchar(16)', (column) =>
      column.check(sql`refund_kind in ('staff', 'withdrawal')`),
    )
    .execute();
  await db.schema.alterTable('coin_orders').addColumn('refund_reason', 'varchar(500)').execute();
  await db.schema.alterTable('coin_orders').addColumn('refund_reference', 'varchar(255)').execute();
  await db.schema.alterTable('coin_orders').addColumn('refunded_at', timestampType(db)).execute();
  await db.schema.alterTable('coin_orders').addColumn('refunded_passagens', 'integer').execute();
  await db.schema
    .createIndex('coin_orders_provider_reference_idx')
    .on('coin_orders')
    .columns(['provider', 'provider_reference'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('event_id', 'varchar(255)', (column) => column.notNull())
    .addColumn('type', 'varchar(64)', (column) => column.notNull())
    .addColumn('order_id', 'varchar(36)', (column) => column.references('coin_orders.id'))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addUniqueConstraint('payment_events_provider_event_unique', ['provider', 'event_id'])
    .execute();

  // An order is credited once and refunded once: one purchase row and one refund row at most.
  await db.schema.dropIndex('coin_ledger_order_id_unique').execute();
  await db.schema
    .createIndex('coin_ledger_purchase_order_unique')
    .on('coin_ledger')
    .column('order_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('purchase'))
    .execute();
  await db.schema
    .createIndex('coin_ledger_refund_order_unique')
    .on('coin_ledger')
    .column('order_id')
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('refund'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('coin_ledger_refund_order_unique').execute();
  await db.schema.dropIndex('coin_ledger_purchase_order_unique').execute();
  await db.schema
    .createIndex('coin_ledger_order_id_unique')
    .on('coin_ledger')
    .column('order_id')
    .unique()
    .execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('coin_orders_provider_reference_idx').execute();
  for (const column of [
    'refunded_passagens',
    'refunded_at',
    'refund_reference',
    'refund_reason',
    'refund_kind',
    'refund_requested_by',
    'refund_requested_at',
    'settlement_pending_at',
  ]) {
    await db.schema.alterTable('coin_orders').dropColumn(column).execute();
  }
}
