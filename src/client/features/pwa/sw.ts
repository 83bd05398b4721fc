/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/052). Built by vite-plugin-pwa (injectManifest), which writes
 * the precache list into `self.__WB_MANIFEST`.
 *
 * - The app shell and every script and style are precached: the app opens with no signal.
 * - Pages: network first (a deploy reaches everyone), the copy last seen when the signal is weak or
 *   gone, and the app shell for a page never seen (the router draws it in the browser).
 * - API reads: network first; offline, the copy last read or the one a downloaded voyage keeps.
 * - Images and audio: from any cache first (a downloaded voyage's cache included), else the network;
 *   audio answers range requests from the cache, so narration seeks offline.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { APP_SHELL_URL, OFFLINE_VOYAGE_CACHE_PREFIX, RUNTIME_CACHES } from './pwa-caches.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/** Any cache: runtime caches, the precache and the caches of downloaded voyages. */
function fromAnyCache(request: Request | string) {
  return caches.match(request, { ignoreVary: true });
}

/** A downloaded voyage keeps its copy fresh whenever the network answers the same request. */
async function refreshOfflineVoyageCopies(request: Request, response: Response) {
  const names = (await caches.keys()).filter((name) => name.startsWith(OFFLINE_VOYAGE_CACHE_PREFIX));
  await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      if (await cache.match(request, { ignoreVary: true })) await cache.put(request, response.clone());
    }),
  );
}

// Pages.
const pages = new NetworkFirst({
  cacheName: RUNTIME_CACHES.pages,
  networkTimeoutSeconds: 4,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 60 })],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      const response = await pages.handle(options);
      if (response) return response;
    } catch {
      // No signal and no copy of this page: the app shell below.
    }
    return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
  },
);

// API reads.
const api = new NetworkFirst({
  cacheName: RUNTIME_CACHES.api,
  networkTimeoutSeconds: 6,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 200 })],
});
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    url.pathname.startsWith('/api/v1/') &&
    !url.pathname.startsWith('/api/v1/analytics/'),
  async (options) => {
    const { request } = options;
    try {
      const response = await api.handle(options);
      if (response.ok) void refreshOfflineVoyageCopies(request, response.clone());
      return response;
    } catch (error) {
      const cached = await fromAnyCache(request);
      if (cached) return cached;
      throw error;
    }
  },
  'GET',
);

// Images.
const images = new CacheFirst({
  cacheName: RUNTIME_CACHES.images,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});
registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  async (options) => (await fromAnyCache(options.request)) ?? images.handle(options),
);

// Audio: the browser asks for ranges; a cached whole file answers them.
const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|webm)$/i;
const audio = new CacheFirst({
  cacheName: RUNTIME_CACHES.audio,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 20 })],
});
registerRoute(
  ({ request, url }) => sameOrigin(url) && (request.destination === 'audio' || AUDIO_FILE.test(url.pathname)),
  async (options) => {
    const { request } = options;
    const whole = await fromAnyCache(request.url);
    if (whole) return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
    if (request.headers.has('range')) return fetch(request);
    return audio.handle(options);
  },
);
