import type { Kysely } from 'kysely';
import { seedProducts } from '../features/catalogue/catalogue.seed.ts';
import { seedCoinPackages } from '../features/coins/coin-package.seed.ts';
import { seedVoyages } from '../features/voyages/voyage.seed.ts';
import type { Database } from './database.ts';
import { newerMigrations } from './migrate.ts';

/** Brings the seed content of content/ into the database; running it twice changes nothing more. */
export async function seedDatabase(db: Kysely<Database>) {
  const voyages = await seedVoyages(db);
  const coinPackages = await seedCoinPackages(db);
  const products = await seedProducts(db);
  return { voyages, coinPackages, products };
}

export type SeedOutcome =
  | { seeded: true; summary: Awaited<ReturnType<typeof seedDatabase>> }
  | { seeded: false; newerMigrations: string[] };

/**
 * The seed of this release, unless a newer release owns the database: an older instance restarting
 * mid-rollout must not put its older content back (docs/architecture/operations.md).
 */
export async function seedThisRelease(db: Kysely<Database>): Promise<SeedOutcome> {
  const newer = await newerMigrations(db);
  if (newer.length > 0) return { seeded: false, newerMigrations: newer };
  return { seeded: true, summary: await seedDatabase(db) };
}
