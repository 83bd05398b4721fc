/**
 * Small hand-written guards for the product answers (no zod on public pages, docs/architecture/frontend.md). They
 * normalise as SPEC §7 says: id to a string, price and rating to numbers, flags to booleans.
 */
import { PRODUCT_CATEGORIES } from '#shared/constants.ts';
import type { Product, ProductListResponse } from '#shared/schemas/catalogue.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A number, or a numeric string (NaN otherwise). */
const toNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
const toFlag = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

export function parseProduct(item: unknown): Product {
  const price = isRecord(item) ? toNumber(item.price) : Number.NaN;
  if (!isRecord(item) || typeof item.name !== 'string' || item.id == null || !Number.isFinite(price)) {
    throw new TypeError('Unexpected product');
  }
  const id = String(item.id);
  const discount = toNumber(item.discount);
  return {
    id,
    slug: typeof item.slug === 'string' && item.slug ? item.slug : id,
    name: item.name,
    description: String(item.description ?? ''),
    price,
    rating: Math.min(5, toNumber(item.rating) || 0),
    reviews: Math.trunc(toNumber(item.reviews) || 0),
    inStock: toFlag(item.inStock),
    isHighlighted: toFlag(item.isHighlighted),
    discount: discount > 0 && discount < 100 ? discount : null,
    imageUrl: String(item.imageUrl ?? ''),
    link: typeof item.link === 'string' && item.link ? item.link : null,
    category: PRODUCT_CATEGORIES.find((category) => category === item.category) ?? 'OUTRO',
  };
}

export type ProductList = Omit<ProductListResponse, 'success'>;

/** `{ data: Product[], meta: { total, current_page, per_page, last_page? } }`. */
export function parseProductList(body: unknown): ProductList {
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {};
  const [total, perPage] = [toNumber(meta.total), toNumber(meta.per_page)];
  if (!isRecord(body) || !Array.isArray(body.data) || !(total >= 0) || !(perPage > 0)) {
    throw new TypeError('Unexpected product list');
  }
  return {
    data: body.data.map(parseProduct),
    meta: {
      total,
      current_page: toNumber(meta.current_page) || 1,
      per_page: perPage,
      last_page: toNumber(meta.last_page) || Math.max(1, Math.ceil(total / perPage)),
    },
  };
}

/** `{ data: Product[] }` (the highlighted products). */
export function parseProducts(body: unknown): Product[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new TypeError('Unexpected product array');
  return body.data.map(parseProduct);
}
