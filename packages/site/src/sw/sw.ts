// The service worker `/sw.js` (spec §4 Service worker), so revisited pages work offline, with
// Workbox: the app shell precached; pages and page data network first with the cache as fallback;
// images from the cache, refreshed in the background. Built by the site build as a classic script
// with the precache list put in for __SF_PRECACHE__ (build/viteBuild.ts).
import {ExpirationPlugin} from 'workbox-expiration';
import {cleanupOutdatedCaches, precacheAndRoute} from 'workbox-precaching';
import {Route, Router} from 'workbox-routing';
import {NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import type {PrecacheEntry} from './manifest.ts';
import {
  CACHED_METHOD,
  CACHE_LIMITS,
  CACHE_NAMES,
  IMAGE_MAX_AGE_SECONDS,
  cacheKey,
  isCacheableResponse,
  isImageUrl,
  isPageDataUrl,
  isPageUrl,
} from './routes.ts';

declare const __SF_PRECACHE__: PrecacheEntry[];

/** The parts of the worker's global scope used here (the DOM lib types `self` as a window). */
interface WorkerScope {
  location: {origin: string};
  skipWaiting(): Promise<void>;
  clients: {claim(): Promise<void>};
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: {waitUntil(promise: Promise<unknown>): void}) => void,
  ): void;
}

const scope = self as unknown as WorkerScope;
const {origin} = scope.location;

// Keeps only complete own answers (routes.ts).
const onlyComplete = {
  cacheWillUpdate: async ({response}: {response: Response}) =>
    isCacheableResponse(response) ? response : null,
};

// Entries are kept without query or fragment (routes.ts): none holds what a query carried.
const keyWithoutQuery = {
  cacheKeyWillBeUsed: async ({request}: {request: Request}) => cacheKey(new URL(request.url)),
};

precacheAndRoute(__SF_PRECACHE__);
cleanupOutdatedCaches();

const router = new Router();
router.registerRoute(
  new Route(
    ({url}) => isPageDataUrl(url, origin),
    new NetworkFirst({
      cacheName: CACHE_NAMES.pageData,
      plugins: [
        onlyComplete,
        keyWithoutQuery,
        new ExpirationPlugin({maxEntries: CACHE_LIMITS.pageData}),
      ],
    }),
    CACHED_METHOD,
  ),
);
router.registerRoute(
  new Route(
    ({url}) => isPageUrl(url, origin),
    new NetworkFirst({
      cacheName: CACHE_NAMES.pages,
      plugins: [
        onlyComplete,
        keyWithoutQuery,
        new ExpirationPlugin({maxEntries: CACHE_LIMITS.pages}),
      ],
    }),
    CACHED_METHOD,
  ),
);
router.registerRoute(
  new Route(
    ({url}) => isImageUrl(url, origin),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.images,
      plugins: [
        onlyComplete,
        keyWithoutQuery,
        new ExpirationPlugin({
          maxEntries: CACHE_LIMITS.images,
          maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
        }),
      ],
    }),
    CACHED_METHOD,
  ),
);
router.addFetchListener();
// The runtime sends pages it showed client-side (and the first page) to be cached here.
router.addCacheListener();

// A new worker takes over at once; the runtime's updated flag makes the next navigation a full
// load, so pages never mix old and new builds' code.
scope.addEventListener('install', () => {
  void scope.skipWaiting();
});
scope.addEventListener('activate', (event) => {
  event.waitUntil(scope.clients.claim());
});
