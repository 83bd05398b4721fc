/**
 * Names the service worker and the page share (docs/architecture/pwa.md). No imports: the service
 * worker bundles this file.
 */

/**
 * Marks a voyage pack's own requests (its pieces and answers, `features/offline/pack-downloads.ts`):
 * the service worker leaves them to the network, so a piece never comes from a cache and the page
 * checks what arrived itself (docs/architecture/pwa.md).
 */
export const PACK_REQUEST_HEADER = 'x-rota-pack';

/** The precached app shell: what the server sends for any browser-rendered route. */
export const APP_SHELL_URL = '/home';

/** Caches of what is the same for everyone: pages, public files, API answers read without a session. */
export const RUNTIME_CACHES = {
  pages: 'rota-pages',
  images: 'rota-images',
  audio: 'rota-audio',
  publicApi: 'rota-api-public',
} as const;

/**
 * A traveller's own caches start with this: the API answers read with their session
 * (`…-api`) and each voyage they downloaded (`…-voyage-<id>`), kept until they remove it. Only
 * requests made with that traveller's session are answered from them.
 */
export function travellerCachePrefix(userId: string) {
  return `rota-traveller-${userId}-`;
}

export function travellerApiCacheName(userId: string) {
  return `${travellerCachePrefix(userId)}api`;
}

export function offlineVoyageCacheName(userId: string, voyageId: string) {
  return `${travellerCachePrefix(userId)}voyage-${voyageId}`;
}

export function isOfflineVoyageCache(name: string, userId: string) {
  return name.startsWith(`${travellerCachePrefix(userId)}voyage-`);
}

/**
 * Caches of earlier builds that every traveller shared (`rota-api`, `rota-voyage-<id>`). Their
 * copies may hold any traveller's answers (each network read refreshed them), so they cannot be
 * handed to one traveller: the worker deletes them when it takes over.
 */
export function isUnscopedLegacyCache(name: string) {
  return name === 'rota-api' || name.startsWith('rota-voyage-');
}

/** User ids as the server issues them; anything else names no cache. */
const TRAVELLER_ID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The traveller a request is made for: the `sub` claim of its bearer token, decoded but not
 * verified. It only chooses which of the device's caches may answer; the server checks the token
 * itself on every request that reaches it.
 */
export function travellerOfAuthorization(header: string | null): string | null {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.[\w-]*$/i.exec(header ?? '');
  const payload = token?.[2];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sub?: unknown;
    };
    const sub = typeof claims.sub === 'number' ? String(claims.sub) : claims.sub;
    return typeof sub === 'string' && TRAVELLER_ID.test(sub) ? sub : null;
  } catch {
    return null;
  }
}
