// @vitest-environment jsdom
// The router's timing and failure rules, run on jsdom with fake timers: spec §9 "A
// delayed-navigation notice fires after 1000 ms of page loading" and spec §8 "A failed chunk
// load goes to the last known path"; and one load for a page whose embed needs its own CSP.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {PageData} from '../contract/pageData.ts';
import {readRuntimeConfig, type RuntimeConfig} from '../contract/runtimeConfig.ts';
import type {HydratedIsland} from '../islands/hydrateIslands.ts';
import {NAVIGATION_NOTICE_DELAY_MS} from './announcer.ts';
import type {PageLoad} from './loader.ts';
import {createRouter} from './router.ts';
import {createIslandScheduler, type Triggers} from './scheduler.ts';
import type {RuntimeState} from './state.ts';

const LOADING = 'Seite wird geladen …';

// The window parts the router uses, with an address that pushState moves and a reload to watch.
function fakeWindow(start: string) {
  let url = new URL(start);
  const location = {
    get href() {
      return url.href;
    },
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    get origin() {
      return url.origin;
    },
    reload: vi.fn(),
    assign: vi.fn(),
    replace: vi.fn(),
  };
  const moveTo = (href: string) => {
    url = new URL(href, url);
  };
  const win = {
    location,
    history: {
      pushState: (_state: unknown, _title: string, href: string) => moveTo(href),
      replaceState: (_state: unknown, _title: string, href: string) => moveTo(href),
    },
    performance: {now: () => Date.now()},
    // Looked up at call time: the test's fake timers are installed before the router runs.
    setTimeout: (handler: () => void, ms?: number) => setTimeout(handler, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
    scrollTo: vi.fn(),
    scrollY: 0,
    HTMLAnchorElement: window.HTMLAnchorElement,
  };
  return win as unknown as Window & typeof globalThis & {location: typeof location};
}

// Triggers that never fire; `load` islands hydrate at once without them.
const triggers: Triggers = {
  interaction: () => () => undefined,
  visible: () => () => undefined,
  idle: () => () => undefined,
  drawerOpens: () => () => undefined,
  bannerShows: () => () => undefined,
  embedShows: () => () => undefined,
  cartHasItems: () => false,
  cartStored: () => () => undefined,
  liveDiffers: () => () => undefined,
  hold: () => ({release: () => undefined, dispose: () => undefined}),
};

function pageData(path: string, mainHtml: string): PageData {
  return {
    path,
    lang: 'de',
    head: {title: 'Gravur | Juwelier Muster', lang: 'de', meta: [], links: []},
    mainHtml,
    jsonLd: [],
    islands: [],
    staticQueryHashes: [],
    noindex: false,
    languageLinksHtml: '',
  };
}

// A router on a jsdom `<main>`, with a loader the test resolves and islands whose code
// `hydrate` loads.
function setup(
  hydrate: () => Promise<HydratedIsland | null>,
  {
    startHtml = '<h1>Start</h1>',
    embedsConsented,
  }: {
    startHtml?: string;
    embedsConsented?: (providers: readonly string[]) => Promise<boolean>;
  } = {},
) {
  document.body.innerHTML = `<main id="main" tabindex="-1">${startHtml}</main>`;
  const main = document.getElementById('main') as HTMLElement;
  const win = fakeWindow('https://www.juwelier-muster.de/');
  const loads: Array<(load: PageLoad) => void> = [];
  const setLoading = vi.fn<(text: string | null) => void>();
  const state: RuntimeState = {updated: false, resourcesFailed: false};
  const config: RuntimeConfig = {
    ...readRuntimeConfig(document),
    buildId: 'b1',
    messages: {de: {navigated: 'Navigiert zu {title}', loading: LOADING}},
  };
  const router = createRouter({
    win,
    doc: document,
    main,
    config,
    context: {lang: 'de', available: ['de'], host: 'www.juwelier-muster.de', shop: null},
    loader: {
      load: () => new Promise((resolve) => loads.push(resolve)),
      prefetch: () => undefined,
    },
    fetchBuildId: () => Promise.resolve(null),
    scroll: {save: () => undefined, read: () => null},
    live: {announce: () => undefined, setLoading},
    state,
    islands: createIslandScheduler({
      hydrate,
      preload: () => undefined,
      triggers,
      onLateFailure: () => undefined,
    }),
    embedsConsented,
  });
  const arrive = (load: PageLoad) => loads.shift()?.(load);
  const noticeShown = () => setLoading.mock.calls.some(([text]) => text === LOADING);
  return {win, main, state, router, arrive, setLoading, noticeShown};
}

const nothingHydrates = () => Promise.resolve(null);

describe('the delayed-navigation notice (spec §9: after 1000 ms of page loading)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 1000 ms', () => {
    expect(NAVIGATION_NOTICE_DELAY_MS).toBe(1000);
  });

  it('does not show before 1000 ms, shows at 1000 ms and goes when the page arrives', async () => {
    const {router, arrive, setLoading, noticeShown} = setup(nothingHydrates);
    const navigation = router.navigate(new URL('https://www.juwelier-muster.de/gravur'), 'push');
    await vi.advanceTimersByTimeAsync(999);
    expect(noticeShown()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(setLoading).toHaveBeenLastCalledWith(LOADING);
    arrive({kind: 'page', data: pageData('/gravur', '<h1>Gravur</h1>')});
    await navigation;
    expect(setLoading).toHaveBeenLastCalledWith(null);
  });

  it('never shows when the page arrives earlier', async () => {
    const {router, arrive, main, noticeShown} = setup(nothingHydrates);
    const navigation = router.navigate(new URL('https://www.juwelier-muster.de/gravur'), 'push');
    await vi.advanceTimersByTimeAsync(999);
    arrive({kind: 'page', data: pageData('/gravur', '<h1>Gravur</h1>')});
    await navigation;
    await vi.advanceTimersByTimeAsync(5000);
    expect(noticeShown()).toBe(false);
    expect(main.innerHTML).toBe('<h1>Gravur</h1>');
  });
});

