/** POST /api/v1/voyages/{id}/views: the detail page counts itself once when it opens (docs/architecture/voyages.md). */
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { voyageViewsSchema } from '#shared/schemas/voyages.ts';

const viewsAnswerSchema = dataResponseSchema(voyageViewsSchema);

export async function recordVoyageView(id: string): Promise<number> {
  const path = href(apiPaths.voyageViews, { id });
  return (await apiRequest(path, viewsAnswerSchema.parse, { method: 'POST' })).data.view_count;
}
