/** The traveller's sign-ins and attempts (docs/architecture/auth.md): list, end one, end the others. */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { sessions as texts } from '#shared/messages/pt-sessions.ts';
import { appApiPaths } from '#shared/paths.ts';
import { sessionsEndedSchema, signInHistorySchema, userSessionListSchema } from '#shared/schemas/sessions.ts';

export const userSessionsQueryKey = ['user-sessions'] as const;
export const signInHistoryQueryKey = ['sign-in-history'] as const;

export function useUserSessions() {
  return useQuery({
    queryKey: userSessionsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.userSessions, userSessionListSchema.parse, { signal })).data,
    meta: { failureToast: texts.list.loadFailure },
  });
}

export function useSignInHistory() {
  return useQuery({
    queryKey: signInHistoryQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.signInHistory, signInHistorySchema.parse, { signal })).data,
    meta: { failureToast: texts.history.loadFailure },
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(href(appApiPaths.userSession, { id: sessionId }), sessionsEndedSchema.parse, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(appApiPaths.userOtherSessionsEnd, sessionsEndedSchema.parse, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSessionsQueryKey }),
  });
}
