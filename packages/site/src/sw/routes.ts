// What the service worker caches how (spec §4 Service worker), so revisited pages work offline.
// Pure, so the rules are tested in node; sw.ts wires them to Workbox.

/** Runtime cache names (the precache is Workbox's own). */
export const CACHE_NAMES = {
  pages: 'sf-pages',
  pageData: 'sf-page-data',
  images: 'sf-images',
} as const;

/** Entries kept per runtime cache; the least recently used go first. */
export const CACHE_LIMITS = {pages: 60, pageData: 120, images: 120} as const;

/** Images are kept at most this long (seconds): they change rarely but do change. */
export const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// Folders of build output that are not pages.
const NOT_PAGES = ['/page-data/', '/assets/', '/images/'];

/** Page data, the build id and the shop catalogue: network first, the cache when offline. */
export function isPageDataUrl(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    (url.pathname.startsWith('/page-data/') || url.pathname === '/shop-catalogue.json')
  );
}

/** A page's document (`/kontakt`, `/en/`, `/404.html`): network first, the cache when offline. */
export function isPageUrl(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (NOT_PAGES.some((folder) => url.pathname.startsWith(folder))) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** The retailer's images (`/images/…`): from the cache, refreshed in the background. */
export function isImageUrl(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/images/');
}

/**
 * The address a runtime cache keeps an answer under, and the one the runtime asks the worker to
 * cache: without query and fragment. A query may carry personal data, and a static host serves the
 * same file whatever the query, so `/uhren?category=3` is `/uhren`'s entry.
 */
export function cacheKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** Only GET is routed, so a POST (a form sent to the site's origin) is never cached. */
export const CACHED_METHOD = 'GET';

/**
 * Only complete own answers are kept: no 404 page for an unknown path, no redirect (a navigation
 * fetch sees an opaque redirect with status 0), no error page.
 */
export function isCacheableResponse(response: {status: number; type: string}): boolean {
  return response.status === 200 && (response.type === 'basic' || response.type === 'default');
}
