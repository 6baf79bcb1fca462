// Client-side navigation (spec §2 Page shell, §8 Page loading): internal link clicks and
// back/forward load page data, swap `<main id="main">`, hydrate its islands, update the head,
// scroll and announce. Islands outside main stay mounted. Whatever the mounted page cannot follow
// becomes a document load (outcome.ts).
import type {PageData} from '../contract/pageData.ts';
import type {IslandPageContext} from '../islands/pageContext.ts';
import {
  NAVIGATION_NOTICE_DELAY_MS,
  announcedTitle,
  announcementText,
  type LiveRegions,
} from './announcer.ts';
import {isDocumentPath, type RuntimeConfig} from '../contract/runtimeConfig.ts';
import {applyHead} from './head.ts';
import {islandElements} from '../contract/islandMarkup.ts';
import {replaceLanguageLinks} from './languageLinks.ts';
import {interceptedClick} from './links.ts';
import type {PageLoader} from './loader.ts';
import {navigationOutcome} from './outcome.ts';
import {pageKey} from '../contract/paths.ts';
import {browserRedirect} from './redirects.ts';
import {hashTargetY, routeScrollY, type ScrollMemory} from './scroll.ts';
import type {IslandScheduler} from './scheduler.ts';
import type {RuntimeState} from './state.ts';

/** How the URL changes: a new history entry, the current one replaced, or back/forward. */
type NavigationMode = 'push' | 'replace' | 'pop';

/** A page shown by a swap. */
export interface SwappedPage {
  /** Its URL. */
  url: URL;
  /** The URL shown before it. */
  referrer: string;
  /** Its title. */
  title: string;
  /** Milliseconds from the navigation's start to the swapped main. */
  loadMs: number;
}

/** What the router works with. */
export interface RouterOptions {
  win: Window & typeof globalThis;
  doc: Document;
  /** `<main id="main">`. */
  main: HTMLElement;
  config: RuntimeConfig;
  /** The page's island context (language, languages, host). */
  context: IslandPageContext;
  loader: PageLoader;
  /** The server's build id now, or null. */
  fetchBuildId: () => Promise<string | null>;
  scroll: ScrollMemory;
  live: LiveRegions;
  state: RuntimeState;
  /** The page's islands by strategy (main's are released and armed anew on a swap). */
  islands: IslandScheduler;
  /**
   * Whether the visitor's stored consent shows the frame of one of these two-click embeds at once
   * (`data-sf-embed` providers, decision 025; embedConsent.ts). @default never
   */
  embedsConsented?: (providers: readonly string[]) => Promise<boolean>;
}

/** The running router. */
export interface Router {
  /** Listens to clicks, back/forward and scrolling; restores scroll for this document. */
  start(): void;
  /** Shows the page at `url`. */
  navigate(url: URL, mode: NavigationMode): Promise<void>;
  /** Calls `listener` after every swap. */
  onSwap(listener: (page: SwappedPage) => void): void;
}

