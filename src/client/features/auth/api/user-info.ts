import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { user as userTexts } from '#shared/messages/pt-account.ts';
import { apiPaths } from '#shared/paths.ts';
import { ADMIN_ROLE, TRAVELLER_ROLE } from '#shared/roles.ts';
import type { UserInfo } from '#shared/schemas/account.ts';
import { useAuth } from '../auth-provider.tsx';

/** SPEC §3: defaults empty/0 where the answer leaves something out. */
function readUserInfo(body: unknown): UserInfo {
  const data = ((body as { data?: unknown } | null)?.data ?? {}) as Partial<Record<keyof UserInfo, unknown>>;
  if (data.id === undefined) throw new Error('no user');
  return {
    id: String(data.id),
    name: typeof data.name === 'string' ? data.name : '',
    email: typeof data.email === 'string' ? data.email : '',
    role: data.role === ADMIN_ROLE ? ADMIN_ROLE : TRAVELLER_ROLE,
    coins: Number(data.coins ?? 0) || 0,
    completedVoyages: Number(data.completedVoyages ?? 0) || 0,
    savedNotes: Number(data.savedNotes ?? 0) || 0,
    journey_goal: typeof data.journey_goal === 'string' ? data.journey_goal : '',
    email_verified_at: typeof data.email_verified_at === 'string' ? data.email_verified_at : null,
  };
}

export const userInfoQueryKey = ['user-info'] as const;

/** GET api/v1/user/get-info; keeps the stored user (name, coins) in step with the server. */
export function useUserInfo() {
  const { updateUser } = useAuth();
  const query = useQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => apiRequest(apiPaths.userInfo, readUserInfo, { signal }),
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && count < 2,
    // Said once by the query cache (lib/query-client.ts), not by each screen that reads it.
    meta: { failureToast: userTexts.infoFailure },
  });

  useEffect(() => {
    if (query.data) updateUser({ name: query.data.name, coins: query.data.coins, role: query.data.role });
  }, [query.data, updateUser]);

  return query;
}
