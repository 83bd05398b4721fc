import { type Kysely, PostgresAdapter, type SelectQueryBuilder } from 'kysely';
import type { Database } from './database.ts';

/**
 * `FOR UPDATE` where the database has it. PostgreSQL needs it for a read-then-write that must not
 * interleave with another transaction. SQLite has no row locks and needs none here: the app's one
 * connection runs transactions one after another (Kysely's driver holds it for the whole of one).
 */
export function forUpdate<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, keyof Database, O>,
): SelectQueryBuilder<Database, keyof Database, O> {
  return db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
}
