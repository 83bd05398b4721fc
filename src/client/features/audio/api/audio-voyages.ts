/** GET /api/v1/audio/voyages: the voyages /play lists (docs/decisions/070). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { audioVoyagesResponseSchema } from '#shared/schemas/audio.ts';

export const audioVoyagesQueryKey = ['audio', 'voyages'] as const;

export function useAudioVoyages() {
  return useQuery({
    queryKey: audioVoyagesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.audioVoyages, audioVoyagesResponseSchema.parse, { signal })).data,
  });
}
