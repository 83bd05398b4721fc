/** GET /api/v1/admin/sign-in-failures and ending a traveller's sessions (docs/architecture/auth.md). */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { sessionsEndedSchema, signInFailuresSchema } from '#shared/schemas/sessions.ts';
import { adminQueriesKey } from './admin-travellers.ts';

export function useSignInFailures(days: number) {
  return useQuery({
    queryKey: [...adminQueriesKey, 'sign-in-failures', days],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(appApiPaths.adminSignInFailures, signInFailuresSchema.parse, {
          signal,
          query: { days },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function endTravellerSessions(travellerId: string) {
  return apiRequest(
    href(appApiPaths.adminTravellerSessions, { id: travellerId }),
    sessionsEndedSchema.parse,
    {
      method: 'DELETE',
    },
  );
}
