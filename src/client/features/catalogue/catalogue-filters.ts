/**
 * The catalogue's filters live in the URL (`/produtos?busca=rede&categoria=acessorio&ordem=menor-preco&pagina=2`),
 * so a link can be shared and back/forward restore them. Parameter names and values are pt-BR
 * words; defaults are left out. Anything unreadable falls back to the default, never an error.
 */
import {
  PRODUCT_MAX_PAGE,
  PRODUCT_SEARCH_MAX_LENGTH,
  type ProductListQuery,
} from '#shared/catalogue/product-query.ts';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORT_OPTIONS, type ProductCategory } from '#shared/constants.ts';

/** SPEC §9's five sort options, named `sortBy-sortOrder`. */
type SortOption = (typeof PRODUCT_SORT_OPTIONS)[number];
export type SortKey = SortOption extends infer Option
  ? Option extends { sortBy: infer By extends string; sortOrder: infer Order extends string }
    ? `${By}-${Order}`
    : never
  : never;
export const SORT_KEYS = PRODUCT_SORT_OPTIONS.map(
  (option) => `${option.sortBy}-${option.sortOrder}` as SortKey,
);
export const DEFAULT_SORT: SortKey = 'name-asc';

export interface CatalogueFilters {
  search: string;
  category: ProductCategory | null;
  sort: SortKey;
  page: number;
}

export const DEFAULT_FILTERS: CatalogueFilters = { search: '', category: null, sort: DEFAULT_SORT, page: 1 };

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 350;

export const URL_PARAMS = { search: 'busca', category: 'categoria', sort: 'ordem', page: 'pagina' } as const;

const SORT_URL_VALUES: Record<SortKey, string> = {
  'name-asc': 'nome',
  'name-desc': 'nome-desc',
  'price-asc': 'menor-preco',
  'price-desc': 'maior-preco',
  'rating-desc': 'avaliacao',
};

/** Each category as it reads in an address. */
const CATEGORY_URL_VALUES: Record<ProductCategory, string> = {
  LIVRO: 'livro',
  ACESSÓRIO: 'acessorio',
  CURSO: 'curso',
  DIGITAL: 'digital',
  OUTRO: 'outro',
};

/** 'price-asc' → 'menor-preco': the sort as it reads in an address (and as the form sends it). */
export function sortUrlValue(sort: SortKey): string {
  return SORT_URL_VALUES[sort];
}

/** 'ACESSÓRIO' → 'acessorio'. */
export function categoryUrlValue(category: ProductCategory): string {
  return CATEGORY_URL_VALUES[category];
}

/** 'acessorio', 'ACESSÓRIO' or 'Acessório' → 'ACESSÓRIO'; anything else → null. */
export function readCategory(value: string | null): ProductCategory | null {
  const wanted = value?.toLowerCase();
  const entry = Object.entries(CATEGORY_URL_VALUES).find(
    ([category, urlValue]) => urlValue === wanted || category.toLowerCase() === wanted,
  );
  return (entry?.[0] as ProductCategory | undefined) ?? null;
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,9}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PRODUCT_MAX_PAGE ? page : 1;
}

export function readSort(value: string | null): SortKey {
  const found = SORT_KEYS.find((key) => SORT_URL_VALUES[key] === value);
  return found ?? DEFAULT_SORT;
}

export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  return {
    search: (params.get(URL_PARAMS.search) ?? '').trim().slice(0, PRODUCT_SEARCH_MAX_LENGTH),
    category: readCategory(params.get(URL_PARAMS.category)),
    sort: readSort(params.get(URL_PARAMS.sort)),
    page: readPage(params.get(URL_PARAMS.page)),
  };
}

/** The address's query for these filters; defaults are left out, so `/produtos` is the default view. */
export function searchParamsFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set(URL_PARAMS.search, search);
  if (filters.category) params.set(URL_PARAMS.category, categoryUrlValue(filters.category));
  if (filters.sort !== DEFAULT_SORT) params.set(URL_PARAMS.sort, SORT_URL_VALUES[filters.sort]);
  if (filters.page > 1) params.set(URL_PARAMS.page, String(filters.page));
  return params;
}

/** `?…` for a link to these filters, or '' for the default view. */
export function searchFor(filters: CatalogueFilters): string {
  const query = searchParamsFromFilters(filters).toString();
  return query ? `?${query}` : '';
}

/** SPEC §4.3: any change of filter, search or sort goes back to page 1. */
export function withChange(
  filters: CatalogueFilters,
  change: Partial<Pick<CatalogueFilters, 'search' | 'category' | 'sort'>>,
): CatalogueFilters {
  return { ...filters, ...change, page: 1 };
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return filters.search.trim() !== '' || filters.category !== null || filters.sort !== DEFAULT_SORT;
}

export function isDefaultView(filters: CatalogueFilters): boolean {
  return !hasActiveFilters(filters) && filters.page === 1;
}

/**
 * What the results' drawing needs of the filters (catalogue-results-view.tsx), worked out here: the
 * filters' code stays in the catalogue's own part of the island (docs/architecture/catalogue.md).
 */
export interface ResultsFor {
  /** The search as typed into the address, for the status line. */
  search: string;
  /** The filters' address query (`?…`, or '' for the default view). */
  query: string;
  page: number;
  filtered: boolean;
}

export function resultsFor(filters: CatalogueFilters): ResultsFor {
  return {
    search: filters.search,
    query: searchFor(filters),
    page: filters.page,
    filtered: hasActiveFilters(filters),
  };
}

/** The API query (SPEC §3) for these filters. */
export function productListQuery(filters: CatalogueFilters): ProductListQuery {
  const [sortBy, sortOrder] = filters.sort.split('-') as [
    ProductListQuery['sortBy'],
    ProductListQuery['sortOrder'],
  ];
  const search = filters.search.trim();
  return {
    page: filters.page,
    pageSize: PRODUCT_PAGE_SIZE,
    sortBy,
    sortOrder,
    ...(filters.category ? { category: filters.category } : {}),
    ...(search ? { search } : {}),
  };
}
