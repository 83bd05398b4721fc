/**
 * POST /api/v1/voyages/{id}/start (SPEC §7, §4.4). A paid start takes the cost off the balance at
 * once (optimistic), rolls it back if the server refuses, and settles on the server's balance.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { coinsQueryKey } from '#client/features/coins/api/query-keys.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { UserInfo } from '#shared/schemas/account.ts';
import type { VoyageStart } from '#shared/schemas/voyages.ts';
import { voyagesQueryKey } from './episodes.ts';
import { voyageAnswer } from './voyage-answer.ts';

export async function startVoyageRequest(id: string): Promise<VoyageStart> {
  const path = href(apiPaths.startVoyage, { id });
  return (await apiRequest(path, voyageAnswer('startAnswerSchema'), { method: 'POST' })).data;
}

export interface StartVoyageInput {
  id: string;
  /** Passagens this start will take: the cost of a paid voyage not started yet, else 0. */
  charge: number;
}

export function useStartVoyage() {
  const queryClient = useQueryClient();
  const { updateUser } = useAuth();

  function setBalance(coins: number) {
    queryClient.setQueryData<UserInfo>(userInfoQueryKey, (current) =>
      current ? { ...current, coins } : current,
    );
    updateUser({ coins });
  }

  return useMutation({
    mutationFn: ({ id }: StartVoyageInput) => startVoyageRequest(id),
    onMutate: async ({ charge }) => {
      await queryClient.cancelQueries({ queryKey: userInfoQueryKey });
      const previous = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (previous && charge > 0) setBalance(Math.max(0, previous.coins - charge));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) setBalance(context.previous.coins);
    },
    onSuccess: (result) => setBalance(result.balance),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: voyagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: coinsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
      ]);
    },
  });
}
