/** GET /api/v1/admin/travellers and /api/v1/admin/travellers/{id} (docs/architecture/admin.md). */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { adminTravellerDetailSchema, adminTravellerListSchema } from '#shared/schemas/admin.ts';

/** Every console query starts with this: a change refreshes the figures, lists and the audit log. */
export const adminQueriesKey = ['admin'] as const;
export const adminTravellersKey = [...adminQueriesKey, 'travellers'] as const;

export function useAdminTravellers(search: string, page: number) {
  return useQuery({
    queryKey: [...adminTravellersKey, search, page],
    queryFn: ({ signal }) =>
      apiRequest(appApiPaths.adminTravellers, adminTravellerListSchema.parse, {
        signal,
        query: { page, ...(search ? { search } : {}) },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTraveller(id: string) {
  return useQuery({
    queryKey: [...adminTravellersKey, 'detail', id],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(href(appApiPaths.adminTraveller, { id }), adminTravellerDetailSchema.parse, {
          signal,
        })
      ).data,
    retry: false,
  });
}
