import { apiRequest } from '#client/lib/api-client.ts';
import { visitorId } from '#client/lib/visitor-id.ts';
import { apiPaths } from '#shared/paths.ts';

export async function recordPageView(path: string, referrer: string | null) {
  await apiRequest(apiPaths.pageViews, () => undefined, {
    method: 'POST',
    body: { path, referrer, visitorId: visitorId() },
    keepalive: true,
    allowUnauthorized: true,
  });
}
