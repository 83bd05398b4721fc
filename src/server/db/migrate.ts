import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/2026-11-22T0600_initial.ts';
import * as users from './migrations/2026-11-22T0700_users.ts';
import * as products from './migrations/2026-11-22T0800_products.ts';
import * as voyagesAndPassagens from './migrations/2026-11-22T0900_voyages_and_passagens.ts';
import * as readerNotes from './migrations/2026-11-22T1000_reader_notes.ts';
import * as salesEvents from './migrations/2026-11-22T1100_1_sales_events.ts';
import * as invitations from './migrations/2026-11-22T1100_2_invitations.ts';
import * as adminAuditLog from './migrations/2026-11-24T0900_admin_audit_log.ts';
import * as narration from './migrations/2026-11-24T1000_narration.ts';
import * as ledgerNote from './migrations/2026-11-24T1100_ledger_note.ts';
import * as messages from './migrations/2026-11-24T1200_messages.ts';
import * as ebookDeliveries from './migrations/2026-11-24T1300_ebook_deliveries.ts';
import * as voyageEditing from './migrations/2026-11-24T1400_voyage_editing.ts';
import * as voyageEvents from './migrations/2026-11-25T0900_voyage_events.ts';
import * as ebookDeliveryStatus from './migrations/2026-11-25T1000_ebook_delivery_status.ts';
import * as salesEventSource from './migrations/2026-11-25T1100_sales_event_source.ts';
import * as mailJobs from './migrations/2026-11-25T1300_mail_jobs.ts';
import * as paymentRefunds from './migrations/2026-11-25T1400_payment_refunds.ts';
import * as acceptedLegalVersions from './migrations/2026-11-26T1000_accepted_legal_versions.ts';
import * as supportRequests from './migrations/2026-11-26T1010_support_requests.ts';
import * as refundReservation from './migrations/2026-11-26T1100_refund_reservation.ts';
import * as noteFieldVersions from './migrations/2026-11-26T1300_note_field_versions.ts';
import * as backupRuns from './migrations/2026-11-26T1400_backup_runs.ts';
import * as personalDataRights from './migrations/2026-11-26T1500_personal_data_rights.ts';
import * as passkeys from './migrations/2026-11-27T0200_passkeys.ts';
import * as userSessions from './migrations/2026-11-27T0300_user_sessions.ts';

/** Migrations in order; each file is timestamped and takes Kysely<any>. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0600_initial': initial,
  '2026-11-22T0700_users': users,
  '2026-11-22T0800_products': products,
  '2026-11-22T0900_voyages_and_passagens': voyagesAndPassagens,
  '2026-11-22T1000_reader_notes': readerNotes,
  '2026-11-22T1100_1_sales_events': salesEvents,
  '2026-11-22T1100_2_invitations': invitations,
  '2026-11-24T0900_admin_audit_log': adminAuditLog,
  '2026-11-24T1000_narration': narration,
  '2026-11-24T1100_ledger_note': ledgerNote,
  '2026-11-24T1200_messages': messages,
  '2026-11-24T1300_ebook_deliveries': ebookDeliveries,
  '2026-11-24T1400_voyage_editing': voyageEditing,
  '2026-11-25T0900_voyage_events': voyageEvents,
  '2026-11-25T1000_ebook_delivery_status': ebookDeliveryStatus,
  '2026-11-25T1100_sales_event_source': salesEventSource,
  '2026-11-25T1300_mail_jobs': mailJobs,
  '2026-11-25T1400_payment_refunds': paymentRefunds,
  '2026-11-26T1000_accepted_legal_versions': acceptedLegalVersions,
  '2026-11-26T1010_support_requests': supportRequests,
  '2026-11-26T1100_refund_reservation': refundReservation,
  '2026-11-26T1300_note_field_versions': noteFieldVersions,
  '2026-11-26T1400_backup_runs': backupRuns,
  '2026-11-26T1500_personal_data_rights': personalDataRights,
  '2026-11-27T0200_passkeys': passkeys,
  '2026-11-27T0300_user_sessions': userSessions,
};

const MIGRATION_TABLE = 'kysely_migration';

/**
 * On PostgreSQL the migration tables live in the connection's current schema; without naming it,
 * Kysely would take another schema's tables of the same name for ours.
 */
async function currentSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/** Names of the migrations the database has run, by whichever release ran them. */
async function executedMigrations(db: Kysely<any>, schema: string | undefined): Promise<string[]> {
  const exists = schema
    ? (
        await sql<{
          found: string | null;
        }>`select to_regclass(${`${schema}.${MIGRATION_TABLE}`})::text as found`.execute(db)
      ).rows[0]?.found
    : (
        await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db)
      ).rows[0];
  if (!exists) return [];
  const table = schema ? sql.table(`${schema}.${MIGRATION_TABLE}`) : sql.table(MIGRATION_TABLE);
  const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Migrations the database has run that this build does not know: a newer release's. Empty when
 * the database is this build's or older.
 */
export async function newerMigrations(
  db: Kysely<any>,
  known: Record<string, Migration> = migrations,
  schema?: string,
): Promise<string[]> {
  const executed = await executedMigrations(db, schema ?? (await currentSchema(db)));
  return executed.filter((name) => !Object.hasOwn(known, name)).sort();
}

export interface MigrationOutcome {
  /** Migrations this run applied. */
  applied: string[];
  /**
   * Migrations a newer release applied that this build does not know: the database is ahead, so
   * nothing was migrated (docs/architecture/operations.md). Empty when the build is current.
   */
  unknown: string[];
}

/**
 * Brings the schema up to date; throws with the failing migration's error. A database a newer
 * release has migrated is left as it is: its migrations only ever expand the schema, so this build
 * still runs on it (docs/architecture/operations.md).
 */
export async function migrateToLatest(
  db: Kysely<any>,
  known: Record<string, Migration> = migrations,
): Promise<MigrationOutcome> {
  const schema = await currentSchema(db);
  const unknown = await newerMigrations(db, known, schema);
  if (unknown.length > 0) return { applied: [], unknown };
  const provider: MigrationProvider = { getMigrations: async () => known };
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
  return { applied, unknown: [] };
}

/** The migrations of this build, in order (tests add a newer release's to them). */
export const knownMigrations: Readonly<Record<string, Migration>> = migrations;
