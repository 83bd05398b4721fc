import type { Kysely } from 'kysely';
import { seedProducts } from '../features/catalogue/catalogue.seed.ts';
import { seedCoinPackages } from '../features/coins/coin-package.seed.ts';
import { seedVoyages } from '../features/voyages/voyage.seed.ts';
import type { Database } from './database.ts';

/** Brings the seed content of content/ into the database; running it twice changes nothing more. */
export async function seedDatabase(db: Kysely<Database>) {
  const voyages = await seedVoyages(db);
  const coinPackages = await seedCoinPackages(db);
  const products = await seedProducts(db);
  return { voyages, coinPackages, products };
}
