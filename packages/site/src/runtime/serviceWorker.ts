// Registers /sw.js (spec §4 Service worker: only over https or on localhost; an update installing
// while a controller exists sets the updated flag; the page reloads if resources had failed).
// Loaded lazily, after the page has loaded. The browser's own API does what workbox-window did
// here (register, follow the installing worker, post the URLs to cache) for a sixth of its size
// (decision 014); the worker itself is Workbox (sw/sw.ts).
import {cacheKey} from '../sw/routes.ts';
import type {RuntimeState} from './state.ts';

/** The service worker's URL (built from packages/site/src/sw/sw.ts). */
export const SW_URL = '/sw.js';

/** Message type Workbox's routing cache listener answers (it caches URLs via their routes). */
const CACHE_URLS_MESSAGE = 'CACHE_URLS';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether to register: the browser supports it and the page is on https or on localhost. */
export function shouldRegister(
  location: {protocol: string; hostname: string},
  supported: boolean,
): boolean {
  if (!supported) return false;
  return (
    location.protocol === 'https:' ||
    LOCAL_HOSTS.has(location.hostname) ||
    location.hostname.endsWith('.localhost')
  );
}

/** What to do when a service worker has installed. */
export type InstalledAction = 'none' | 'flagUpdate' | 'reload';

/**
 * A first install (no controller) changes nothing. An update (a controller exists) sets the
 * updated flag; when resources had failed to load it also reloads, so the new worker's files
 * replace what failed.
 */
export function installedAction(hasController: boolean, resourcesFailed: boolean): InstalledAction {
  if (!hasController) return 'none';
  return resourcesFailed ? 'reload' : 'flagUpdate';
}

/**
 * The addresses to send the worker for caching: without query and fragment (its cache keys, so the
 * worker's fetch repeats no query, which may carry personal data, to the server), each once.
 */
export function addressesToCache(urls: readonly string[], base: string): string[] {
  return [...new Set(urls.map((url) => cacheKey(new URL(url, base))))];
}

/** Talks to the registered worker. */
export interface ServiceWorkerHandle {
  /** Asks the worker to fetch and cache `urls` through its routes (pages visited client-side). */
  cacheUrls(urls: readonly string[]): void;
}

/**
 * Registers the worker where {@link shouldRegister} allows; `initialUrls` are cached once the
 * first install activates (the page loaded before any worker could see its requests).
 */
export async function registerServiceWorker(
  win: Window,
  state: RuntimeState,
  initialUrls: () => string[],
): Promise<ServiceWorkerHandle | null> {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!shouldRegister(win.location, container !== undefined)) return null;
  if (container === undefined) return null;
  // An update is a worker installing while this page is already controlled (workbox-window's
  // `isUpdate`); the first install caches what this page loaded before it could see it.
  const controlledAtStart = container.controller !== null;
  const registration = await container.register(SW_URL);
  const cacheUrls = (urls: readonly string[]) => {
    if (urls.length === 0) return;
    // Workbox's routing listener (router.addCacheListener in sw.ts) takes this message.
    const worker = container.controller ?? registration.active;
    const urlsToCache = addressesToCache(urls, win.location.href);
    worker?.postMessage({type: CACHE_URLS_MESSAGE, payload: {urlsToCache}});
  };
  const follow = (worker: ServiceWorker | null) => {
    if (worker === null) return;
    const onStateChange = () => {
      if (worker.state === 'installed') {
        const action = installedAction(container.controller !== null, state.resourcesFailed);
        if (action !== 'none') state.updated = true;
        if (action === 'reload') win.location.reload();
      } else if (worker.state === 'activated' || worker.state === 'redundant') {
        worker.removeEventListener('statechange', onStateChange);
        if (worker.state === 'activated' && !controlledAtStart) cacheUrls(initialUrls());
      }
    };
    worker.addEventListener('statechange', onStateChange);
  };
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));
  return {cacheUrls};
}
