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

/**
 * Inserts a package the seed names unless one with its slug exists: once there, the staff's
 * console owns it (docs/architecture/admin.md), and a restart must not undo their edits.
 */
export async function insertPackageIfAbsent(
  db: Kysely<Database>,
  coinPackage: NewCoinPackage,
): Promise<void> {
  await db
    .insertInto('coin_packages')
    .values(coinPackage)
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
}
