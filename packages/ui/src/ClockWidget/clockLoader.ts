// Loads the retailer clock script on demand and mounts it (spec §7 Other, §8 "Clock widget
// mount failure: only logged"). The script's contract is ours to define (decision 007 forms):
// it sets `window.RlxCornerClock = {mount(element, {dealerKey, lang, colour})}`.
import type {Lang} from '@schaufenster/core';

/** Name of the global the clock script defines. */
export const CLOCK_GLOBAL = 'RlxCornerClock';

/** The clock's colour; the spec asks for "gold" (spec §7 Other). */
const CLOCK_COLOUR = 'gold';

/** What the clock's `mount` receives besides the element. */
export interface ClockMountOptions {
  /** The retailer's dealer key (`brand_config.rolex_api_key`). */
  dealerKey: string;
  /** The page language. */
  lang: Lang;
  /** Always "gold". */
  colour: typeof CLOCK_COLOUR;
}

/** The API the clock script puts on `window[CLOCK_GLOBAL]`. */
export interface ClockApi {
  /** Renders the clock into `element`. */
  mount(element: Element, options: ClockMountOptions): unknown;
}

/** Inputs of {@link loadClock}. */
export interface LoadClockOptions {
  /** The document the script tag goes into. */
  document: Document;
  /** The window the script defines its global on. */
  window: Window;
  /** URL of the clock script. */
  scriptUrl: string;
  /** Element the clock renders into. */
  element: Element;
  /** The dealer key; without one nothing is loaded. */
  dealerKey: string | null | undefined;
  /** The page language. */
  lang: Lang;
  /** Where failures are reported. @default console */
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Checked before mounting, so an unmounted widget is not filled in later. @default never */
  isCancelled?: () => boolean;
}

// One load per document and URL, shared by every widget and by re-mounts after navigation.
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds `<script src={url} async>` to the document's head once and resolves when it has run.
 * A failed load is forgotten (and its tag removed) so a later mount may try again.
 */
export function loadScriptOnce(document: Document, url: string): Promise<void> {
  let byUrl = loads.get(document);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(document, byUrl);
  }
  const known = byUrl.get(url);
  if (known) return known;
  const cache = byUrl;
  const script = document.createElement('script');
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      cache.delete(url);
      script.remove();
      reject(new Error(`could not load ${url}`));
    });
  });
  script.src = url;
  script.async = true;
  cache.set(url, loaded);
  document.head.appendChild(script);
  return loaded;
}

/** The clock API on `window`, or null when the script defined none (or something else). */
export function readClockApi(window: Window): ClockApi | null {
  const candidate: unknown = (window as unknown as Record<string, unknown>)[CLOCK_GLOBAL];
  if (typeof candidate !== 'object' || candidate === null) return null;
  return typeof (candidate as {mount?: unknown}).mount === 'function'
    ? (candidate as ClockApi)
    : null;
}

/**
 * Loads the clock script (unless its global already exists) and mounts the clock with the
 * dealer key, language and colour "gold". Resolves true when mounted. Never rejects: a script
 * error, a missing global or a throwing `mount` is logged and resolves false, so the widget's
 * link keeps working (spec §8).
 */
export async function loadClock({
  document,
  window,
  scriptUrl,
  element,
  dealerKey,
  lang,
  logger = console,
  isCancelled = () => false,
}: LoadClockOptions): Promise<boolean> {
  if (!dealerKey) {
    logger.warn('Clock widget: no dealer key (brand_config.rolex_api_key); clock not loaded');
    return false;
  }
  try {
    if (readClockApi(window) === null) await loadScriptOnce(document, scriptUrl);
  } catch (error) {
    logger.error('Clock widget: the clock script failed to load', error);
    return false;
  }
  if (isCancelled()) return false;
  const api = readClockApi(window);
  if (api === null) {
    logger.error(`Clock widget: the clock script defined no ${CLOCK_GLOBAL}.mount`);
    return false;
  }
  try {
    api.mount(element, {dealerKey, lang, colour: CLOCK_COLOUR});
    return true;
  } catch (error) {
    logger.error('Clock widget: mounting the clock failed', error);
    return false;
  }
}
