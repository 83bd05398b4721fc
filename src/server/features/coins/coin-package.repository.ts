import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { CoinPackageRow, NewCoinPackage } from './coin-package.table.ts';

export async function listActivePackages(db: Kysely<Database>): Promise<CoinPackageRow[]> {
  return db
    .selectFrom('coin_packages')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function findActivePackage(
  db: Kysely<Database>,
  id: number,
): Promise<CoinPackageRow | undefined> {
  return db
    .selectFrom('coin_packages')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

/** Inserts or refreshes a package by its slug (the seed runs on every start). */
export async function upsertPackageBySlug(db: Kysely<Database>, coinPackage: NewCoinPackage): Promise<void> {
  const { created_at: _createdAt, ...changes } = coinPackage;
  await db
    .insertInto('coin_packages')
    .values(coinPackage)
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(changes))
    .execute();
}
