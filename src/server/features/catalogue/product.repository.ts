import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import type { ProductListQuery } from '#shared/catalogue/product-query.ts';
import { searchTerms } from '#shared/catalogue/search-text.ts';
import type { NewProductRow, ProductRow } from './product.table.ts';
import { clearProductListCache } from './product-list-cache.ts';

/** The columns the API answers with; the derived search columns stay in the database. */
const productColumns = [
  'id',
  'slug',
  'name',
  'description',
  'category',
  'price_cents',
  'discount_percent',
  'rating_tenths',
  'reviews',
  'in_stock',
  'is_highlighted',
  'image_url',
  'link',
] as const;
export type ProductListRow = Pick<ProductRow, (typeof productColumns)[number]>;

const sortColumns = {
  name: 'sort_name',
  price: 'sale_price_cents',
  rating: 'rating_tenths',
} as const;

/** A LIKE pattern that finds `term` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(term: string) {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}

function filteredProducts(
  db: Kysely<Database>,
  { category, search }: Pick<ProductListQuery, 'category' | 'search'>,
) {
  let query = db.selectFrom('products');
  if (category) query = query.where('category', '=', category);
  for (const term of searchTerms(search ?? '')) {
    query = query.where(sql<boolean>`search_text like ${containsPattern(term)} escape '\\'`);
  }
  return query;
}

/** One page of the list and the total that matches, in a stable order (ties broken by id). */
export async function findProductPage(
  db: Kysely<Database>,
  query: ProductListQuery,
): Promise<{ rows: ProductListRow[]; total: number }> {
  const filtered = filteredProducts(db, query);
  const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const offset = (query.page - 1) * query.pageSize;
  if (offset >= total) return { rows: [], total };
  const rows = await filtered
    .select(productColumns)
    .orderBy(sortColumns[query.sortBy], query.sortOrder)
    .orderBy('id', 'asc')
    .limit(query.pageSize)
    .offset(offset)
    .execute();
  return { rows, total };
}

export async function findHighlightedProducts(db: Kysely<Database>): Promise<ProductListRow[]> {
  return db
    .selectFrom('products')
    .select(productColumns)
    .where('is_highlighted', '=', true)
    .orderBy('highlight_order')
    .orderBy('id')
    .execute();
}

export async function findProductById(db: Kysely<Database>, id: number): Promise<ProductListRow | undefined> {
  return db.selectFrom('products').select(productColumns).where('id', '=', id).executeTakeFirst();
}

export async function findProductBySlug(
  db: Kysely<Database>,
  slug: string,
): Promise<ProductListRow | undefined> {
  return db.selectFrom('products').select(productColumns).where('slug', '=', slug).executeTakeFirst();
}

/**
 * For a service that wrote products in a transaction, once it committed: the lists' cache belongs
 * to the connection, not to the transaction that wrote.
 */
export function clearCachedProductLists(db: Kysely<Database>): void {
  clearProductListCache(db);
}

export async function insertProduct(db: Kysely<Database>, product: NewProductRow): Promise<ProductRow> {
  const row = await db.insertInto('products').values(product).returningAll().executeTakeFirstOrThrow();
  clearProductListCache(db);
  return row;
}

/**
 * Inserts a product the seed names unless its slug exists: once there, the staff's console owns it
 * (docs/architecture/admin.md), and a restart must not undo their edits.
 */
export async function insertProductIfAbsent(db: Kysely<Database>, product: NewProductRow): Promise<void> {
  await db
    .insertInto('products')
    .values(product)
    .onConflict((conflict) => conflict.column('slug').doNothing())
    .execute();
  clearProductListCache(db);
}

export async function findProductRow(db: Kysely<Database>, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateProduct(
  db: Kysely<Database>,
  id: number,
  changes: Omit<NewProductRow, 'created_at' | 'slug'>,
): Promise<ProductRow | undefined> {
  const row = await db
    .updateTable('products')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  clearProductListCache(db);
  return row;
}

export async function deleteProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  clearProductListCache(db);
  return Number(result.numDeletedRows) > 0;
}
