/** GET and PUT /api/v1/audio/positions/{voyageId} (docs/decisions/070). */

import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type ListeningPosition, listeningPositionResponseSchema } from '#shared/schemas/audio.ts';

const pathFor = (voyageId: string) => href(appApiPaths.listeningPosition, { voyageId });

export async function fetchListeningPosition(voyageId: string): Promise<ListeningPosition | null> {
  return (await apiRequest(pathFor(voyageId), listeningPositionResponseSchema.parse)).data;
}

export async function sendListeningPosition(
  voyageId: string,
  position: { seconds: number; paragraphIndex: number; recordedAt: string },
): Promise<ListeningPosition | null> {
  const answer = await apiRequest(pathFor(voyageId), listeningPositionResponseSchema.parse, {
    method: 'PUT',
    body: {
      position_seconds: Math.round(position.seconds * 10) / 10,
      paragraph_index: position.paragraphIndex,
      recorded_at: position.recordedAt,
    },
    keepalive: true,
  });
  return answer.data;
}
