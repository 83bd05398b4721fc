import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/** Accounts: users, their sign-in identities, sessions (refresh tokens), reset tokens, OAuth states. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(120)', (column) => column.notNull())
    // Stored trimmed and lower-cased, so the unique index is case-insensitive.
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    // Null for accounts that only ever signed in with Google or Facebook.
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('role', 'varchar(1)', (column) => column.notNull().defaultTo('0'))
    .addColumn('coins', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('journey_goal', 'varchar(500)', (column) => column.notNull().defaultTo(''))
    .addColumn('email_verified_at', timestampType(db))
    // Raised to sign the user out everywhere: access tokens carry it and must match.
    .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType(db), (column) => column.notNull())
    .addCheckConstraint('users_coins_not_negative', sql`coins >= 0`)
    .addCheckConstraint('users_role_known', sql`role in ('0', '1')`)
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .execute();
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('subject', 'varchar(255)', (column) => column.notNull())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('user_identities_provider_subject_unique')
    .on('user_identities')
    .columns(['provider', 'subject'])
    .unique()
    .execute();
  await db.schema
    .createIndex('user_identities_user_id_idx')
    .on('user_identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // One family per sign-in; every rotation stays in it, so a replayed token revokes the session.
    .addColumn('family_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .addColumn('used_at', timestampType(db))
    .addColumn('revoked_at', timestampType(db))
    .execute();
  await db.schema
    .createIndex('refresh_tokens_token_hash_unique')
    .on('refresh_tokens')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema.createIndex('refresh_tokens_user_id_idx').on('refresh_tokens').column('user_id').execute();
  await db.schema
    .createIndex('refresh_tokens_family_id_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .addColumn('used_at', timestampType(db))
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_token_hash_unique')
    .on('password_reset_tokens')
    .column('token_hash')
    .unique()
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('provider', 'varchar(32)', (column) => column.notNull())
    .addColumn('code_verifier', 'varchar(128)', (column) => column.notNull())
    .addColumn('nonce', 'varchar(128)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('oauth_states_expires_at_idx')
    .on('oauth_states')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oauth_states').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('users').execute();
}
