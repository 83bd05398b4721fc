import type { Kysely } from 'kysely';

/**
 * A note on a ledger row: why the team granted or took back passagens (docs/architecture/admin.md). The
 * traveller sees it in their history. Adding a column touches no row, so the append-only
 * triggers stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coin_ledger').addColumn('note', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('coin_ledger').dropColumn('note').execute();
}
