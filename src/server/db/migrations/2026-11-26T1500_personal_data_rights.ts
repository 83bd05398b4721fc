import { type Kysely, sql } from 'kysely';
import { booleanType, idColumn, timestampType } from './dialect.ts';

/**
 * Every traveller's rights over their data (docs/architecture/account.md, decisions 153, 154):
 * sign-in records kept six months, the analytics switch, the export's one-at-a-time mark and the
 * deleted account's anonymised row that the fiscal records still point to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_records')
    .addColumn('id', 'integer', idColumn(db))
    // Null for an e-mail no account has, and once the account is deleted.
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('method', 'varchar(16)', (column) => column.notNull())
    .addColumn('outcome', 'varchar(16)', (column) => column.notNull())
    .addColumn('ip_address', 'varchar(64)', (column) => column.notNull())
    .addColumn('user_agent', 'varchar(512)')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('sign_in_records_method_known', sql`method in ('password', 'google', 'facebook')`)
    .addCheckConstraint('sign_in_records_outcome_known', sql`outcome in ('success', 'failure')`)
    .execute();
  await db.schema
    .createIndex('sign_in_records_user_idx')
    .on('sign_in_records')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_records_created_at_idx')
    .on('sign_in_records')
    .column('created_at')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('analytics_opt_out', booleanType(db), (column) =>
      column.notNull().defaultTo(sql`${sql.lit(false)}`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('data_export_started_at', timestampType(db)).execute();
  await db.schema.alterTable('users').addColumn('deleted_at', timestampType(db)).execute();
  // The retention job looks for old accounts never verified.
  await db.schema
    .createIndex('users_unverified_idx')
    .on('users')
    .columns(['email_verified_at', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_unverified_idx').execute();
  for (const column of ['deleted_at', 'data_export_started_at', 'analytics_opt_out']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  await db.schema.dropTable('sign_in_records').execute();
}
