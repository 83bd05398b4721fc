/**
 * Names the service worker and the page share (docs/decisions/052, 053). No imports: the service
 * worker bundles this file.
 */

/** The precached app shell: what the server sends for any browser-rendered route. */
export const APP_SHELL_URL = '/home';

export const RUNTIME_CACHES = {
  pages: 'rota-pages',
  api: 'rota-api',
  images: 'rota-images',
  audio: 'rota-audio',
} as const;

/** Each downloaded voyage keeps its own cache, `rota-voyage-<id>`, until the traveller removes it. */
export const OFFLINE_VOYAGE_CACHE_PREFIX = 'rota-voyage-';

export function offlineVoyageCacheName(voyageId: string) {
  return `${OFFLINE_VOYAGE_CACHE_PREFIX}${voyageId}`;
}
