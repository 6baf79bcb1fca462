// Start-up order of the browser runtime (decisions 012, 014, 061), the one place the page's
// stores are set up: the runtime config is read once, then redirects (the static host serves
// 404.html for /SchauFenster); then, in one task, the code of islands that hydrate at once starts
// downloading, the consent store starts loading from the config and the islands are armed by
// strategy, so a press is held from the start; hydration waits for the consent store, and only
// the islands that must be live at once hydrate now. Then navigation, prefetch, analytics and the
// service worker. Code not needed for the first paint loads lazily; an island that paints first
// (the checkout) fetches its code after the first frame.
import type {MatomoWindow} from './analyticsBridge.ts';
import {readPageContext} from '../islands/pageContext.ts';
import {ISLANDS} from '@schaufenster/templates/islands';
import {shareLanguageWithAria} from '@schaufenster/ui';
import {islandElements} from '../contract/islandMarkup.ts';
import {announcedTitle, createLiveRegions} from './announcer.ts';
import {readRuntimeConfig, type ConsentConfig} from '../contract/runtimeConfig.ts';
import {afterFirstPaint, paintsFirst, preloadEagerIslands} from './islands.ts';
import {internalLinkUrl} from './links.ts';
import {createPageLoader, fetchBuildId} from './loader.ts';
import {pageTriggers, type ConsentTriggers} from './pageTriggers.ts';
import {pageDataUrl, pathLanguage} from '../contract/paths.ts';
import {startPrefetch} from './prefetch.ts';
import {browserRedirect} from './redirects.ts';
import {createRouter, type SwappedPage} from './router.ts';
import {createIslandScheduler} from './scheduler.ts';
import {createScrollMemory} from './scroll.ts';
import {registerServiceWorker} from './serviceWorker.ts';
import {runtimeState} from './state.ts';

/** Starts the runtime on the current page. */
export async function startRuntime(win: Window & typeof globalThis, doc: Document): Promise<void> {
  const config = readRuntimeConfig(doc);
  const redirect = browserRedirect(win.location.pathname, config.adminPortalUrl);
  if (redirect) {
    win.location.replace(redirect.to);
    return;
  }
  const context = readPageContext(doc.documentElement, config.shop);
  // Before any island's code loads: react-aria takes the page language from here (decision 059).
  shareLanguageWithAria(win, context.lang);
  const elements = islandElements(doc);
  // The code of islands that hydrate at once downloads while the consent module loads; that of
  // islands that paint first (the checkout) only after the page's first frame.
  preloadEagerIslands(elements, context.lang);
  const firstPaint = elements.some(paintsFirst) ? afterFirstPaint(win, doc) : Promise.resolve();
  // The islands are armed before the consent module has loaded, so a press on one meanwhile is
  // held rather than submitting its prerendered form (decision 061); hydration waits for it.
  const consent = loadConsent(config.consents);
  const islands = createIslandScheduler({
    // React and the hydration code load with the first island that hydrates (decision 034).
    hydrate: async (element, props) => {
      if (paintsFirst(element)) await firstPaint;
      const [, code] = await Promise.all([consent, import('../islands/hydrateIslands.ts')]);
      return code.hydrateIsland(element, context, props);
    },
    preload: (name) => void ISLANDS[name].load().catch(() => undefined),
    triggers: pageTriggers(win, consent, context.shop),
    onLateFailure: () => {
      runtimeState.resourcesFailed = true;
    },
  });
  // Resolves once the islands that must be live at once are; the others wait for their moment.
  const armed = await islands.arm(elements);
  if (armed.failed > 0) runtimeState.resourcesFailed = true;

  const main = doc.getElementById('main');
  if (main === null) return; // not a page of the build: nothing to navigate
  const fetch = win.fetch.bind(win);
  const loader = createPageLoader({fetch});
  const router = createRouter({
    win,
    doc,
    main,
    config,
    context,
    loader,
    fetchBuildId: () => fetchBuildId(fetch),
    scroll: createScrollMemory(() => win.sessionStorage),
    // The announcer's live region appears now: the runtime is ready (tests wait for it).
    live: createLiveRegions(doc),
    state: runtimeState,
    islands,
    // Only asked before a navigation to a page with embeds this document's CSP lacks.
    embedsConsented: async (providers) => {
      if ((await consent) === null) return false;
      const {anyEmbedConsented} = await import('./embedConsent.ts');
      return anyEmbedConsented(providers);
    },
  });
  router.start();

  const prefetcher = startPrefetch({
    win,
    // Another language's page loads as a document (outcome.ts): its data would go unused.
    target: (anchor) => {
      const url = internalLinkUrl(anchor, win.location);
      return url && pathLanguage(url.pathname) === context.lang ? url : null;
    },
    prefetch: (url) => loader.prefetch(url.pathname),
  });
  router.onSwap(() => prefetcher.observe(main));

  if (config.matomo) {
    const matomo = config.matomo;
    void import('./analytics.ts').then(({startAnalytics}) => {
      const tracker = startAnalytics(matomo, win as Window & MatomoWindow);
      tracker.pageView({
        url: win.location.href,
        referrer: doc.referrer,
        title: announcedTitle(doc),
        loadMs: null,
      });
      router.onSwap((page: SwappedPage) => tracker.pageView({...page, url: page.url.href}));
    });
  }

  // Part of the entry: every page registers it, and a chunk of its own cost a request and more bytes.
  const registerWorker = () =>
    registerServiceWorker(win, runtimeState, () => pageUrls(win))
      .then((worker) => {
        if (worker === null) return;
        router.onSwap(({url}) => worker.cacheUrls([url.href]));
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (doc.readyState === 'complete') void registerWorker();
  else win.addEventListener('load', () => void registerWorker(), {once: true});
}

/** Sets up the consent store from the config; null when its code failed to load. */
async function loadConsent(config: ConsentConfig): Promise<ConsentTriggers | null> {
  try {
    const consent = await import('./consent.ts');
    consent.initPageConsents(config);
    return {bannerShows: consent.onBannerShown, embedConsented: consent.onEmbedConsented};
  } catch (error) {
    runtimeState.resourcesFailed = true;
    console.error('The consent store could not be set up', error);
    return null;
  }
}

// What the first service-worker install caches of the page it was registered on: the document,
// its page data and the images it showed (later requests pass through the worker anyway). The
// worker's handle drops queries and fragments (serviceWorker.ts).
function pageUrls(win: Window): string[] {
  const here = new URL(win.location.href);
  const images = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${here.origin}/images/`));
  return [here.href, `${here.origin}${pageDataUrl(here.pathname)}`, ...images];
}
