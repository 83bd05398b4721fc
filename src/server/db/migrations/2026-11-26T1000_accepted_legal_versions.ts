import type { Kysely } from 'kysely';

/**
 * What a traveller accepted (docs/architecture/legal.md): the versions of the terms and the privacy
 * policy shown at registration, and the terms version each order was bought under, with the
 * package's price and discount at that moment (the contract's summary). Null for what came before,
 * or an account created without the form (the API alone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_version', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('privacy_version', 'varchar(32)').execute();
  await db.schema.alterTable('coin_orders').addColumn('terms_version', 'varchar(32)').execute();
  await db.schema.alterTable('coin_orders').addColumn('list_price', 'integer').execute();
  await db.schema.alterTable('coin_orders').addColumn('discount', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coin_orders').dropColumn('discount').execute();
  await db.schema.alterTable('coin_orders').dropColumn('list_price').execute();
  await db.schema.alterTable('coin_orders').dropColumn('terms_version').execute();
  await db.schema.alterTable('users').dropColumn('privacy_version').execute();
  await db.schema.alterTable('users').dropColumn('terms_version').execute();
}
