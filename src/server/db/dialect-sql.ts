/**
 * The few query pieces SQLite and PostgreSQL write differently, so services stay dialect-blind.
 */
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { SAO_PAULO_UTC_OFFSET_HOURS } from '#shared/sao-paulo-day.ts';
import type { Database } from './database.ts';
import { isPostgres } from './migrations/dialect.ts';

/**
 * `FOR UPDATE` where the database has it. PostgreSQL needs it for a read-then-write that must not
 * interleave with another transaction. SQLite has no row locks and needs none here: the app's one
 * connection runs transactions one after another (Kysely's driver holds it for the whole of one).
 */
export function forUpdate<O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, keyof Database, O>,
): SelectQueryBuilder<Database, keyof Database, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

/**
 * Inside a transaction: waits for any other transaction counting the same quota (scope + id) to
 * end, so a count-then-insert holds under concurrent requests (docs/decisions/091). PostgreSQL takes
 * a transaction-scoped advisory lock; SQLite needs none, its one connection running transactions
 * one after another.
 */
export async function lockQuota(trx: Kysely<Database>, scope: string, id: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${scope}), ${id}::int)`.execute(trx);
}

/**
 * The São Paulo calendar day ('YYYY-MM-DD') of a timestamp column, cut by the database (docs/
 * decisions/065). The offset is a literal, not a parameter: PostgreSQL must see the same text in
 * SELECT and GROUP BY.
 */
export function saoPauloDayOf(db: Kysely<Database>, column: string): RawBuilder<string> {
  const hours = SAO_PAULO_UTC_OFFSET_HOURS;
  return isPostgres(db)
    ? sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + ${sql.lit(hours)} * interval '1 hour', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, ${sql.lit(`${hours} hours`)})`;
}
