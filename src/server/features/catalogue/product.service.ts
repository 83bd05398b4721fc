import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { ProductListQuery } from '#shared/catalogue/product-query.ts';
import { normalizeSearchText } from '#shared/catalogue/search-text.ts';
import { catalogueApi } from '#shared/messages/pt-catalogue-api.ts';
import {
  type Product,
  type ProductContent,
  type ProductListResponse,
  productListResponseSchema,
} from '#shared/schemas/catalogue.ts';
import {
  findHighlightedProducts,
  findProductById,
  findProductBySlug,
  findProductPage,
  type ProductListRow,
} from './product.repository.ts';
import type { NewProductRow } from './product.table.ts';
import { type CachedAnswer, cachedProductList } from './product-list-cache.ts';

/** The price after a percent discount, in whole centavos (the same rounding as formatMoney's helper). */
export function salePriceCents(priceCents: number, discountPercent: number | null): number {
  return discountPercent ? Math.round((priceCents * (100 - discountPercent)) / 100) : priceCents;
}

/** A product as the database stores it, with the derived search and sort columns filled in. */
export function productRowValues(product: ProductContent, now = new Date().toISOString()): NewProductRow {
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    category: product.category,
    price_cents: product.price_cents,
    discount_percent: product.discount_percent,
    sale_price_cents: salePriceCents(product.price_cents, product.discount_percent),
    rating_tenths: Math.round(product.rating * 10),
    reviews: product.reviews,
    in_stock: product.in_stock,
    is_highlighted: product.is_highlighted,
    highlight_order: product.highlight_order,
    image_url: product.image_url,
    link: product.link,
    search_text: normalizeSearchText(`${product.name} ${product.description}`),
    sort_name: normalizeSearchText(product.name),
    created_at: now,
    updated_at: now,
  };
}

/** SPEC §7's normalisation: id a string, price and rating numbers, flags booleans. */
export function toProduct(row: ProductListRow): Product {
  return {
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: row.price_cents / 100,
    rating: row.rating_tenths / 10,
    reviews: row.reviews,
    inStock: Boolean(row.in_stock),
    isHighlighted: Boolean(row.is_highlighted),
    discount: row.discount_percent ?? null,
    imageUrl: row.image_url,
    link: row.link ?? null,
    category: row.category,
  };
}

export async function listProducts(
  db: Kysely<Database>,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const { rows, total } = await findProductPage(db, query);
  return {
    success: true,
    data: rows.map(toProduct),
    meta: {
      total,
      current_page: query.page,
      per_page: query.pageSize,
      last_page: Math.max(1, Math.ceil(total / query.pageSize)),
    },
  };
}

/**
 * The list's answer as JSON, checked against its response schema once and then served from the
 * cache (product-list-cache.ts) until the catalogue changes.
 */
export async function listProductsJson(
  db: Kysely<Database>,
  query: ProductListQuery,
  url?: string,
): Promise<CachedAnswer> {
  return cachedProductList(
    db,
    query,
    async () => JSON.stringify(z.encode(productListResponseSchema, await listProducts(db, query))),
    url,
  );
}

export async function listHighlightedProducts(db: Kysely<Database>): Promise<Product[]> {
  return (await findHighlightedProducts(db)).map(toProduct);
}

/** PostgreSQL's `integer` ends here; a longer number names no product. */
const MAX_ID = 2_147_483_647;

/** A product by its id or, kindly, its slug; 404 when there is none. */
export async function getProduct(db: Kysely<Database>, idOrSlug: string): Promise<Product> {
  let row: ProductListRow | undefined;
  if (/^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= MAX_ID) {
    row = await findProductById(db, Number(idOrSlug));
  } else if (/^[a-z0-9-]{1,160}$/.test(idOrSlug)) {
    row = await findProductBySlug(db, idOrSlug);
  }
  if (!row) throw new AppError('NOT_FOUND', { message: catalogueApi.productNotFound });
  return toProduct(row);
}
