import { type Kysely, sql } from 'kysely';
import { idColumn, timestampType } from './dialect.ts';

/**
 * Invitations a traveller sends for a voyage (docs/architecture/invitations.md): a random token in the link, an
 * expiry, and optionally passagens given to the friend who signs up through it — once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'integer', idColumn(db))
    // Random (16 bytes, base64url): it is the link, so it must not be guessable.
    .addColumn('token', 'varchar(32)', (column) => column.notNull().unique())
    .addColumn('inviter_id', 'integer', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('voyage_id', 'integer', (column) =>
      column.notNull().references('voyages.id').onDelete('cascade'),
    )
    .addColumn('recipient_name', 'varchar(60)')
    .addColumn('ticket_number', 'integer', (column) => column.notNull())
    .addColumn('gift_passagens', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', timestampType(db), (column) => column.notNull())
    .addColumn('expires_at', timestampType(db), (column) => column.notNull())
    .addColumn('claimed_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('claimed_at', timestampType(db))
    .addCheckConstraint('invitations_ticket_number', sql`ticket_number between 1000 and 9999`)
    .addCheckConstraint('invitations_gift_range', sql`gift_passagens >= 0 and gift_passagens <= 10`)
    .execute();
  await db.schema
    .createIndex('invitations_inviter_idx')
    .on('invitations')
    .columns(['inviter_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
