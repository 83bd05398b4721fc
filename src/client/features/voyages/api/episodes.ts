/** GET /api/v1/voyages/get/episodes (SPEC §7): every voyage with the traveller's state. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { Episode } from '#shared/schemas/voyages.ts';
import { voyageAnswer } from './voyage-answer.ts';

/** Every query about voyages starts with this key, so one invalidation refreshes them all. */
export const voyagesQueryKey = ['voyages'] as const;
export const episodesQueryKey = [...voyagesQueryKey, 'episodes'] as const;

export async function fetchEpisodes(signal?: AbortSignal): Promise<Episode[]> {
  return (await apiRequest(apiPaths.episodes, voyageAnswer('episodesAnswerSchema'), { signal })).data;
}

export function useEpisodes() {
  return useQuery({
    queryKey: episodesQueryKey,
    queryFn: ({ signal }) => fetchEpisodes(signal),
    staleTime: 0,
  });
}
