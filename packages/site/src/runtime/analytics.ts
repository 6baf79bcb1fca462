// Matomo page views (spec §7 Other: "page views on route change (referrer, custom URL, title,
// link tracking, load duration event). It requires consent and JS error tracking is enabled").
// Only when the build configured Matomo; only after the matomo consent; before it nothing is
// requested (the analytics bridge, analyticsBridge.ts, loads matomo.js on consent and tells Matomo to require it).
import {consentStore} from '@schaufenster/ui';
import {
  appendScriptTag,
  connectAnalytics,
  createAnalyticsBridge,
  storedMatomoConsent,
  type MatomoCommand,
  type MatomoWindow,
} from './analyticsBridge.ts';
import type {MatomoConfig} from '../contract/runtimeConfig.ts';
import {trackedUrl} from './trackedUrl.ts';

/** One page view. */
export interface PageView {
  /** The page's URL; Matomo's custom URL is its scheme, host and path (trackedUrl.ts). */
  url: string;
  /** The page before it (the document referrer for the first page), also without query. */
  referrer: string;
  /** The page's title. */
  title: string;
  /** Milliseconds from the click to the swapped page; null for the first page (a document load). */
  loadMs: number | null;
}

/** Event category, action of the load-duration event (our own names; spec §7 names no values). */
export const LOAD_EVENT = ['Navigation', 'Load duration'] as const;

/** Matomo's endpoints under the configured base URL. */
export function matomoUrls(config: MatomoConfig): {script: string; tracker: string} {
  const base = config.url.endsWith('/') ? config.url : `${config.url}/`;
  return {script: `${base}matomo.js`, tracker: `${base}matomo.php`};
}

/** Commands that configure the tracker; queued, they request nothing. */
export function setupCommands(config: MatomoConfig): MatomoCommand[] {
  return [
    ['setTrackerUrl', matomoUrls(config).tracker],
    ['setSiteId', config.siteId],
    ['enableJSErrorTracking'],
  ];
}

/**
 * The commands of one page view (custom URL, referrer, title, link tracking, load duration).
 * Every address goes through trackedUrl: no query or fragment reaches Matomo (decision 012d).
 */
export function pageViewCommands(view: PageView): MatomoCommand[] {
  const url = trackedUrl(view.url);
  const commands: MatomoCommand[] = [
    // Always set, even empty: otherwise matomo.js would send `document.referrer` as it is.
    ['setReferrerUrl', trackedUrl(view.referrer)],
    ['setCustomUrl', url],
    ['setDocumentTitle', view.title],
    ['trackPageView'],
    // Links of a swapped main are new elements: link tracking must see them again.
    ['enableLinkTracking'],
  ];
  if (view.loadMs !== null) {
    commands.push(['trackEvent', ...LOAD_EVENT, url, Math.round(view.loadMs)]);
  }
  return commands;
}

/** Records page views; pushes them to Matomo only while the matomo consent is given. */
export interface PageTracker {
  /** A page was shown. */
  pageView(view: PageView): void;
}

/** Options of {@link createPageTracker}. */
export interface PageTrackerOptions {
  /** Queues commands (Matomo's `_paq.push`). */
  push: (command: MatomoCommand) => void;
  /** Whether the matomo consent is given now. */
  consented: () => boolean;
  /** Calls back whenever the consent may have changed; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Page views go to Matomo only with consent. The latest page is remembered: when consent comes
 * later on that page, its view is sent then (it is the page the visitor agreed on).
 */
export function createPageTracker({push, consented, subscribe}: PageTrackerOptions): PageTracker {
  let latest: PageView | null = null;
  let sent: PageView | null = null;
  const send = () => {
    if (latest === null || latest === sent || !consented()) return;
    sent = latest;
    for (const command of pageViewCommands(latest)) push(command);
  };
  subscribe(send);
  return {
    pageView(view) {
      latest = view;
      send();
    },
  };
}

/**
 * Wires Matomo for this page load: configuration queued, the consent bridge connected to the
 * consent store (which must be initialised), and a tracker for page views.
 */
export function startAnalytics(config: MatomoConfig, win: MatomoWindow): PageTracker {
  const push = (command: MatomoCommand) => {
    win._paq ??= [];
    win._paq.push(command);
  };
  const bridge = createAnalyticsBridge({
    win,
    scriptUrl: matomoUrls(config).script,
    loadScript: appendScriptTag,
  });
  for (const command of setupCommands(config)) push(command);
  connectAnalytics(consentStore, bridge);
  return createPageTracker({
    push,
    consented: () => storedMatomoConsent(consentStore.getState()) === true,
    subscribe: (listener) => consentStore.subscribe(listener),
  });
}
