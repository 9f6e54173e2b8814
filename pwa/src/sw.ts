/// <reference lib="webworker" />
/**
 * Inkwell's service worker (docs/architecture.md, "pwa/ — layers"): precaches the app shell, answers every
 * navigation with the shell offline, keeps product and category images as they are seen (bounded),
 * and never caches /sync or anything private. A new version waits until the shopper presses Reload.
 * A Background Sync event replays the signed-in shopper's outbox, page or no page.
 */
import './lib/zod-without-eval';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { OUTBOX_SYNC_TAG, replayFromServiceWorker } from './data/outbox/worker-replay';
import { HINDI_CHUNK_PATH } from './i18n/hindi-chunk';

declare const self: ServiceWorkerGlobalScope;

const IMAGE_CACHE = 'inkwell-images';
const CATALOG_API_CACHE = 'inkwell-catalog-api';
const HINDI_CACHE = 'inkwell-hindi';

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (data && typeof data === 'object' && 'type' in data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayFromServiceWorker());
}) as EventListener);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so images seen on the first visit are kept.
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Every route of the single-page app opens offline: the shell renders it (not-found included).
// The built-in test gateway's pages are the api's, not the app's (decision 046): never the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/sync(\/|$)/, /^\/uploads(\/|$)/, /^\/test-gateway(\/|$)/],
  }),
);

// Product and category images: immutable names made by the server, so cache-first, bounded.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// The Hindi texts, kept once a shopper chose Hindi: Hindi opens offline from the second visit on.
// Their name changes with their content (a hash), so the cached one is never stale; a new version's
// replaces the old (two kept, the one in use and the one before an update).
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && HINDI_CHUNK_PATH.test(url.pathname),
  new CacheFirst({ cacheName: HINDI_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: false })] }),
);

/**
 * Public catalogue reads only (until the replica is ready they are what a page shows offline).
 * Never /api/auth, /api/cart, /api/orders, /api/wishlist, never a request carrying a token, never a write.
 */
const PUBLIC_CATALOG_GET = /^\/api\/(products|categories)(\/|$)/;
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === 'GET' && PUBLIC_CATALOG_GET.test(url.pathname) && !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: CATALOG_API_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 24 * 3600, purgeOnQuotaError: true })],
  }),
);
// Everything else (/sync, other /api calls, writes) goes to the network untouched.
