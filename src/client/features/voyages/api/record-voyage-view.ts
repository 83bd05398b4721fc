/** POST /api/v1/voyages/{id}/views: the detail page counts itself once when it opens (docs/architecture/voyages.md). */
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import { voyageAnswer } from './voyage-answer.ts';

export async function recordVoyageView(id: string): Promise<number> {
  const path = href(apiPaths.voyageViews, { id });
  return (await apiRequest(path, voyageAnswer('viewsAnswerSchema'), { method: 'POST' })).data.view_count;
}
