/**
 * Every place the database holds a traveller's id, and what their rights do with it
 * (docs/architecture/account.md, decision 154): what the export writes, what deletion does.
 * The enumeration test reads the real schema and fails for a column missing here.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/database.ts';

type Row = Record<string, unknown>;
/** The schema seen as tables of unknown columns: the registry names tables and columns by string. */
type AnyTables = Record<string, Row>;
export type RowsQuery = SelectQueryBuilder<AnyTables, string, Row>;

/** The database, for queries whose table and column are data (this registry, the retention jobs). */
export const generic = (db: Kysely<Database>) => db as unknown as Kysely<AnyTables>;

/** One part of the export: a table's rows of the traveller, read in pages by a unique key. */
export interface ExportSection {
  name: string;
  /** A column unique among the traveller's rows, to read them in pages in its order. */
  key: string;
  rows: (db: Kysely<Database>, userId: number) => RowsQuery;
  /** Secrets and internals, never written. */
  omit?: readonly string[];
  /** Boolean columns, which SQLite stores as 0 and 1: written as true and false on both databases. */
  booleans?: readonly string[];
}

const byUser =
  (table: keyof Database, column = 'user_id') =>
  (db: Kysely<Database>, userId: number): RowsQuery =>
    generic(db).selectFrom(table).selectAll().where(column, '=', userId);

export const exportSections: readonly ExportSection[] = [
  {
    name: 'users',
    key: 'id',
    rows: byUser('users', 'id'),
    omit: ['password_hash', 'token_version', 'data_export_started_at'],
    booleans: ['analytics_opt_out'],
  },
  { name: 'user_identities', key: 'id', rows: byUser('user_identities') },
  { name: 'sign_in_records', key: 'id', rows: byUser('sign_in_records') },
  { name: 'refresh_tokens', key: 'id', rows: byUser('refresh_tokens'), omit: ['token_hash'] },
  { name: 'user_sessions', key: 'id', rows: byUser('user_sessions'), omit: ['device_hash'] },
  { name: 'passkeys', key: 'id', rows: byUser('passkeys') },
  { name: 'password_reset_tokens', key: 'id', rows: byUser('password_reset_tokens'), omit: ['token_hash'] },
  { name: 'coin_orders', key: 'id', rows: byUser('coin_orders') },
  { name: 'coin_ledger', key: 'id', rows: byUser('coin_ledger') },
  { name: 'traveller_voyages', key: 'id', rows: byUser('traveller_voyages'), booleans: ['is_completed'] },
  { name: 'listening_positions', key: 'voyage_id', rows: byUser('listening_positions') },
  { name: 'voyage_notes', key: 'id', rows: byUser('voyage_notes') },
  { name: 'voyage_bookmarks', key: 'id', rows: byUser('voyage_bookmarks') },
  { name: 'voyage_events', key: 'id', rows: byUser('voyage_events') },
  {
    name: 'conversations',
    key: 'id',
    rows: byUser('conversations'),
    booleans: ['unread_by_team', 'unread_by_traveller'],
  },
  {
    name: 'conversation_messages',
    key: 'id',
    booleans: ['from_team'],
    rows: (db, userId) =>
      generic(db)
        .selectFrom('conversation_messages')
        .selectAll()
        .where(
          'conversation_id',
          'in',
          generic(db).selectFrom('conversations').select('id').where('user_id', '=', userId),
        ),
  },
  // The link is a bearer secret: the export says whom and when, not the token.
  { name: 'invitations_sent', key: 'id', rows: byUser('invitations', 'inviter_id'), omit: ['token'] },
  { name: 'invitations_claimed', key: 'id', rows: byUser('invitations', 'claimed_by'), omit: ['token'] },
];

/** What deletion does with the rows holding the traveller's id in a column (decision 153). */
export type Erasure =
  | { action: 'delete' }
  /** The row stays for what it records without the person; the column becomes null. */
  | { action: 'detach'; reason: string }
  /** Kept as it is, pointing at the anonymised account row. */
  | { action: 'keep'; reason: string };

/**
 * Every `table.column` holding a user id: how the export covers it (a section's name) or why not,
 * and what deletion does. The order is the order deletion runs in.
 */
export const userIdColumns: Record<string, { exported: string | { excluded: string }; erasure: Erasure }> = {
  'user_identities.user_id': { exported: 'user_identities', erasure: { action: 'delete' } },
  'refresh_tokens.user_id': { exported: 'refresh_tokens', erasure: { action: 'delete' } },
  'user_sessions.user_id': { exported: 'user_sessions', erasure: { action: 'delete' } },
  'password_reset_tokens.user_id': { exported: 'password_reset_tokens', erasure: { action: 'delete' } },
  'passkeys.user_id': { exported: 'passkeys', erasure: { action: 'delete' } },
  'webauthn_challenges.user_id': {
    exported: { excluded: 'a passkey ceremony in progress, five minutes long' },
    erasure: { action: 'delete' },
  },
  'session_proofs.user_id': {
    exported: { excluded: 'when a session last confirmed its identity; meaningful for ten minutes' },
    erasure: { action: 'delete' },
  },
  'sign_in_records.user_id': {
    exported: 'sign_in_records',
    erasure: { action: 'detach', reason: 'Marco Civil art. 15: access records kept six months' },
  },
  'traveller_voyages.user_id': { exported: 'traveller_voyages', erasure: { action: 'delete' } },
  'listening_positions.user_id': { exported: 'listening_positions', erasure: { action: 'delete' } },
  'voyage_notes.user_id': { exported: 'voyage_notes', erasure: { action: 'delete' } },
  'voyage_bookmarks.user_id': { exported: 'voyage_bookmarks', erasure: { action: 'delete' } },
  'voyage_events.user_id': {
    exported: 'voyage_events',
    erasure: { action: 'detach', reason: 'the funnel counts of the past stay, without the person' },
  },
  'invitations.inviter_id': { exported: 'invitations_sent', erasure: { action: 'delete' } },
  'invitations.claimed_by': {
    exported: 'invitations_claimed',
    erasure: { action: 'detach', reason: "the inviter's invitation stays theirs" },
  },
  'conversations.user_id': { exported: 'conversations', erasure: { action: 'delete' } },
  'conversation_messages.author_id': {
    exported: { excluded: "a traveller's messages are exported with their conversations" },
    erasure: { action: 'detach', reason: 'a staff member leaving keeps the answers they wrote' },
  },
  'admin_audit_log.actor_id': {
    exported: { excluded: "staff actions in the console, about other people's accounts" },
    erasure: { action: 'detach', reason: 'the console keeps what was done, without who' },
  },
  'ebook_deliveries.sender_id': {
    exported: { excluded: 'the staff member who sent an ebook to a buyer' },
    erasure: { action: 'detach', reason: 'the delivery stays in the console' },
  },
  'coin_orders.user_id': {
    exported: 'coin_orders',
    erasure: {
      action: 'keep',
      reason: 'fiscal record (CTN art. 195): kept, pointing at the anonymised account',
    },
  },
  'coin_orders.refund_requested_by': {
    exported: { excluded: "the staff member who refunded another traveller's order" },
    erasure: { action: 'keep', reason: 'fiscal record, pointing at the anonymised account' },
  },
  'coin_ledger.user_id': {
    exported: 'coin_ledger',
    erasure: { action: 'keep', reason: 'fiscal record: the balance and its history add up' },
  },
};

/** The stale mark of an export that never ended (its process died) stops blocking after this. */
export const EXPORT_MARK_TIMEOUT_MS = 10 * 60_000;
