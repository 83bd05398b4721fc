import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { ContentEncoding } from '#server/http/content-encoding.ts';
import type { ProductListQuery } from '#shared/catalogue/product-query.ts';
import { searchTerms } from '#shared/catalogue/search-text.ts';

/**
 * The product list's answers, already serialised to bytes, per database and query. The catalogue changes a
 * few times a day and is read on every visit: a hit costs no SQL, no mapping and no serialisation, and
 * a compressed copy is made once per answer, not once per request.
 * Writes through the repository clear it at once. With Redis, every clear is announced and the other
 * instances drop theirs too (docs/decisions/085); without it, or while it is away, another process's
 * writes show within TTL_MS.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

export interface CachedAnswer {
  /** UTF-8 bytes: sent as they are, with no encoding per request. */
  body: Buffer;
  expiresAt: number;
  /** Compressed copies, made on the first request that accepts each encoding. */
  compressed: Partial<Record<ContentEncoding, Buffer>>;
}

interface DatabaseCache {
  /** By normalised query: queries that find the same products share an answer. */
  byQuery: Map<string, CachedAnswer>;
  /**
   * By the request's exact URL, so a repeated request is answered before its query string is even
   * validated. Only URLs that passed validation once get here.
   */
  byUrl: Map<string, CachedAnswer>;
}

const caches = new WeakMap<Kysely<Database>, DatabaseCache>();

function cacheOf(db: Kysely<Database>): DatabaseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { byQuery: new Map(), byUrl: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

function remember(map: Map<string, CachedAnswer>, key: string, answer: CachedAnswer): void {
  if (map.has(key)) map.delete(key);
  else if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value ?? '');
  map.set(key, answer);
}

/** Queries that find the same products share an answer ('Acessório' and 'acessorio', spaces). */
export function productListCacheKey(query: ProductListQuery): string {
  const terms = searchTerms(query.search ?? '').join(' ');
  return [query.page, query.pageSize, query.sortBy, query.sortOrder, query.category ?? '', terms].join('|');
}

/** The fresh answer for a URL answered before, if any. */
export function cachedProductListByUrl(db: Kysely<Database>, url: string): CachedAnswer | undefined {
  const hit = caches.get(db)?.byUrl.get(url);
  return hit && hit.expiresAt > Date.now() ? hit : undefined;
}

export async function cachedProductList(
  db: Kysely<Database>,
  query: ProductListQuery,
  answer: () => Promise<string>,
  url?: string,
): Promise<CachedAnswer> {
  const cache = cacheOf(db);
  const key = productListCacheKey(query);
  const now = Date.now();
  let entry = cache.byQuery.get(key);
  if (!entry || entry.expiresAt <= now) {
    entry = { body: Buffer.from(await answer()), expiresAt: now + TTL_MS, compressed: {} };
    remember(cache.byQuery, key, entry);
  }
  if (url !== undefined) remember(cache.byUrl, url, entry);
  return entry;
}

/** The answer's bytes in `encoding`, compressed once and kept with the answer. */
export function compressedAnswer(answer: CachedAnswer, encoding: ContentEncoding): Buffer {
  let bytes = answer.compressed[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(answer.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 9,
              [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : gzipSync(answer.body, { level: 9 });
    answer.compressed[encoding] = bytes;
  }
  return bytes;
}

const clearWatchers = new WeakMap<Kysely<Database>, () => void>();

/** `watcher` runs after every clear this process makes on `db`: where the other instances are told. */
export function watchProductListClears(db: Kysely<Database>, watcher: () => void): () => void {
  clearWatchers.set(db, watcher);
  return () => clearWatchers.delete(db);
}

/** Called by every write to the products table (after its transaction, on the connection). */
export function clearProductListCache(db: Kysely<Database>): void {
  forgetProductLists(db);
  clearWatchers.get(db)?.();
}

/** Drops this process's answers without announcing it: another instance changed the catalogue. */
export function forgetProductLists(db: Kysely<Database>): void {
  const cache = caches.get(db);
  cache?.byQuery.clear();
  cache?.byUrl.clear();
}
