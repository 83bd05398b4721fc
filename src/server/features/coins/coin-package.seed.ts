/** The coin packages of content/coins/packages.json, upserted by slug (prices in centavos). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { insertPackageIfAbsent } from './coin-package.repository.ts';

const packagesFile = path.resolve(import.meta.dirname, '../../../../content/coins/packages.json');

export const coinPackagesContentSchema = z.array(
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().trim().min(1).max(120),
    amount: z.number().int().positive(),
    price: z.number().int().positive(),
    discount: z.number().int().min(0).max(90).default(0),
    sort_order: z.number().int().default(0),
    is_active: z.boolean().default(true),
  }),
);

export function readCoinPackagesContent(file = packagesFile) {
  return coinPackagesContentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export async function seedCoinPackages(db: Kysely<Database>, packages = readCoinPackagesContent()) {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const coinPackage of packages) {
      await insertPackageIfAbsent(trx, { ...coinPackage, created_at: now, updated_at: now });
    }
  });
  return packages.length;
}
