/** The team's preview of a voyage (docs/architecture/admin.md): any voyage, as if boarded at 0%. */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { voyageContentSchema } from '#shared/schemas/voyages.ts';

const previewAnswerSchema = dataResponseSchema(voyageContentSchema);

export function useVoyagePreview(voyageId: string) {
  return useQuery({
    queryKey: ['voyage-preview', voyageId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(href(appApiPaths.adminVoyagePreview, { id: voyageId }), previewAnswerSchema.parse, {
          signal,
        })
      ).data,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