/** Creates the router; {@link Router.start} attaches it to the page. */
export function createRouter(options: RouterOptions): Router {
  const {win, doc, main, config, context, loader, scroll, live, state, islands} = options;
  const listeners: Array<(page: SwappedPage) => void> = [];
  let current = new URL(win.location.href);
  let navigation = 0;
  // The embed frames this document's CSP allows: those of the page it was loaded as (`_headers`
  // gives a page with embeds its own policy). The placeholder's mark stays when the frame shows.
  const documentEmbeds = new Set(
    [...doc.querySelectorAll('[data-sf-embed]')].map((element) =>
      element.getAttribute('data-sf-embed'),
    ),
  );

  // Islands may change the query with replaceState (the item list's filters): outside a
  // back/forward the address bar names the page shown.
  const saveScroll = (key = pageKey(win.location)) => scroll.save(key, win.scrollY);

  // A document load of `url`: the fallback of spec §8 and of everything a swap cannot follow.
  function loadDocument(url: URL, mode: NavigationMode): void {
    if (url.href === win.location.href) win.location.reload();
    else if (mode === 'push') win.location.assign(url.href);
    else win.location.replace(url.href);
  }

  async function navigate(requested: URL, requestedMode: NavigationMode): Promise<void> {
    let url = requested;
    let mode = requestedMode;
    const redirect = browserRedirect(url.pathname, config.adminPortalUrl);
    if (redirect?.external) {
      loadDocument(new URL(redirect.to), mode);
      return;
    }
    if (redirect) {
      url = new URL(redirect.to, url.origin);
      if (mode === 'pop') mode = 'replace';
    }
    // On back/forward the address already names the next page; the one shown is `current`.
    saveScroll(mode === 'pop' ? pageKey(current) : undefined);
    // A page with its own CSP (checkout) is entered and left by a document load (decision 017).
    if (
      state.updated ||
      isDocumentPath(config, url.pathname) ||
      isDocumentPath(config, current.pathname)
    ) {
      loadDocument(url, mode);
      return;
    }
    const id = ++navigation;
    const started = win.performance.now();
    const notice = win.setTimeout(() => {
      live.setLoading(config.messages[context.lang]?.loading ?? null);
    }, NAVIGATION_NOTICE_DELAY_MS);
    const [load, latestBuildId] = await Promise.all([
      loader.load(url.pathname),
      options.fetchBuildId(),
    ]);
    win.clearTimeout(notice);
    if (id !== navigation) return; // a later navigation took over
    live.setLoading(null);
    const outcome = navigationOutcome({
      load,
      lang: context.lang,
      buildId: config.buildId,
      latestBuildId,
      updated: state.updated,
    });
    if (outcome.kind === 'document') {
      if (load.kind === 'failed') state.resourcesFailed = true;
      console.info(`Loading ${url.pathname} as a document: ${outcome.reason}`);
      loadDocument(url, mode);
      return;
    }
    // A page whose embed would show its frame at once needs its own CSP: decided from its page
    // data before anything renders, so it loads once, as a document, instead of being swapped in
    // and then reloaded when this document's CSP blocks the frame (useReloadWhenBlocked).
    const missing = (outcome.data.embeds ?? []).filter((embed) => !documentEmbeds.has(embed));
    if (missing.length > 0 && options.embedsConsented && (await options.embedsConsented(missing))) {
      if (id !== navigation) return;
      console.info(`Loading ${url.pathname} as a document: its embeds need the page's own CSP`);
      loadDocument(url, mode);
      return;
    }
    if (id !== navigation) return;
    await swap(url, mode, outcome.data, win.performance.now() - started, id);
  }

  async function swap(
    url: URL,
    mode: NavigationMode,
    data: PageData,
    loadMs: number,
    id: number,
  ): Promise<void> {
    const referrer = current.href;
    if (mode === 'push') win.history.pushState({}, '', url.href);
    if (mode === 'replace') win.history.replaceState({}, '', url.href);
    current = url;
    islands.release(main);
    main.innerHTML = data.mainHtml;
    applyHead(doc, data.head, {
      lang: data.lang,
      noindex: data.noindex === true,
      // Page data of an older build may lack it: the previous page's JSON-LD must go anyway.
      jsonLd: Array.isArray(data.jsonLd) ? data.jsonLd : [],
    });
    if (typeof data.languageLinksHtml === 'string') {
      replaceLanguageLinks(main, data.languageLinksHtml);
    }
    const scrollToTarget = () =>
      win.scrollTo(
        0,
        routeScrollY({
          restore: mode === 'pop',
          saved: scroll.read(pageKey(url)),
          hashY: hashTargetY(url.hash, doc, win.scrollY),
        }),
      );
    scrollToTarget();
    // The clicked link may have gone with the old main: keyboard focus restarts at main.
    const active = doc.activeElement;
    if (active === null || active === doc.body || !active.isConnected) {
      main.focus({preventScroll: true});
    }
    const title = announcedTitle(doc);
    live.announce(announcementText(config.messages[data.lang], title));
    const props = new Map(data.islands.map((island) => [island.id, island.props]));
    const mounted = await islands.arm(islandElements(main), props);
    if (mounted.failed > 0) {
      // spec §8: a failed chunk load goes to the last known path (the page just navigated to).
      state.resourcesFailed = true;
      if (id === navigation) win.location.reload();
      return;
    }
    // Islands may grow after their first client render (content shown only once hydrated): a
    // saved position or an anchor is aimed at again once that has settled.
    if (mode === 'pop' || url.hash !== '') {
      await new Promise((settled) => win.requestAnimationFrame(() => win.setTimeout(settled, 0)));
      if (id === navigation) scrollToTarget();
    }
    for (const listener of listeners) listener({url, referrer, title, loadMs});
  }

  function onClick(event: MouseEvent): void {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!(anchor instanceof win.HTMLAnchorElement)) return;
    const url = interceptedClick(event, anchor, win.location);
    if (url === null) return;
    event.preventDefault();
    // Remember where the visitor leaves this page now: the throttled scroll save may not have run.
    saveScroll(pageKey(current));
    void navigate(url, 'push');
  }

  function onPopState(): void {
    const url = new URL(win.location.href);
    if (pageKey(url) !== pageKey(current)) {
      // The address already shows the next page, but the view still shows the one being left.
      saveScroll(pageKey(current));
      void navigate(url, 'pop');
      return;
    }
    // Only the hash changed: same page, scroll to the anchor with the offset.
    current = url;
    const y = hashTargetY(url.hash, doc, win.scrollY);
    if (y !== null) win.scrollTo(0, y);
  }

  let scrollQueued = false;
  function onScroll(): void {
    if (scrollQueued) return;
    scrollQueued = true;
    const key = pageKey(win.location);
    win.setTimeout(() => {
      scrollQueued = false;
      // Not when the address changed meanwhile (back/forward before the swap).
      if (key === pageKey(win.location)) saveScroll(key);
    }, 100);
  }

  return {
    start() {
      // The runtime restores positions per path itself (spec §2 Page shell).
      if ('scrollRestoration' in win.history) win.history.scrollRestoration = 'manual';
      const entry = win.performance.getEntriesByType?.('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      const restore = entry?.type === 'reload' || entry?.type === 'back_forward';
      // After load and a frame: fonts, images and the islands' first client render have settled
      // the layout, so the saved position shows what the visitor left.
      const restoreDocument = () => {
        const saved = restore ? scroll.read(pageKey(current)) : null;
        const hashY = hashTargetY(current.hash, doc, win.scrollY);
        if (saved !== null || hashY !== null) {
          win.scrollTo(0, routeScrollY({restore, saved, hashY}));
        }
      };
      const afterFrame = () => win.requestAnimationFrame(restoreDocument);
      if (doc.readyState === 'complete') afterFrame();
      else win.addEventListener('load', afterFrame, {once: true});
      doc.addEventListener('click', onClick);
      win.addEventListener('popstate', onPopState);
      win.addEventListener('scroll', onScroll, {passive: true});
      win.addEventListener('pagehide', () => saveScroll());
    },
    navigate,
    onSwap(listener) {
      listeners.push(listener);
    },
  };
}
