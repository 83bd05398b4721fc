import type { Kysely } from 'kysely';

/**
 * What a traveller accepted (docs/architecture/legal.md): the versions of the terms and the privacy
 * policy shown at registration, and the terms version each order was bought under. Null for what
 * came before these documents, or an account created without the form (the API alone).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_version', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('privacy_version', 'varchar(32)').execute();
  await db.schema.alterTable('coin_orders').addColumn('terms_version', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coin_orders').dropColumn('terms_version').execute();
  await db.schema.alterTable('users').dropColumn('privacy_version').execute();
  await db.schema.alterTable('users').dropColumn('terms_version').execute();
}
