// The page loader (spec §2 Page shell, §8 Page loading, §9 "Page data retry max 3"): page data
// by path, kept in memory, shared by navigation and prefetch.
import {isLang} from '@schaufenster/core';
import type {PageData} from '../contract/pageData.ts';
import {
  APP_DATA_URL,
  NOT_FOUND_PATH,
  notFoundPath,
  pageDataUrl,
  pathLanguage,
} from '../contract/paths.ts';

/** spec §9: page data retry max 3 (so up to four requests). */
export const PAGE_DATA_RETRIES = 3;

/**
 * How long one page-data request may take before it counts as failed and is retried (the spec
 * sets no figure; decision 012): long enough for a slow mobile link, short enough that four
 * tries end in the document-load fallback well within a minute.
 */
export const PAGE_DATA_TIMEOUT_MS = 10_000;

/** Pages kept in memory; the oldest goes first beyond this. */
const PAGE_CACHE_LIMIT = 100;

/** What a page load ends in. */
export type PageLoad =
  /** The page's data. */
  | {kind: 'page'; data: PageData}
  /** spec §8: 404 loads the 404 page; shown at the requested URL. */
  | {kind: 'notFound'; data: PageData}
  /** spec §8: 500 is an error (the router then loads the URL as a document). */
  | {kind: 'error'; status: number}
  /** Retries used up: the router falls back to a full browser navigation (spec §8). */
  | {kind: 'failed'};

/** The part of a fetch response the loader reads. */
export interface ResponseLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

/** `fetch`, or a fake in tests. */
export type FetchLike = (url: string, init?: RequestInit) => Promise<ResponseLike>;

/** Loads and caches page data. */
export interface PageLoader {
  /** The page at `pathname` (cached results come back at once). */
  load(pathname: string): Promise<PageLoad>;
  /** Loads `pathname` into the cache; failures are dropped silently (a click retries). */
  prefetch(pathname: string): void;
}

/** Options of {@link createPageLoader}. */
export interface PageLoaderOptions {
  /** The fetch to use. */
  fetch: FetchLike;
  /** Retries after the first failed request. @default PAGE_DATA_RETRIES */
  retries?: number;
  /** Time limit of one request in ms. @default PAGE_DATA_TIMEOUT_MS */
  timeoutMs?: number;
}

type Attempt = {kind: 'data'; data: PageData} | {kind: 'status'; status: number} | {kind: 'failed'};

/** Checks the fields the router relies on; anything else is a failed load (and retried). */
export function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<Record<keyof PageData, unknown>>;
  const head = data.head as {title?: unknown; meta?: unknown; links?: unknown} | undefined;
  return (
    typeof data.path === 'string' &&
    typeof data.lang === 'string' &&
    isLang(data.lang) &&
    typeof data.mainHtml === 'string' &&
    Array.isArray(data.islands) &&
    typeof head?.title === 'string' &&
    Array.isArray(head.meta) &&
    Array.isArray(head.links)
  );
}

/** Creates the loader. */
export function createPageLoader({
  fetch,
  retries = PAGE_DATA_RETRIES,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
}: PageLoaderOptions): PageLoader {
  const cache = new Map<string, Promise<PageLoad>>();

  // One try, given up after `timeoutMs` (the request is aborted and the try counts as failed).
  async function attemptOnce(url: string): Promise<Attempt | null> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(null);
      }, timeoutMs);
    });
    const request = (async (): Promise<Attempt | null> => {
      const response = await fetch(url, {signal: controller.signal});
      if (response.status === 404 || response.status === 500) {
        return {kind: 'status', status: response.status};
      }
      if (!response.ok) return null;
      const data = await response.json();
      return isPageData(data) ? {kind: 'data', data} : null;
    })();
    try {
      return await Promise.race([request, timedOut]);
    } catch {
      // network failure or bad JSON
      return null;
    } finally {
      clearTimeout(timer);
      request.catch(() => undefined);
    }
  }

  // One URL with retries: 404 and 500 answer at once, anything else (network error, timeout,
  // other status, bad JSON) is tried again up to `retries` times.
  async function fetchData(url: string): Promise<Attempt> {
    for (let attempt = 0; attempt <= retries; attempt++) {
      const result = await attemptOnce(url);
      if (result !== null) return result;
    }
    return {kind: 'failed'};
  }

  async function loadUncached(pathname: string): Promise<PageLoad> {
    const first = await fetchData(pageDataUrl(pathname));
    if (first.kind === 'data') return {kind: 'page', data: first.data};
    if (first.kind === 'failed') return first;
    if (first.status !== 404) return {kind: 'error', status: first.status};
    // The 404 page in the missing page's language, so the visitor stays in theirs, else the German
    // one (a language the site does not have, or its 404 page missing).
    const lang = pathLanguage(pathname);
    let notFound = await fetchData(pageDataUrl(notFoundPath(lang)));
    if (notFound.kind !== 'data' && notFoundPath(lang) !== NOT_FOUND_PATH) {
      notFound = await fetchData(pageDataUrl(NOT_FOUND_PATH));
    }
    return notFound.kind === 'data' ? {kind: 'notFound', data: notFound.data} : {kind: 'failed'};
  }

  function load(pathname: string): Promise<PageLoad> {
    const cached = cache.get(pathname);
    if (cached) return cached;
    const pending = loadUncached(pathname).then((result) => {
      // Only answers are kept: a failure must be tried afresh next time.
      if (result.kind !== 'page' && result.kind !== 'notFound') cache.delete(pathname);
      return result;
    });
    cache.set(pathname, pending);
    if (cache.size > PAGE_CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return pending;
  }

  return {
    load,
    prefetch(pathname) {
      void load(pathname);
    },
  };
}

/**
 * The build id the server has now (`page-data/app-data.json`, revalidated), or null when it cannot
 * be read: a missing answer never blocks navigation.
 */
export async function fetchBuildId(fetch: FetchLike): Promise<string | null> {
  try {
    const response = await fetch(APP_DATA_URL, {cache: 'no-cache'});
    if (!response.ok) return null;
    const data = (await response.json()) as {buildId?: unknown} | null;
    return typeof data?.buildId === 'string' ? data.buildId : null;
  } catch {
    return null;
  }
}
