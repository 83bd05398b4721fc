/** GET /api/v1/admin/audit-log (docs/architecture/admin.md). */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { adminAuditListSchema } from '#shared/schemas/admin.ts';

export function useAdminAuditLog(page: number) {
  return useQuery({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) =>
      apiRequest(appApiPaths.adminAuditLog, adminAuditListSchema.parse, { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });
}
