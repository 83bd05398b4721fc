import { apiRequest } from '#client/lib/api-client.ts';
import { storage } from '#client/lib/storage.ts';
import { apiPaths } from '#shared/paths.ts';

const VISITOR_ID_KEY = 'visitor_id';

/** An anonymous, first-party id kept on the device so repeat visits can be told apart. */
function visitorId(): string {
  let id = storage.get(VISITOR_ID_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replaceAll('-', '');
    storage.set(VISITOR_ID_KEY, id);
  }
  return id;
}

export async function recordPageView(path: string, referrer: string | null) {
  await apiRequest(apiPaths.pageViews, () => undefined, {
    method: 'POST',
    body: { path, referrer, visitorId: visitorId() },
    keepalive: true,
    allowUnauthorized: true,
  });
}
