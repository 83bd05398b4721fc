import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { ProductListQuery } from '#shared/catalogue/product-query.ts';
import { searchTerms } from '#shared/catalogue/search-text.ts';

/**
 * The product list's answers, already serialised to bytes, per database and query. The catalogue changes a
 * few times a day and is read on every visit: a hit costs no SQL, no mapping and no serialisation.
 * Writes through the repository clear it at once; writes by another process (several servers on one
 * PostgreSQL) show within TTL_MS.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  /** UTF-8 bytes: sent as they are, with no encoding per request. */
  body: Buffer;
  expiresAt: number;
}

const caches = new WeakMap<Kysely<Database>, Map<string, Entry>>();

/** Queries that find the same products share an answer ('Acessório' and 'acessorio', spaces). */
export function productListCacheKey(query: ProductListQuery): string {
  const terms = searchTerms(query.search ?? '').join(' ');
  return [query.page, query.pageSize, query.sortBy, query.sortOrder, query.category ?? '', terms].join('|');
}

export async function cachedProductList(
  db: Kysely<Database>,
  query: ProductListQuery,
  answer: () => Promise<string>,
): Promise<Buffer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = productListCacheKey(query);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.body;
  const body = Buffer.from(await answer());
  if (hit) cache.delete(key);
  else if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, { body, expiresAt: now + TTL_MS });
  return body;
}

/** Called by every write to the products table. */
export function clearProductListCache(db: Kysely<Database>): void {
  caches.get(db)?.clear();
}
