import {describe, expect, it} from 'vitest';
import {ISLAND_NAMES} from '@schaufenster/templates';
import {HYDRATION_STRATEGIES, ISLAND_WAKES, PRELOAD_WITH} from './strategies.ts';

// The page shell: on every page, so what it loads at start-up every page pays (decision 014).
const SHELL = [
  'Header',
  'BottomBar',
  'SiteDrawer',
  'Footer',
  'ShopMenu',
  'CartWidget',
  'CookieBanner',
] as const;

describe('hydration strategies (decision 014)', () => {
  it('gives every island a strategy', () => {
    expect(Object.keys(HYDRATION_STRATEGIES).sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it('hydrates no shell island at start-up: a page that is only read loads no island code', () => {
    expect(SHELL.map((name) => [name, HYDRATION_STRATEGIES[name]])).toEqual([
      ['Header', 'interaction'],
      ['BottomBar', 'interaction'],
      ['SiteDrawer', 'drawer'],
      ['Footer', 'interaction'],
      ['ShopMenu', 'interaction'],
      ['CartWidget', 'cart'],
      ['CookieBanner', 'consent'],
    ]);
  });

  it('hydrates at once only islands whose content depends on the browser', () => {
    const eager = ISLAND_NAMES.filter((name) => HYDRATION_STRATEGIES[name] === 'load');
    expect(eager.sort()).toEqual(['CartPage', 'CheckoutPage', 'ItemList', 'ItemPage', 'Thanks']);
  });

  it('wakes the cart widget from every island that changes the cart', () => {
    const wakers = Object.entries(ISLAND_WAKES)
      .filter(([, woken]) => woken.includes('CartWidget'))
      .map(([name]) => name);
    expect(wakers.sort()).toEqual(['CartPage', 'CheckoutPage', 'ItemPage']);
    for (const woken of Object.values(ISLAND_WAKES)) expect(woken).toContain('ShopMenu');
  });

  it('preloads the drawer with the islands whose buttons open it', () => {
    expect(PRELOAD_WITH).toEqual({Header: ['SiteDrawer'], BottomBar: ['SiteDrawer']});
  });
});
