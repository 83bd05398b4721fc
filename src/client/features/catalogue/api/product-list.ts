import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import type { ProductListQuery } from '#shared/catalogue/product-query.ts';
import { apiPaths } from '#shared/paths.ts';
import { type ProductList, parseProductList } from './product-answers.ts';

export const productListQueryKey = (query: ProductListQuery) => ['products', 'list', query] as const;

/** GET /api/v1/products (SPEC §7). */
export function fetchProductList(query: ProductListQuery, signal?: AbortSignal): Promise<ProductList> {
  return apiRequest(apiPaths.products, parseProductList, {
    signal,
    query: { ...query },
  });
}

/**
 * A page of the catalogue. While a new page or filter loads, the previous page stays on screen
 * (dimmed by the page); `initialData` (the prerendered first page) shows at once and is refreshed.
 */
export function useProductList(query: ProductListQuery, initialData?: ProductList) {
  return useQuery({
    queryKey: productListQueryKey(query),
    queryFn: ({ signal }) => fetchProductList(query, signal),
    placeholderData: keepPreviousData,
    ...(initialData ? { initialData, initialDataUpdatedAt: 0 } : {}),
  });
}
