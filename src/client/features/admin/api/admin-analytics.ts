/** GET /api/v1/admin/analytics and its CSV export (docs/architecture/admin.md). */

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { analyticsReportResponseSchema } from '#shared/schemas/admin-analytics.ts';
import { adminQueriesKey } from './admin-travellers.ts';

/** The numbers of a range; `enabled` false while the range is known to be refused. */
export function useAnalytics(from: string, to: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...adminQueriesKey, 'analytics', from, to],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(appApiPaths.adminAnalytics, analyticsReportResponseSchema.parse, {
          signal,
          query: { from, to },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

function asFile(body: unknown): Blob {
  if (!(body instanceof Blob)) throw new TypeError('not a file');
  return body;
}

/** The CSV needs the session's bearer token, so it is fetched and handed to the browser as a file. */
export async function downloadAnalyticsCsv(from: string, to: string): Promise<void> {
  const blob = await apiRequest(appApiPaths.adminAnalyticsCsv, asFile, {
    query: { from, to },
    answer: 'file',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `rota-amazonia-${from}-a-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1_000);
}
