import {describe, expect, it} from 'vitest';
import type {Root} from 'react-dom/client';
import type {IslandName} from '@schaufenster/templates';
import type {HydratedIsland} from '../islands/hydrateIslands.ts';
import type {EventHold} from './replay.ts';
import {createIslandScheduler, type Triggers} from './scheduler.ts';

// An island element: its name and id, and the region it sits in (for release).
function island(name: string, id: string, region = 'shell'): HTMLElement {
  const attributes: Record<string, string> = {'data-island': name, 'data-island-id': id};
  return {getAttribute: (key: string) => attributes[key] ?? null, region} as unknown as HTMLElement;
}

function region(name: string): Node {
  return {contains: (element: {region: string}) => element.region === name} as unknown as Node;
}

// Triggers that fire only when a test says so, recording what was armed.
function fakeTriggers(options: {cartHasItems?: boolean; bannerNow?: boolean} = {}) {
  const waiting = new Map<string, Array<() => void>>();
  const cancelled: string[] = [];
  const released: string[] = [];
  const wait = (kind: string) => (start: () => void) => {
    waiting.set(kind, [...(waiting.get(kind) ?? []), start]);
    return () => cancelled.push(kind);
  };
  const triggers: Triggers = {
    interaction: (element, start) =>
      wait(`interaction:${element.getAttribute('data-island')}`)(start),
    visible: (element, start) => wait(`visible:${element.getAttribute('data-island')}`)(start),
    idle: wait('idle'),
    drawerOpens: wait('drawer'),
    bannerShows: (_element, start, settled) => {
      if (options.bannerNow) start();
      const cancel = wait('banner')(start);
      settled();
      return cancel;
    },
    embedShows: (element, start) => wait(`embed:${element.getAttribute('data-island')}`)(start),
    cartHasItems: () => options.cartHasItems ?? false,
    cartStored: wait('cartStored'),
    liveDiffers: (name, _element, _props, start) => wait(`live:${name}`)(start),
    hold: (element): EventHold => ({
      release: () => released.push(element.getAttribute('data-island') ?? ''),
      dispose: () => undefined,
    }),
  };
  const fire = (kind: string) => {
    for (const start of waiting.get(kind) ?? []) start();
    waiting.delete(kind);
  };
  return {triggers, fire, waiting, cancelled, released};
}

