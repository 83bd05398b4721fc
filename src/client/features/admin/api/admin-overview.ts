/** GET /api/v1/admin/overview (docs/architecture/admin.md). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { adminOverviewSchema } from '#shared/schemas/admin.ts';

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.adminOverview, adminOverviewSchema.parse, { signal })).data,
  });
}
