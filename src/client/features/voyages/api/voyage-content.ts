/**
 * GET /api/v1/voyages/content/{id} (SPEC §7): the reading screen's and the player's content, and
 * SPEC §8's service-level message for a failure (the reading screen has its own, load-failure.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { withQueuedProgress } from '#client/features/offline/progress-outbox.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { voyages } from '#shared/messages/pt-voyages.ts';
import { apiPaths } from '#shared/paths.ts';
import type { VoyageContent } from '#shared/schemas/voyages.ts';
import { voyageAnswer } from './voyage-answer.ts';

export function voyageContentQueryKey(voyageId: string) {
  return ['voyage-content', voyageId] as const;
}

export async function fetchVoyageContent(voyageId: string, signal?: AbortSignal): Promise<VoyageContent> {
  const path = href(apiPaths.voyageContent, { id: voyageId });
  const { data } = await apiRequest(path, voyageAnswer('contentAnswerSchema'), { signal });
  // Issue 8: what this device saved without a signal counts too (docs/architecture/pwa.md).
  return withQueuedProgress(data);
}

/**
 * The content, fetched fresh each time the screen opens (progress changes between visits), and only
 * then: a text being read is not fetched again when the window regains focus or the signal returns,
 * where a failure (a river without signal) would take the open text away.
 */
export function useVoyageContent(voyageId: string) {
  return useQuery({
    queryKey: voyageContentQueryKey(voyageId),
    queryFn: ({ signal }) => fetchVoyageContent(voyageId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * SPEC §8, 'Voyage content (service level)': what a screen other than the reading one (the player
 * on /play) says when the content could not be fetched.
 */
export function contentFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return voyages.fetchFailure;
  if (error.status === 404) return voyages.notFound;
  if (error.status === 500) return voyages.contentServerError;
  const serverMessage = (error.body as { message?: unknown } | undefined)?.message;
  return typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : voyages.fetchFailure;
}
