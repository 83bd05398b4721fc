import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** Migrations write the few column types that differ between SQLite and PostgreSQL through these. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function timestampType(db: Kysely<any>) {
  return isPostgres(db) ? 'timestamptz' : 'text';
}

export function booleanType(db: Kysely<any>) {
  return isPostgres(db) ? 'boolean' : 'integer';
}

/** An auto-numbered integer primary key: an identity column or SQLite's rowid alias. */
export function idColumn(db: Kysely<any>) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
