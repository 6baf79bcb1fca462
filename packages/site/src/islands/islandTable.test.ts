import {describe, expect, it} from 'vitest';
import {
  HYDRATION_STRATEGIES,
  ISLANDS,
  ISLAND_NAMES,
  isIslandName,
  type IslandName,
} from '@schaufenster/templates/islands';

// The page shell: on every page, so what it loads at start-up every page pays (decision 014).
const SHELL: readonly IslandName[] = [
  'DrawerButton',
  'SiteDrawer',
  'CookieSettingsButton',
  'ShopMenu',
  'CartWidget',
  'CookieBanner',
];

const strategyOf = (name: IslandName) => ISLANDS[name].strategy;

describe('the island table (decisions 011, 014)', () => {
  it('loads a component for every island', async () => {
    for (const name of ISLAND_NAMES) {
      expect(typeof (await ISLANDS[name].load()), name).toBe('function');
    }
    expect(isIslandName('DrawerButton')).toBe(true);
    expect(isIslandName('Header')).toBe(false);
    expect(isIslandName('toString')).toBe(false);
  }, 30_000);

  it('names in `module` the file its `load` imports (the build finds its chunk by it)', () => {
    for (const name of ISLAND_NAMES) {
      const {module, load} = ISLANDS[name];
      // `./Name.tsx` as written; Vitest's transform makes it `/templates/src/islands/Name.tsx`.
      const file = module.replaceAll('.', String.raw`\.`);
      expect(load.toString(), name).toMatch(
        new RegExp(`(\\./|/templates/src/islands/)${file}["']`),
      );
    }
  });

  it('uses every strategy: the scheduler ships no branch that no island takes', () => {
    const used = new Set(ISLAND_NAMES.map(strategyOf));
    expect(HYDRATION_STRATEGIES.filter((strategy) => !used.has(strategy))).toEqual([]);
  });

  it('hydrates no shell island at start-up: a page that is only read loads no island code', () => {
    expect(SHELL.map((name) => [name, strategyOf(name)])).toEqual([
      ['DrawerButton', 'interaction'],
      ['SiteDrawer', 'drawer'],
      ['CookieSettingsButton', 'interaction'],
      ['ShopMenu', 'interaction'],
      ['CartWidget', 'cart'],
      ['CookieBanner', 'consent'],
    ]);
  });

  it('hydrates at once only islands whose content depends on the browser', () => {
    const eager = ISLAND_NAMES.filter((name) => strategyOf(name) === 'load');
    expect(eager.sort()).toEqual(['CartPage', 'CheckoutPage', 'NewsletterConfirm', 'Thanks']);
  });

  it('checks the item list and the item page against live data first, and only they (decision 036)', async () => {
    const live = ISLAND_NAMES.filter((name) => strategyOf(name) === 'live');
    expect(live.sort()).toEqual(['ItemList', 'ItemPage']);
    for (const name of ISLAND_NAMES) {
      const check = ISLANDS[name].live;
      expect(check !== undefined, name).toBe(live.includes(name));
      if (check) expect(typeof (await check()), name).toBe('function');
    }
  });

  it('wakes the cart widget from every island that changes the cart', () => {
    const wakers = ISLAND_NAMES.filter((name) => ISLANDS[name].wakes?.includes('CartWidget'));
    expect(wakers.sort()).toEqual(['CartPage', 'CheckoutPage', 'ItemPage']);
    for (const name of ISLAND_NAMES) {
      const wakes = ISLANDS[name].wakes;
      if (wakes) expect(wakes, name).toContain('ShopMenu');
    }
  });

  it('preloads the drawer with the buttons that open it', () => {
    const preloading = ISLAND_NAMES.filter((name) => ISLANDS[name].preload !== undefined);
    expect(preloading.map((name) => [name, ISLANDS[name].preload])).toEqual([
      ['DrawerButton', ['SiteDrawer']],
    ]);
  });

  it('names only islands of the table in wakes and preload', () => {
    for (const name of ISLAND_NAMES) {
      for (const other of [...(ISLANDS[name].wakes ?? []), ...(ISLANDS[name].preload ?? [])]) {
        expect(isIslandName(other), `${name} → ${other}`).toBe(true);
      }
    }
  });
});