describe('a failed chunk load (spec §8: goes to the last known path)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // The island's code is a dynamic import; in the browser a missing chunk rejects it so.
  const chunkFails = () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
  const withIsland = '<h1>Danke</h1><div data-island="Thanks" data-island-id="i1"></div>';

  it('loads the page just navigated to as a document', async () => {
    const {win, state, router, arrive} = setup(chunkFails);
    const navigation = router.navigate(new URL('https://www.juwelier-muster.de/danke'), 'push');
    await Promise.resolve();
    arrive({kind: 'page', data: pageData('/danke', withIsland)});
    await navigation;
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.location.href).toBe('https://www.juwelier-muster.de/danke');
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(state.resourcesFailed).toBe(true);
  });

  it('does not reload when the chunk loads', async () => {
    const root = {unmount: () => undefined};
    const hydrated = {root, committed: Promise.resolve()} as unknown as HydratedIsland;
    const {win, state, router, arrive} = setup(() => Promise.resolve(hydrated));
    const navigation = router.navigate(new URL('https://www.juwelier-muster.de/danke'), 'push');
    await Promise.resolve();
    arrive({kind: 'page', data: pageData('/danke', withIsland)});
    await navigation;
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(state.resourcesFailed).toBe(false);
  });
});

describe('a page whose embed needs its own CSP (decision 025: one load)', () => {
  const kontakt = new URL('https://www.juwelier-muster.de/kontakt');
  const mapHtml = '<h1>Kontakt</h1><div data-sf-embed="google_maps"><p>Google Maps</p></div>';
  const withMap = {...pageData('/kontakt', mapHtml), embeds: ['google_maps']};

  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('with the consent stored: one document load, nothing rendered client-side first', async () => {
    const embedsConsented = vi.fn(() => Promise.resolve(true));
    const {win, main, router, arrive} = setup(nothingHydrates, {embedsConsented});
    const navigation = router.navigate(kontakt, 'push');
    await Promise.resolve();
    arrive({kind: 'page', data: withMap});
    await navigation;
    expect(embedsConsented).toHaveBeenCalledWith(['google_maps']);
    expect(win.location.assign).toHaveBeenCalledTimes(1);
    expect(win.location.assign).toHaveBeenCalledWith(kontakt.href);
    expect(win.location.reload).not.toHaveBeenCalled();
    // Neither the address nor main changed before the load: no client render of the page.
    expect(win.location.pathname).toBe('/');
    expect(main.innerHTML).toBe('<h1>Start</h1>');
  });

  it('without the consent: swapped in, its placeholder asks first', async () => {
    const {win, main, router, arrive} = setup(nothingHydrates, {
      embedsConsented: () => Promise.resolve(false),
    });
    const navigation = router.navigate(kontakt, 'push');
    await Promise.resolve();
    arrive({kind: 'page', data: withMap});
    await navigation;
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.location.pathname).toBe('/kontakt');
    expect(main.innerHTML).toBe(mapHtml);
  });

  it('from a document whose CSP already allows the frame: swapped in, consent not asked', async () => {
    const embedsConsented = vi.fn(() => Promise.resolve(true));
    const {win, main, router, arrive} = setup(nothingHydrates, {
      startHtml: '<h1>Service</h1><div data-sf-embed="google_maps"></div>',
      embedsConsented,
    });
    const navigation = router.navigate(kontakt, 'push');
    await Promise.resolve();
    arrive({kind: 'page', data: withMap});
    await navigation;
    expect(embedsConsented).not.toHaveBeenCalled();
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(main.innerHTML).toBe(mapHtml);
  });
});
