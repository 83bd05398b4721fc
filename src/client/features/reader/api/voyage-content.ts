/** GET /api/v1/voyages/content/{id} (SPEC §7) and what the reading screen makes of a failure (§8). */
import { useQuery } from '@tanstack/react-query';
import { withQueuedProgress } from '#client/features/offline/progress-outbox.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { apiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { type VoyageContent, voyageContentSchema } from '#shared/schemas/voyages.ts';

const contentAnswerSchema = dataResponseSchema(voyageContentSchema);

export function voyageContentQueryKey(voyageId: string) {
  return ['voyage-content', voyageId] as const;
}

export async function fetchVoyageContent(voyageId: string, signal?: AbortSignal): Promise<VoyageContent> {
  const path = href(apiPaths.voyageContent, { id: voyageId });
  const { data } = await apiRequest(path, contentAnswerSchema.parse, { signal });
  // Issue 8: what this device saved without a signal counts too (docs/decisions/053).
  return withQueuedProgress(data);
}

/** The content, fetched fresh each time the screen opens (progress changes between visits). */
export function useVoyageContent(voyageId: string) {
  return useQuery({
    queryKey: voyageContentQueryKey(voyageId),
    queryFn: ({ signal }) => fetchVoyageContent(voyageId, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export type LoadFailure =
  | { kind: 'not-found'; message: string }
  | { kind: 'completed'; message: string }
  | { kind: 'server'; message: string }
  | { kind: 'other'; message: string }
  | { kind: 'generic'; message: string };

/** SPEC §8, 'Voyage load (reading screen)'. */
export function loadFailureOf(error: unknown): LoadFailure {
  const texts = readerUi.states;
  if (!(error instanceof ApiError)) return { kind: 'generic', message: texts.unknown };
  const serverMessage = (error.body as { message?: unknown } | undefined)?.message;
  const message = typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : undefined;
  if (error.status === 404) return { kind: 'not-found', message: texts.notFound };
  if (error.status === 410 || message?.includes('já concluída')) {
    return { kind: 'completed', message: texts.alreadyCompleted };
  }
  if (error.status === 500) return { kind: 'server', message: texts.serverError };
  if (error.code === 'INVALID_RESPONSE') return { kind: 'generic', message: texts.unknown };
  return { kind: 'other', message: message ?? texts.loadFailure };
}
