import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { type ProductContent, productCatalogueContentSchema } from '#shared/schemas/catalogue.ts';
import { insertProductIfAbsent } from './product.repository.ts';
import { productRowValues } from './product.service.ts';

export const PRODUCTS_CONTENT_FILE = path.resolve(
  import.meta.dirname,
  '../../../../content/products/products.json',
);

/** The catalogue's seed content, checked: a broken file stops the seed with zod's message. */
export function readProductContent(file = PRODUCTS_CONTENT_FILE): ProductContent[] {
  return productCatalogueContentSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** Upserts content/products/products.json by slug; running it twice changes nothing more. */
export async function seedProducts(db: Kysely<Database>, products = readProductContent()): Promise<number> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const product of products) await insertProductIfAbsent(trx, productRowValues(product, now));
  });
  return products.length;
}
