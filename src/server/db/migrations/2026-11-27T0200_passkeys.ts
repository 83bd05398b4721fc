import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres, timestampType } from './dialect.ts';

const METHODS_BEFORE = "'password', 'google', 'facebook'";
const METHODS_AFTER = "'password', 'google', 'facebook', 'passkey'";

/**
 * Replaces the sign-in method check of `sign_in_records`. SQLite cannot alter a constraint, so the
 * table is rebuilt from its own current definition (whatever columns it has by now), rows and
 * indexes kept.
 */
async function setSignInMethods(db: Kysely<any>, from: string, to: string) {
  if (isPostgres(db)) {
    await sql`alter table sign_in_records drop constraint sign_in_records_method_known`.execute(db);
    await sql`alter table sign_in_records add constraint sign_in_records_method_known check (method in (${sql.raw(to)}))`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = 'sign_in_records'`.execute(db);
  const table = rows.find((row) => row.type === 'table');
  if (!table?.sql?.includes(`method in (${from})`)) throw new Error('sign_in_records: unexpected definition');
  const rebuilt = table.sql
    .replace(`method in (${from})`, `method in (${to})`)
    .replace(/^CREATE TABLE "sign_in_records"/, 'CREATE TABLE "sign_in_records_next"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into sign_in_records_next select * from sign_in_records`.execute(db);
  await sql`drop table sign_in_records`.execute(db);
  await sql`alter table sign_in_records_next rename to sign_in_records`.execute(db);
  for (const index of rows.filter((row) => row.type === 'index' && row.sql)) {
    await sql.raw(index.sql as string).execute(db);
  }
}

/**
 * Passkeys (docs/architecture/auth.md): the credentials a traveller registers, the ceremonies'
 * single-use challenges any instance can finish, and each session's last proof of identity.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    // The authenticator's credential id, base64url, as the browser names it.
    .addColumn('credential_id', 'varchar(1400)', (column) => column.notNull().unique())
    // The COSE public key, base64url.
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
    // The transports the browser reported, comma-separated ('internal,hybrid').
    .addColumn('transports', 'varchar(200)', (column) => column.notNull().defaultTo(''))
    .addColumn('name', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('last_used_at', timestampType(db))
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'varchar(128)', (column) => column.primaryKey())
    .addColumn('purpose', 'varchar(16)', (column) =>
      column.notNull().check(sql`purpose in ('registration', 'sign-in', 'confirmation')`),
    )
    // Registration and confirmation belong to a signed-in traveller and their session; sign-in to nobody yet.
    .addColumn('user_id', 'integer', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'varchar(64)')
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_idx')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('session_proofs')
    .addColumn('session_id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('proved_at', timestampType(db), (column) => column.notNull())
    .execute();
  await db.schema.createIndex('session_proofs_user_idx').on('session_proofs').column('user_id').execute();

  await setSignInMethods(db, METHODS_BEFORE, METHODS_AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sign_in_records').where('method', '=', 'passkey').execute();
  await setSignInMethods(db, METHODS_AFTER, METHODS_BEFORE);
  await db.schema.dropTable('session_proofs').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
