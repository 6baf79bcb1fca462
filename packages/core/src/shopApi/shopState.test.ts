import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {showsCartWidget} from './shopRules.ts';
import {shopState} from './shopState.ts';

describe('shopState (closed and cart-less shops)', () => {
  it('maintenance wins over the cart flag', () => {
    expect(shopState({enable_cart: true, maintenance_mode: true})).toBe('maintenance');
    expect(shopState({enable_cart: false, maintenance_mode: true})).toBe('maintenance');
  });

  it('without the cart the shop only shows and takes requests', () => {
    expect(shopState({enable_cart: false, maintenance_mode: false})).toBe('cartOff');
    expect(shopState(null)).toBe('cartOff');
    expect(shopState(undefined)).toBe('cartOff');
  });

  it('is open with the cart and outside maintenance', () => {
    expect(shopState({enable_cart: true, maintenance_mode: false})).toBe('open');
  });

  it('is open exactly when the cart widget shows (spec §4 Cart widget)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (enable_cart, maintenance_mode) => {
        const settings = {enable_cart, maintenance_mode};
        expect(shopState(settings) === 'open').toBe(showsCartWidget(settings));
      }),
    );
  });
});
