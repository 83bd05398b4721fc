/** PUT /api/v1/voyages/{id}/change/progress (SPEC §7): a whole percent and the completed flag. */
import { queueProgressIfOffline } from '#client/features/offline/progress-outbox.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { type VoyageProgress, voyageProgressSchema } from '#shared/schemas/voyages.ts';

const progressAnswerSchema = dataResponseSchema(voyageProgressSchema);

export async function saveVoyageProgress(
  voyageId: string,
  progress: number,
  isCompleted: boolean,
): Promise<VoyageProgress> {
  const path = href(apiPaths.voyageProgress, { id: voyageId });
  try {
    const answer = await apiRequest(path, progressAnswerSchema.parse, {
      method: 'PUT',
      body: { progress: Math.min(100, Math.max(0, Math.round(progress))), is_completed: isCompleted },
      // A save made while the page closes still leaves.
      keepalive: true,
    });
    return answer.data;
  } catch (error) {
    // Issue 8: without a signal the save waits in the progress outbox (docs/architecture/pwa.md).
    const queued = await queueProgressIfOffline(voyageId, progress, isCompleted, error);
    if (queued) return queued;
    throw error;
  }
}
