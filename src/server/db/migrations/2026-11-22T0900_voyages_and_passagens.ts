import { type ColumnBuilderCallback, type ColumnDataType, type Kysely, sql } from 'kysely';
import { booleanType, idColumn, isPostgres, timestampType } from './dialect.ts';

/**
 * Voyages become full episodes (content, cost, views); travellers get their progress per voyage;
 * passagens get packages, orders and an append-only ledger (docs/architecture/coins.md,
 * docs/architecture/voyages.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  const columns: [string, ColumnDataType, ColumnBuilderCallback?][] = [
    ['short_description', 'varchar(300)', (column) => column.notNull().defaultTo('')],
    ['summary', 'text', (column) => column.notNull().defaultTo('')],
    ['author', 'varchar(120)', (column) => column.notNull().defaultTo('')],
    // Lists are JSON text on both databases: themes ["…"], paragraphs ["…"], highlights [{position, quote}].
    ['themes', 'text', (column) => column.notNull().defaultTo('[]')],
    ['quote', 'text', (column) => column.notNull().defaultTo('')],
    ['published_at', timestampType(db)],
    ['duration', 'integer', (column) => column.notNull().defaultTo(30).check(sql`duration > 0`)],
    ['cost', 'integer', (column) => column.notNull().defaultTo(0).check(sql`cost >= 0 and cost <= 1000`)],
    // Stored next to cost for the API's is_free; the check keeps the two from ever disagreeing.
    [
      'is_free',
      booleanType(db),
      (column) =>
        column
          .notNull()
          .defaultTo(sql`${sql.lit(true)}`)
          .check(
            sql`(is_free = ${sql.lit(true)} and cost = 0) or (is_free = ${sql.lit(false)} and cost > 0)`,
          ),
    ],
    ['view_count', 'integer', (column) => column.notNull().defaultTo(0).check(sql`view_count >= 0`)],
    ['paragraphs', 'text', (column) => column.notNull().defaultTo('[]')],
    ['highlights', 'text', (column) => column.notNull().defaultTo('[]')],
    ['audio_url', 'varchar(512)'],
  ];
  for (const [name, type, build] of columns) {
    await db.schema.alterTable('voyages').addColumn(name, type, build).execute();
  }
  await db.schema.createIndex('voyages_published_at_idx').on('voyages').column('published_at').execute();

  await db.schema
    .createTable('traveller_voyages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voyage_id', 'integer', (column) =>
      column.notNull().references('voyages.id').onDelete('cascade'),
    )
    .addColumn('progress', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_completed', booleanType(db), (column) =>
      column.notNull().defaultTo(sql`${sql.lit(false)}`),
    )
    // How many times the voyage was completed and boarded (re-boarding starts a new reading).
    .addColumn('completions', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('boardings', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('started_at', timestampType(db), (column) => column.notNull())
    .addColumn('completed_at', timestampType(db))
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('traveller_voyages_progress_range', sql`progress >= 0 and progress <= 100`)
    .addCheckConstraint('traveller_voyages_counts', sql`completions >= 0 and boardings >= 1`)
    .execute();
  // One row per traveller and voyage: two concurrent starts cannot both insert (nor both charge).
  await db.schema
    .createIndex('traveller_voyages_user_voyage_unique')
    .on('traveller_voyages')
    .columns(['user_id', 'voyage_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('traveller_voyages_voyage_id_idx')
    .on('traveller_voyages')
    .column('voyage_id')
    .execute();

  await db.schema
    .createTable('coin_packages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('slug', 'varchar(80)', (column) => column.notNull().unique())
    .addColumn('name', 'varchar(120)', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    // Centavos, before the discount.
    .addColumn('price', 'integer', (column) => column.notNull())
    // Percent.
    .addColumn('discount', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_active', booleanType(db), (column) => column.notNull().defaultTo(sql`${sql.lit(true)}`))
    .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('coin_packages_amount_positive', sql`amount > 0`)
    .addCheckConstraint('coin_packages_price_positive', sql`price > 0`)
    .addCheckConstraint('coin_packages_discount_range', sql`discount >= 0 and discount <= 90`)
    .execute();

  await db.schema
    .createTable('coin_orders')
    // A random UUID: it appears in checkout addresses, so it must not be guessable.
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    .addColumn('package_id', 'integer', (column) => column.notNull().references('coin_packages.id'))
    // What was sold, copied from the package at checkout: passagens and centavos charged.
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('price', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull().defaultTo('pending'))
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('provider_reference', 'varchar(255)')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addColumn('paid_at', timestampType(db))
    .addColumn('cancelled_at', timestampType(db))
    .addCheckConstraint('coin_orders_amount_positive', sql`amount > 0`)
    .addCheckConstraint('coin_orders_price_positive', sql`price > 0`)
    .addCheckConstraint('coin_orders_status_known', sql`status in ('pending', 'paid', 'cancelled', 'failed')`)
    .execute();
  await db.schema
    .createIndex('coin_orders_user_id_idx')
    .on('coin_orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('coin_ledger')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id'))
    // Signed: + grant, purchase, refund; − spend; admin either way.
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    // A code, not a sentence: the client words it (welcome, voyage_start, package_purchase…).
    .addColumn('reason', 'varchar(64)', (column) => column.notNull())
    .addColumn('voyage_id', 'integer', (column) => column.references('voyages.id'))
    .addColumn('order_id', 'varchar(36)', (column) => column.references('coin_orders.id'))
    .addColumn('balance_after', 'integer', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('coin_ledger_amount_not_zero', sql`amount <> 0`)
    .addCheckConstraint('coin_ledger_balance_not_negative', sql`balance_after >= 0`)
    .addCheckConstraint(
      'coin_ledger_kind_known',
      sql`kind in ('grant', 'purchase', 'spend', 'refund', 'admin')`,
    )
    .execute();
  await db.schema
    .createIndex('coin_ledger_user_id_idx')
    .on('coin_ledger')
    .columns(['user_id', 'id'])
    .execute();
  // An order is credited once, however often its payment is reported (NULLs are distinct).
  await db.schema
    .createIndex('coin_ledger_order_id_unique')
    .on('coin_ledger')
    .column('order_id')
    .unique()
    .execute();
  // One welcome grant per account; one charge per traveller and voyage.
  await db.schema
    .createIndex('coin_ledger_welcome_unique')
    .on('coin_ledger')
    .column('user_id')
    .unique()
    .where(sql.ref('reason'), '=', sql.lit('welcome'))
    .execute();
  await db.schema
    .createIndex('coin_ledger_voyage_spend_unique')
    .on('coin_ledger')
    .columns(['user_id', 'voyage_id'])
    .unique()
    .where(sql.ref('kind'), '=', sql.lit('spend'))
    .execute();

  // The ledger is append-only, whatever code runs against the database.
  if (isPostgres(db)) {
    await sql`
      create function coin_ledger_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'coin_ledger is append-only';
      end
      $$`.execute(db);
    await sql`
      create trigger coin_ledger_no_change before update or delete on coin_ledger
      for each row execute function coin_ledger_append_only()`.execute(db);
  } else {
    await sql`
      create trigger coin_ledger_no_update before update on coin_ledger
      begin select raise(abort, 'coin_ledger is append-only'); end`.execute(db);
    await sql`
      create trigger coin_ledger_no_delete before delete on coin_ledger
      begin select raise(abort, 'coin_ledger is append-only'); end`.execute(db);
  }

  // Balances that existed before the ledger get their opening row, so balance = sum(ledger).
  const now = new Date().toISOString();
  await sql`
    insert into coin_ledger (user_id, amount, kind, reason, balance_after, created_at)
    select id, coins, 'admin', 'opening_balance', coins, ${now} from users where coins > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists coin_ledger_no_change on coin_ledger`.execute(db);
    await sql`drop function if exists coin_ledger_append_only()`.execute(db);
  }
  await db.schema.dropTable('coin_ledger').execute();
  await db.schema.dropTable('coin_orders').execute();
  await db.schema.dropTable('coin_packages').execute();
  await db.schema.dropTable('traveller_voyages').execute();
  await db.schema.dropIndex('voyages_published_at_idx').execute();
  for (const column of [
    'audio_url',
    'highlights',
    'paragraphs',
    'view_count',
    'is_free',
    'cost',
    'duration',
    'published_at',
    'quote',
    'themes',
    'author',
    'summary',
    'short_description',
  ]) {
    await db.schema.alterTable('voyages').dropColumn(column).execute();
  }
}
