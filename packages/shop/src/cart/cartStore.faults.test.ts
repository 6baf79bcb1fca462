// The cart store against the generated corrupt int-cart values (fault tests, decision 016): each is
// dropped with a warning, the cart starts empty and works, nothing is polluted.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {corruptValues} from '../../../../tests/faults/corruptStorage.ts';
import {MemoryStorage, prototypeSnapshot} from '../../../../tests/faults/memoryStorage.ts';
import {EMPTY_CART} from './cartReducer.ts';
import {addToCart, cartStore, initCart, resetCart} from './cartStore.ts';

let warn: ReturnType<typeof vi.spyOn>;

/** Whether a console.warn call named `key` (safe storage's "Dropped invalid entry"). */
function warned(spy: ReturnType<typeof vi.spyOn>, key: string): boolean {
  return spy.mock.calls.some((call: unknown[]) => String(call[0]).includes(`"${key}"`));
}
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('initCart with a corrupt int-cart', () => {
  it('drops each of the generated values and starts with a usable empty cart', () => {
    const before = prototypeSnapshot();
    const values = corruptValues('int-cart');
    expect(values.length).toBeGreaterThanOrEqual(1_000);
    // Every value that is not handled as it should be, with what went wrong.
    const wrong: string[] = [];
    for (const value of values) {
      const area = new MemoryStorage();
      area.setItem('int-cart', value.text);
      warn.mockClear();
      const restored = initCart({storage: () => area});
      const problems = [
        restored === EMPTY_CART ? null : 'cart not empty',
        area.getItem('int-cart') === null ? null : 'entry kept',
        warned(warn, 'int-cart') ? null : 'no warning',
      ];
      // Usable: an item goes in and is saved as a valid cart.
      addToCart({
        product: {id: 119, display_name: 'Thomas Sabo Kette Herz'},
        variant: null,
        personalization: null,
        count: 1,
        priceBrutto: 89,
      });
      const saved = JSON.parse(area.getItem('int-cart') ?? 'null') as {totalCount?: unknown} | null;
      const state = cartStore.getState();
      if (state.totalCount !== 1 || state.totalPriceBrutto !== 89 || saved?.totalCount !== 1) {
        problems.push('adding an item failed');
      }
      resetCart();
      const found = problems.filter((problem) => problem !== null);
      if (found.length > 0) wrong.push(`${value.kind}: ${value.detail} → ${found.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(prototypeSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
