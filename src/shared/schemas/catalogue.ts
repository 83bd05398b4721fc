/**
 * The catalogue's payloads (SPEC §3, §7): the product list query, the Product answer and the seed
 * content. The server validates with these; public pages only `import type` from here.
 */
import { z } from 'zod';
import {
  matchProductCategory,
  PRODUCT_MAX_PAGE,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SORT_FIELDS,
  type ProductListQuery,
  SORT_ORDERS,
} from '../catalogue/product-query.ts';
import { PRODUCT_CATEGORIES, PRODUCT_MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE } from '../constants.ts';
import { catalogueApi as messages } from '../messages/pt-catalogue-api.ts';
import { dataResponseSchema } from './envelope.ts';

/**
 * A whole number in a query string, within [min, max]; absent or empty means `fallback`. Written
 * digits only: '1e3', '1.0', '+2', a repeated parameter (an array) and numbers past `max` are all
 * refused, never coerced.
 */
function integerParam(min: number, max: number, fallback: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{0,9}$/, { error: message })
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** One of `values`; absent or empty means `fallback`. */
function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  message: string,
) {
  return z
    .union([z.enum(values), z.literal('')], { error: message })
    .optional()
    .transform((value): T[number] => value || fallback);
}

/** GET /api/v1/products (SPEC §3, §9): every parameter optional, with the catalogue's defaults. */
export const productListQuerySchema = z.object({
  page: integerParam(1, PRODUCT_MAX_PAGE, 1, messages.invalidPage),
  pageSize: integerParam(1, PRODUCT_MAX_PAGE_SIZE, PRODUCT_PAGE_SIZE, messages.invalidPageSize),
  sortBy: enumParam(PRODUCT_SORT_FIELDS, 'name', messages.invalidSortBy),
  sortOrder: enumParam(SORT_ORDERS, 'asc', messages.invalidSortOrder),
  /** LIVRO, ACESSÓRIO, CURSO, DIGITAL or OUTRO, in any case, with or without the accent. */
  category: z
    .string({ error: messages.invalidCategory })
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      const category = matchProductCategory(value);
      if (category) return category;
      context.addIssue({ code: 'custom', message: messages.invalidCategory });
      return z.NEVER;
    }),
  /** Words looked for in the name and description, ignoring case and accents. */
  search: z
    .string({ error: messages.invalidSearch })
    .max(PRODUCT_SEARCH_MAX_LENGTH, { error: messages.invalidSearch })
    .optional()
    .transform((value) => value?.trim() || undefined),
}) satisfies z.ZodType<ProductListQuery, unknown>;

/** SPEC §3, Product, as the API answers it (SPEC §7's normalisation: id a string, numbers, booleans). */
export const productSchema = z.object({
  id: z.string(),
  /** Stable address-friendly name (not in SPEC §3): keys, links and structured data. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** In reais, e.g. 59.9. */
  price: z.number().nonnegative(),
  /** 0 to 5, one decimal. */
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  inStock: z.boolean(),
  isHighlighted: z.boolean(),
  /** Percent off the price, or null. */
  discount: z.number().int().min(1).max(99).nullable(),
  imageUrl: z.string(),
  /** Where 'Detalhes' leads (an external store or checkout), or null. */
  link: z.string().nullable(),
  category: z.enum(PRODUCT_CATEGORIES),
});
export type Product = z.infer<typeof productSchema>;

export const productListMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  current_page: z.number().int().positive(),
  per_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
export type ProductListMeta = z.infer<typeof productListMetaSchema>;

export const productListResponseSchema = dataResponseSchema(z.array(productSchema), {
  meta: productListMetaSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productsResponseSchema = dataResponseSchema(z.array(productSchema));
export const productResponseSchema = dataResponseSchema(productSchema);

export const productIdParamsSchema = z.object({ id: z.string() });

/** One entry of content/products/products.json: the seed, upserted by slug. */
export const productContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1).max(200),
  description: z.string().min(40),
  category: z.enum(PRODUCT_CATEGORIES),
  price_cents: z.number().int().positive(),
  discount_percent: z.number().int().min(1).max(99).nullable(),
  rating: z.number().min(0).max(5).multipleOf(0.1),
  reviews: z.number().int().nonnegative(),
  in_stock: z.boolean(),
  is_highlighted: z.boolean(),
  highlight_order: z.number().int().nonnegative(),
  image_url: z.string().regex(/^\/media\/products\/[a-z0-9-]+\.(svg|webp)$/),
  link: z.url({ protocol: /^https$/ }).nullable(),
});
export type ProductContent = z.infer<typeof productContentSchema>;
export const productCatalogueContentSchema = z.array(productContentSchema);
