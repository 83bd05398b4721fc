/** The console's coin package calls (docs/architecture/admin.md). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type AdminPackage,
  type AdminPackagePayload,
  adminPackageListSchema,
  adminPackageResponseSchema,
} from '#shared/schemas/admin.ts';
import { adminQueriesKey } from './admin-travellers.ts';

export function useAdminPackages() {
  return useQuery({
    queryKey: [...adminQueriesKey, 'packages'],
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.adminPackages, adminPackageListSchema.parse, { signal })).data,
  });
}

export async function savePackage(id: string | null, payload: AdminPackagePayload): Promise<AdminPackage> {
  const answer = await apiRequest(
    id ? href(appApiPaths.adminPackage, { id }) : appApiPaths.adminPackages,
    adminPackageResponseSchema.parse,
    { method: id ? 'PUT' : 'POST', body: payload },
  );
  return answer.data;
}
