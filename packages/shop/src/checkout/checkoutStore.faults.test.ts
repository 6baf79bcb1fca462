// The checkout store against the generated corrupt int-checkout values (fault tests, decision 016):
// each is dropped with a warning, the checkout starts empty and works.
import {isDeepStrictEqual} from 'node:util';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createSafeStorage} from '@schaufenster/core';
import {corruptValues} from '../../../../tests/faults/corruptStorage.ts';
import {MemoryStorage, prototypeSnapshot} from '../../../../tests/faults/memoryStorage.ts';
import {INITIAL_CHECKOUT_STATE} from './checkoutReducer.ts';
import {checkoutStore, initCheckout, setEmail} from './checkoutStore.ts';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

function init(text: string): MemoryStorage {
  const area = new MemoryStorage();
  area.setItem('int-checkout', text);
  initCheckout({storage: createSafeStorage(() => area)});
  return area;
}

describe('initCheckout with a corrupt int-checkout', () => {
  it('drops each of the generated values and starts with a usable empty checkout', () => {
    const before = prototypeSnapshot();
    const values = corruptValues('int-checkout');
    expect(values.length).toBeGreaterThanOrEqual(1_000);
    // Every value that is not handled as it should be, with what went wrong.
    const wrong: string[] = [];
    for (const value of values) {
      warn.mockClear();
      const area = init(value.text);
      const problems = [
        isDeepStrictEqual(checkoutStore.getState(), INITIAL_CHECKOUT_STATE) ? null : 'not empty',
        area.getItem('int-checkout') === null ? null : 'entry kept',
        warn.mock.calls.some((call: unknown[]) => String(call[0]).includes('"int-checkout"'))
          ? null
          : 'no warning',
      ];
      // Usable: what is typed is saved.
      setEmail('anna@example.org');
      const saved = JSON.parse(area.getItem('int-checkout') ?? 'null') as {
        customerEmail?: unknown;
      } | null;
      if (saved?.customerEmail !== 'anna@example.org') problems.push('typing is not saved');
      const found = problems.filter((problem) => problem !== null);
      if (found.length > 0) wrong.push(`${value.kind}: ${value.detail} → ${found.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(prototypeSnapshot()).toBe(before);
  });

  it('takes an array for no checkout at all (valibot objects accept arrays)', () => {
    for (const text of ['[]', '[1,2]', '[{"customerEmail":"a@b.c"}]']) {
      warn.mockClear();
      const area = init(text);
      expect(checkoutStore.getState()).toEqual(INITIAL_CHECKOUT_STATE);
      expect(area.getItem('int-checkout')).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });

  it('still restores a valid checkout', () => {
    init(JSON.stringify({customerEmail: 'anna@example.org', shippingCost: 9.9}));
    expect(checkoutStore.getState()).toMatchObject({
      customerEmail: 'anna@example.org',
      shippingCost: 9.9,
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