function setup(triggerOptions?: Parameters<typeof fakeTriggers>[0], failing: string[] = []) {
  const fake = fakeTriggers(triggerOptions);
  const hydrated: string[] = [];
  const unmounted: string[] = [];
  const preloaded: IslandName[] = [];
  const lateFailures: string[] = [];
  const scheduler = createIslandScheduler({
    hydrate: async (element): Promise<HydratedIsland | null> => {
      const name = element.getAttribute('data-island') ?? '';
      if (failing.includes(name)) throw new Error(`${name} chunk failed`);
      hydrated.push(name);
      const root = {unmount: () => unmounted.push(name)} as unknown as Root;
      return {root, committed: Promise.resolve()};
    },
    preload: (name) => preloaded.push(name),
    triggers: fake.triggers,
    onLateFailure: (name) => lateFailures.push(name),
  });
  return {scheduler, fake, hydrated, unmounted, preloaded, lateFailures};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('island scheduler (decision 014)', () => {
  it('hydrates `load` islands while arming and waits for them; the rest wait for triggers', async () => {
    const {scheduler, fake, hydrated} = setup();
    const result = await scheduler.arm([
      island('DrawerButton', 's0'),
      island('CartPage', 'm0', 'main'),
      island('CookieSettingsButton', 's1'),
      island('SiteDrawer', 's2'),
    ]);
    expect(result).toEqual({failed: 0});
    expect(hydrated).toEqual(['CartPage']);
    // Its presses while its code loaded were held, and are replayed now it has committed.
    expect(fake.released).toEqual(['CartPage']);
    expect([...fake.waiting.keys()].sort()).toEqual([
      'drawer',
      'interaction:CookieSettingsButton',
      'interaction:DrawerButton',
    ]);
  });

  it('hydrates an interaction island on its trigger, preloads the drawer and releases held clicks', async () => {
    const {scheduler, fake, hydrated, preloaded} = setup();
    await scheduler.arm([island('DrawerButton', 's0'), island('SiteDrawer', 's1')]);
    fake.fire('interaction:DrawerButton');
    await settle();
    expect(hydrated).toEqual(['DrawerButton']);
    expect(preloaded).toEqual(['SiteDrawer']);
    expect(fake.released).toEqual(['DrawerButton']);
    fake.fire('drawer');
    await settle();
    expect(hydrated).toEqual(['DrawerButton', 'SiteDrawer']);
  });

  it('shows the banner at once when it must, and counts islands that fail at once', async () => {
    const {scheduler, hydrated} = setup({bannerNow: true}, ['CheckoutPage']);
    const result = await scheduler.arm([
      island('CookieBanner', 's0'),
      island('CheckoutPage', 'm0', 'main'),
      island('Nonsense', 'm1', 'main'),
    ]);
    expect(hydrated).toEqual(['CookieBanner']);
    expect(result).toEqual({failed: 2});
  });

  it('hydrates the banner when its trigger fires or on interaction, holding clicks (decision 040)', async () => {
    const first = setup();
    await first.scheduler.arm([island('CookieBanner', 's0')]);
    expect([...first.fake.waiting.keys()].sort()).toEqual(['banner', 'interaction:CookieBanner']);
    first.fake.fire('interaction:CookieBanner');
    await settle();
    expect(first.hydrated).toEqual(['CookieBanner']);
    expect(first.fake.cancelled).toContain('banner');
    expect(first.fake.released).toEqual(['CookieBanner']);

    const reopened = setup();
    await reopened.scheduler.arm([island('CookieBanner', 's0')]);
    reopened.fake.fire('banner');
    await settle();
    expect(reopened.hydrated).toEqual(['CookieBanner']);
    expect(reopened.fake.cancelled).toContain('interaction:CookieBanner');
  });

  it('reports an island that fails after start-up as a late failure', async () => {
    const {scheduler, fake, lateFailures} = setup({}, ['CookieSettingsButton']);
    expect(await scheduler.arm([island('CookieSettingsButton', 's0')])).toEqual({failed: 0});
    fake.fire('interaction:CookieSettingsButton');
    await settle();
    expect(lateFailures).toEqual(['CookieSettingsButton']);
  });

  it('wakes the cart widget and the shop menu at idle when a page that changes the cart arrives', async () => {
    const {scheduler, fake, hydrated} = setup();
    await scheduler.arm([island('CartWidget', 's0'), island('ShopMenu', 's1')]);
    expect(fake.waiting.has('idle')).toBe(false);
    await scheduler.arm([island('CartPage', 'm0', 'main')]);
    expect(fake.waiting.get('idle')).toHaveLength(2);
    fake.fire('idle');
    await settle();
    expect(hydrated.sort()).toEqual(['CartPage', 'CartWidget', 'ShopMenu']);
  });

  it('hydrates a `live` island when its check finds the build out of date, or on interaction (decision 036)', async () => {
    const {scheduler, fake, hydrated} = setup();
    await scheduler.arm([island('ItemPage', 'm0', 'main'), island('ItemList', 'm1', 'main')]);
    expect(hydrated).toEqual([]);
    expect([...fake.waiting.keys()].sort()).toEqual([
      'interaction:ItemList',
      'interaction:ItemPage',
      'live:ItemList',
      'live:ItemPage',
    ]);
    fake.fire('live:ItemPage');
    fake.fire('interaction:ItemList');
    await settle();
    expect(hydrated.sort()).toEqual(['ItemList', 'ItemPage']);
    // Each started once, its triggers removed; a click held meanwhile is replayed.
    expect(fake.cancelled.sort()).toEqual([
      'interaction:ItemList',
      'interaction:ItemPage',
      'live:ItemList',
      'live:ItemPage',
    ]);
    expect(fake.released.sort()).toEqual(['ItemList', 'ItemPage']);
  });

  it('hydrates the cart widget at idle when the stored cart has items, else when one is stored', async () => {
    const withItems = setup({cartHasItems: true});
    await withItems.scheduler.arm([island('CartWidget', 's0')]);
    expect(withItems.fake.waiting.has('idle')).toBe(true);
    const empty = setup({cartHasItems: false});
    await empty.scheduler.arm([island('CartWidget', 's0')]);
    expect(empty.fake.waiting.has('idle')).toBe(false);
    empty.fake.fire('cartStored');
    expect(empty.fake.waiting.has('idle')).toBe(true);
  });

  it('hydrates an embed when its consent is stored and it is seen, or on interaction (decision 034)', async () => {
    const {scheduler, fake, hydrated} = setup();
    await scheduler.arm([island('ConsentEmbed', 'm0', 'main'), island('Contact', 'm1', 'main')]);
    expect(hydrated).toEqual([]);
    expect([...fake.waiting.keys()].sort()).toEqual([
      'embed:ConsentEmbed',
      'embed:Contact',
      'interaction:ConsentEmbed',
      'interaction:Contact',
    ]);
    fake.fire('embed:ConsentEmbed');
    fake.fire('interaction:Contact');
    await settle();
    expect(hydrated.sort()).toEqual(['ConsentEmbed', 'Contact']);
    // The placeholder's button click that woke it is replayed once hydrated.
    expect(fake.released.sort()).toEqual(['ConsentEmbed', 'Contact']);
  });

  it('releases main on a swap: its triggers go, its roots unmount, the shell stays', async () => {
    const {scheduler, fake, unmounted} = setup();
    await scheduler.arm([
      island('DrawerButton', 's0'),
      island('CartPage', 'm0', 'main'),
      island('Contact', 'm1', 'main'),
    ]);
    scheduler.release(region('main'));
    // Unmounted once its first render committed (already so here: one microtask later).
    await Promise.resolve();
    expect(unmounted).toEqual(['CartPage']);
    // Contact hydrates when its map may show, or earlier on interaction: both triggers go.
    expect(fake.cancelled).toEqual(['interaction:Contact', 'embed:Contact']);
    expect(scheduler.started()).toBe(0);
    // Armed again after the swap, the same elements are new islands.
    await scheduler.arm([island('CartPage', 'm0', 'main')]);
    expect(scheduler.started()).toBe(1);
  });
});
