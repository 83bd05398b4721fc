import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export interface UserInfoChanges {
  name: string;
  journey_goal: string;
}

/** PATCH /users/me/info or /users/{id}/info: name and journey goal only (coins and role never). */
export function useUpdateUserInfo(userId: string | 'me') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserInfoChanges) =>
      apiRequest(`/users/${encodeURIComponent(userId)}/info`, (body) => body, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
  });
}
