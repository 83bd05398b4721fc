/** GET /api/v1/voyages/get/episode/{id} (SPEC §7): the detail page's voyage. */
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { EpisodeDetail } from '#shared/schemas/voyages.ts';
import { voyagesQueryKey } from './episodes.ts';
import { voyageAnswer } from './voyage-answer.ts';

export function episodeQueryKey(id: string) {
  return [...voyagesQueryKey, 'episode', id] as const;
}

export async function fetchEpisode(id: string, signal?: AbortSignal): Promise<EpisodeDetail> {
  const path = href(apiPaths.episode, { id });
  return (await apiRequest(path, voyageAnswer('episodeAnswerSchema'), { signal })).data;
}

export function useEpisode(id: string) {
  return useQuery({
    queryKey: episodeQueryKey(id),
    queryFn: ({ signal }) => fetchEpisode(id, signal),
    staleTime: 0,
    // A voyage that does not exist will not appear by asking again.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
  });
}
