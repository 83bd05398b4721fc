/**
 * The product list query (SPEC §3, §9) without zod, so public pages can read it: limits, sort
 * fields, defaults and the kind reading of a category ('acessorio' is 'ACESSÓRIO').
 */
import {
  PRODUCT_CATEGORIES,
  PRODUCT_MAX_PAGE_SIZE,
  PRODUCT_PAGE_SIZE,
  type ProductCategory,
} from '../constants.ts';
import { normalizeSearchText } from './search-text.ts';

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'rating'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PRODUCT_SEARCH_MAX_LENGTH = 100;
/** Far past any real catalogue; keeps offsets small integers on both databases. */
export const PRODUCT_MAX_PAGE = 100_000;

export interface ProductListQuery {
  page: number;
  pageSize: number;
  sortBy: ProductSortField;
  sortOrder: SortOrder;
  category?: ProductCategory | undefined;
  search?: string | undefined;
}

export const DEFAULT_PRODUCT_LIST_QUERY = {
  page: 1,
  pageSize: PRODUCT_PAGE_SIZE,
  sortBy: 'name',
  sortOrder: 'asc',
} as const satisfies ProductListQuery;

export { PRODUCT_MAX_PAGE_SIZE };

/** The category a value names, in any case and with or without its accent; undefined if none. */
export function matchProductCategory(value: string): ProductCategory | undefined {
  const wanted = normalizeSearchText(value);
  return PRODUCT_CATEGORIES.find((category) => normalizeSearchText(category) === wanted);
}
