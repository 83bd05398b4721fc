import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import { parseProducts } from './product-answers.ts';

/** GET /api/v1/products/get/highlighted (SPEC §7). */
export function useHighlightedProducts() {
  return useQuery({
    queryKey: ['products', 'highlighted'],
    queryFn: ({ signal }) => apiRequest(apiPaths.highlightedProducts, parseProducts, { signal }),
  });
}
