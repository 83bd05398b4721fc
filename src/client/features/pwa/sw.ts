/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture/pwa.md). Built by vite-plugin-pwa (injectManifest), which writes
 * the precache list into `self.__WB_MANIFEST`.
 *
 * - The app shell and every script and style are precached: the app opens with no signal.
 * - Pages: network first (a deploy reaches everyone), the copy last seen when the signal is weak or
 *   gone, and the app shell for a page never seen (the router draws it in the browser).
 * - API reads: network first; offline, the copy a downloaded voyage keeps, else the copy last read —
 *   only from the caches of the traveller whose session made the request (docs/architecture/pwa.md).
 * - Images and audio: from any cache first (a downloaded voyage's cache included), else the network;
 *   audio answers range requests from the cache, so narration seeks offline.
 * - A voyage pack's own requests (its pieces and answers, marked with PACK_REQUEST_HEADER) are left
 *   to the network: the page stores and checks them itself.
 * - Background Sync: the one outbox goes up when the signal returns, page open or not, as the
 *   traveller the page handed over (docs/architecture/pwa.md).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  APP_SHELL_URL,
  isOfflineVoyageCache,
  isUnscopedLegacyCache,
  PACK_REQUEST_HEADER,
  RUNTIME_CACHES,
  travellerApiCacheName,
  travellerOfAuthorization,
} from '../../lib/pwa-caches.ts';
import { aSendingPageIsInView, OUTBOX_SYNC_TAG, whileSendingOutbox } from '../offline/outbox-store.ts';
import { sendOutboxFromWorker } from '../reader/worker-sync.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/** The Background Sync event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(isUnscopedLegacyCache).map((name) => caches.delete(name)))),
  );
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(sendUnlessAPageSends());
});

/**
 * A page of the app in view sends the outbox itself, when it sees the signal (and takes the server's
 * answer into its copies, asks about progress another device got further in, shows 'Enviando…'):
 * the worker sends for the app closed or out of view. One sender at a time, the pages' included.
 */
async function sendUnlessAPageSends() {
  if (await aSendingPageIsInView()) return;
  await whileSendingOutbox(sendOutboxFromWorker);
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const packRequest = (request: Request) => request.headers.has(PACK_REQUEST_HEADER);
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * Public files (pages, images, narration): the server hands them to anyone, so any copy may answer,
 * a downloaded voyage's included.
 */
function fromAnyCache(request: Request | string) {
  return caches.match(request, { ignoreVary: true });
}

/** The caches of one traveller's downloaded voyages, opened. */
async function offlineVoyageCaches(userId: string) {
  const names = (await caches.keys()).filter((name) => isOfflineVoyageCache(name, userId));
  return Promise.all(names.map((name) => caches.open(name)));
}

/** A traveller's downloaded voyage's copy of an API answer, if one keeps it. */
async function fromOfflineVoyageCaches(request: Request, userId: string) {
  for (const cache of await offlineVoyageCaches(userId)) {
    const cached = await cache.match(request, { ignoreVary: true });
    if (cached) return cached;
  }
  return undefined;
}

/** A traveller's downloaded voyage keeps its copy fresh whenever the network answers them the same request. */
async function refreshOfflineVoyageCopies(request: Request, response: Response, userId: string) {
  const voyageCaches = await offlineVoyageCaches(userId);
  await Promise.all(
    voyageCaches.map(async (cache) => {
      if (await cache.match(request, { ignoreVary: true })) await cache.put(request, response.clone());
    }),
  );
}

/**
 * A traveller's downloaded voyages and their API answers: each answer the network gives refreshes
 * the voyage's copy, and without an answer the voyage's copy comes before the copy last read — it is
 * never older (refreshed by every answer, and by "Atualizar a cópia", which the copy last read is not).
 */
function downloadedVoyagesFirst(userId: string): WorkboxPlugin {
  return {
    fetchDidSucceed: async ({ request, response }) => {
      if (response.ok) void refreshOfflineVoyageCopies(request, response.clone(), userId);
      return response;
    },
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
      (await fromOfflineVoyageCaches(request, userId)) ?? cachedResponse ?? null,
  };
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

// API reads: a traveller's answers go into their own cache, answers read without a session into
// the public one; offline, only the same traveller's copies (or the public ones) answer.
const apiStrategies = new Map<string, NetworkFirst>();
function apiStrategy(traveller: string | null) {
  const cacheName = traveller ? travellerApiCacheName(traveller) : RUNTIME_CACHES.publicApi;
  let strategy = apiStrategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: 6,
      plugins: [
        okOnly(),
        new ExpirationPlugin({ maxEntries: 200 }),
        ...(traveller ? [downloadedVoyagesFirst(traveller)] : []),
      ],
    });
    apiStrategies.set(cacheName, strategy);
  }
  return strategy;
}
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    !packRequest(request) &&
    sameOrigin(url) &&
    url.pathname.startsWith('/api/v1/') &&
    !url.pathname.startsWith('/api/v1/analytics/'),
  (options) =>
    apiStrategy(travellerOfAuthorization(options.request.headers.get('authorization'))).handle(options),
  'GET',
);

// Images.
const images = new CacheFirst({
  cacheName: RUNTIME_CACHES.images,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 })],
});
registerRoute(
  ({ request, url }) => request.destination === 'image' && !packRequest(request) && sameOrigin(url),
  async (options) => (await fromAnyCache(options.request)) ?? images.handle(options),
);

// Audio: the browser asks for ranges; a cached whole file answers them.
const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|webm)$/i;
const audio = new CacheFirst({
  cacheName: RUNTIME_CACHES.audio,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 20 })],
});
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    !packRequest(request) &&
    (request.destination === 'audio' || AUDIO_FILE.test(url.pathname)),
  async (options) => {
    const { request } = options;
    const whole = await fromAnyCache(request.url);
    if (whole) return request.headers.has('range') ? createPartialResponse(request, whole) : whole;
    if (request.headers.has('range')) return fetch(request);
    return audio.handle(options);
  },
);
