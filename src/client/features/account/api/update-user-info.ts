import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { UserInfoChanges } from '#shared/schemas/account.ts';

/** PATCH /users/me/info or /users/{id}/info: name and journey goal only (coins and role never). */
export function useUpdateUserInfo(userId: string | 'me') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserInfoChanges) =>
      apiRequest(href(apiPaths.updateUserInfo, { id: userId }), (body) => body, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
  });
}
