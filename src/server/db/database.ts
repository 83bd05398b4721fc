/** The database's shape, assembled from each feature's table types. */
import type { PageViewTable } from '#server/features/analytics/page-view.table.ts';
import type { VoyageTable } from '#server/features/voyages/voyage.table.ts';

export interface Database {
  page_views: PageViewTable;
  voyages: VoyageTable;
}
