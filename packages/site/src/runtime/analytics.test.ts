import {ALL_CONSENT_TOOLS, buildConsents, createSafeStorage} from '@schaufenster/core';
import {allowAllConsents, initConsents} from '@schaufenster/ui';
import type {MatomoCommand} from './analyticsBridge.ts';
import {afterEach, describe, expect, it} from 'vitest';
import {
  LOAD_EVENT,
  createPageTracker,
  matomoUrls,
  pageViewCommands,
  setupCommands,
  startAnalytics,
  type PageView,
} from './analytics.ts';

const CONFIG = {url: 'https://stats.example.de', siteId: '7'};
const VIEW: PageView = {
  url: 'https://shop.example/uhren',
  referrer: 'https://shop.example/',
  title: 'Uhren | Juwelier',
  loadMs: 312.4,
};

describe('Matomo commands (spec §7 Other)', () => {
  it('finds matomo.js and matomo.php under the base URL', () => {
    expect(matomoUrls(CONFIG)).toEqual({
      script: 'https://stats.example.de/matomo.js',
      tracker: 'https://stats.example.de/matomo.php',
    });
    expect(matomoUrls({...CONFIG, url: 'https://stats.example.de/m/'}).script).toBe(
      'https://stats.example.de/m/matomo.js',
    );
  });

  it('configures the tracker with JS error tracking', () => {
    expect(setupCommands(CONFIG)).toEqual([
      ['setTrackerUrl', 'https://stats.example.de/matomo.php'],
      ['setSiteId', '7'],
      ['enableJSErrorTracking'],
    ]);
  });

  it('tracks a route change: referrer, custom URL, title, view, link tracking, load duration', () => {
    expect(pageViewCommands(VIEW)).toEqual([
      ['setReferrerUrl', 'https://shop.example/'],
      ['setCustomUrl', 'https://shop.example/uhren'],
      ['setDocumentTitle', 'Uhren | Juwelier'],
      ['trackPageView'],
      ['enableLinkTracking'],
      ['trackEvent', ...LOAD_EVENT, 'https://shop.example/uhren', 312],
    ]);
    const first = pageViewCommands({...VIEW, referrer: '', loadMs: null});
    expect(first.map((command) => command[0])).toEqual([
      'setReferrerUrl',
      'setCustomUrl',
      'setDocumentTitle',
      'trackPageView',
      'enableLinkTracking',
    ]);
    // An empty referrer is set too: matomo.js would otherwise send document.referrer unchecked.
    expect(first[0]).toEqual(['setReferrerUrl', '']);
  });

  it('sends no query or fragment: not in the custom URL, the referrer or the load event', () => {
    const commands = pageViewCommands({
      url: 'https://shop.example/danke?name=Anna+Muster&email=anna%40example.com#top',
      referrer: 'https://shop.example/kontakt?email=anna%40example.com',
      title: 'Vielen Dank | Juwelier',
      loadMs: 80,
    });
    expect(commands).toEqual([
      ['setReferrerUrl', 'https://shop.example/kontakt'],
      ['setCustomUrl', 'https://shop.example/danke'],
      ['setDocumentTitle', 'Vielen Dank | Juwelier'],
      ['trackPageView'],
      ['enableLinkTracking'],
      ['trackEvent', ...LOAD_EVENT, 'https://shop.example/danke', 80],
    ]);
    expect(JSON.stringify(commands)).not.toMatch(/anna|Muster|%40/);
  });
});

describe('page tracker', () => {
  function setup(given: boolean) {
    const pushed: MatomoCommand[] = [];
    const listeners: Array<() => void> = [];
    const state = {given};
    const tracker = createPageTracker({
      push: (command) => pushed.push(command),
      consented: () => state.given,
      subscribe: (listener) => {
        listeners.push(listener);
        return () => undefined;
      },
    });
    const consent = () => {
      state.given = true;
      for (const listener of listeners) listener();
    };
    return {pushed, tracker, consent};
  }

  it('pushes nothing before consent, then the page the visitor consented on, once', () => {
    const {pushed, tracker, consent} = setup(false);
    tracker.pageView(VIEW);
    tracker.pageView({...VIEW, url: 'https://shop.example/schmuck'});
    expect(pushed).toEqual([]);
    consent();
    expect(pushed.filter((command) => command[0] === 'trackPageView')).toHaveLength(1);
    expect(pushed).toContainEqual(['setCustomUrl', 'https://shop.example/schmuck']);
    consent();
    expect(pushed.filter((command) => command[0] === 'trackPageView')).toHaveLength(1);
  });

  it('pushes every page view while consent is given', () => {
    const {pushed, tracker} = setup(true);
    tracker.pageView(VIEW);
    tracker.pageView({...VIEW, url: 'https://shop.example/schmuck'});
    expect(pushed.filter((command) => command[0] === 'trackPageView')).toHaveLength(2);
  });
});

describe('startAnalytics with the consent store', () => {
  const realDocument = globalThis.document;
  afterEach(() => {
    globalThis.document = realDocument;
  });

  it('requests matomo.js only after the matomo consent', () => {
    const scripts: string[] = [];
    globalThis.document = {
      createElement: () => ({}),
      head: {append: (script: {src: string}) => scripts.push(script.src)},
    } as unknown as Document;
    const items = new Map<string, string>();
    const storage = createSafeStorage(
      () =>
        ({
          getItem: (key: string) => items.get(key) ?? null,
          setItem: (key: string, value: string) => void items.set(key, value),
          removeItem: (key: string) => void items.delete(key),
        }) as unknown as Storage,
    );
    initConsents(buildConsents([], ALL_CONSENT_TOOLS), {storage});
    const win: {_paq?: MatomoCommand[]} = {};
    const tracker = startAnalytics(CONFIG, win as never);
    tracker.pageView({...VIEW, loadMs: null});
    expect(scripts).toEqual([]);
    expect(win._paq?.[0]).toEqual(['requireConsent']);
    expect(win._paq).not.toContainEqual(['trackPageView']);

    allowAllConsents();
    expect(scripts).toEqual(['https://stats.example.de/matomo.js']);
    const names = (win._paq ?? []).map((command) => command[0]);
    expect(names.indexOf('rememberConsentGiven')).toBeLessThan(names.indexOf('trackPageView'));
    expect(names).toContain('enableJSErrorTracking');
  });
});
