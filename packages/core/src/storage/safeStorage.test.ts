import * as v from 'valibot';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {FakeStorage, quotaError} from './fakeStorage.ts';
import {STORAGE_KEYS} from './keys.ts';
import {parseJsonSafely} from './parseJson.ts';
import {createSafeStorage, MAX_ENTRY_LENGTH, type Validate} from './safeStorage.ts';
import {validateWith} from './validateWith.ts';

const Cart = v.object({totalCount: v.number(), products: v.array(v.unknown())});
type Cart = v.InferOutput<typeof Cart>;
const validateCart: Validate<Cart> = validateWith(Cart);
const EMPTY: Cart = {totalCount: 0, products: []};

let fake: FakeStorage;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fake = new FakeStorage();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('STORAGE_KEYS (spec §9)', () => {
  it('pins the three keys', () => {
    expect(STORAGE_KEYS).toEqual({
      cart: 'int-cart',
      checkout: 'int-checkout',
      consents: 'int-consents',
    });
  });
});

describe('read', () => {
  it('returns the fallback silently for a missing entry', () => {
    const storage = createSafeStorage(() => fake);
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns a valid entry', () => {
    fake.entries.set('int-cart', JSON.stringify({totalCount: 2, products: [1], timestamp: 5}));
    const storage = createSafeStorage(() => fake);
    expect(storage.read('int-cart', validateCart, EMPTY)).toEqual({totalCount: 2, products: [1]});
  });

  it('drops unparsable JSON with one warning naming the key', () => {
    fake.entries.set('int-cart', '{"totalCount": 2,');
    const storage = createSafeStorage(() => fake);
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"int-cart"');
    expect(fake.entries.has('int-cart')).toBe(false);
  });

  it('drops an entry of the wrong shape', () => {
    fake.entries.set('int-checkout', JSON.stringify({totalCount: 'two', products: []}));
    const storage = createSafeStorage(() => fake);
    expect(storage.read('int-checkout', validateCart, EMPTY)).toBe(EMPTY);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"int-checkout"');
    expect(fake.entries.has('int-checkout')).toBe(false);
  });

  it('drops a huge entry without parsing it', () => {
    const huge = JSON.stringify({totalCount: 1, products: ['x'.repeat(MAX_ENTRY_LENGTH)]});
    fake.entries.set('int-cart', huge);
    const parse = vi.spyOn(JSON, 'parse');
    const storage = createSafeStorage(() => fake);
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(parse).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(fake.entries.has('int-cart')).toBe(false);
  });

  it('passes the parsed value to any validator function', () => {
    fake.entries.set('int-consents', '[1,2]');
    const storage = createSafeStorage(() => fake);
    const seen: unknown[] = [];
    const value = storage.read(
      'int-consents',
      (raw) => (seen.push(raw), Array.isArray(raw) ? raw : undefined),
      [],
    );
    expect(seen).toEqual([[1, 2]]);
    expect(value).toEqual([1, 2]);
  });
});

describe('prototype pollution', () => {
  it('strips __proto__, constructor and prototype keys at every depth', () => {
    const parsed = parseJsonSafely(
      '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"polluted":2}},"ok":true},"prototype":3}',
    );
    expect(parsed).toEqual({a: {ok: true}});
    expect(Object.hasOwn(parsed as object, '__proto__')).toBe(false);
  });

  it('does not pollute Object.prototype, even when the value is merged later', () => {
    fake.entries.set('int-consents', '{"__proto__":{"polluted":1}}');
    const storage = createSafeStorage(() => fake);
    const value = storage.read('int-consents', (raw) => raw as Record<string, unknown>, {});
    // Object.assign would invoke the __proto__ setter if the key had survived.
    const merged = Object.assign({}, value);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((merged as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('write', () => {
  it('adds timestamp: Date.now() to objects (spec §3)', () => {
    vi.useFakeTimers({now: 1_700_000_000_000});
    const storage = createSafeStorage(() => fake);
    const saved = storage.write('int-checkout', {comment: 'hi', shippingCost: 0});
    expect(saved).toEqual({comment: 'hi', shippingCost: 0, timestamp: 1_700_000_000_000});
    expect(JSON.parse(fake.entries.get('int-checkout') ?? '')).toEqual(saved);
  });

  it('stores arrays and primitives as they are', () => {
    const storage = createSafeStorage(() => fake);
    storage.write('list', [1, 2]);
    storage.write('flag', true);
    expect(fake.entries.get('list')).toBe('[1,2]');
    expect(fake.entries.get('flag')).toBe('true');
  });

  it('round-trips through read', () => {
    const storage = createSafeStorage(() => fake);
    storage.write('int-cart', {totalCount: 3, products: []});
    expect(storage.read('int-cart', validateCart, EMPTY).totalCount).toBe(3);
  });

  it('keeps the value in memory when the quota is exceeded, warning once', () => {
    const storage = createSafeStorage(() => fake);
    fake.faults.setItem = quotaError();
    storage.write('int-cart', {totalCount: 4, products: []});
    storage.write('int-checkout', {comment: 'x'});
    expect(fake.entries.size).toBe(0);
    expect(storage.read('int-cart', validateCart, EMPTY).totalCount).toBe(4);
    expect(warn).toHaveBeenCalledTimes(1);
    // Once storage accepts writes again the value goes back to it.
    fake.faults = {};
    storage.write('int-cart', {totalCount: 5, products: []});
    expect(JSON.parse(fake.entries.get('int-cart') ?? '').totalCount).toBe(5);
  });

  it('keeps an over-long value in memory only', () => {
    const storage = createSafeStorage(() => fake);
    storage.write('big', {text: 'x'.repeat(MAX_ENTRY_LENGTH)});
    expect(fake.entries.has('big')).toBe(false);
    expect(storage.read('big', (raw) => raw as {text: string}, {text: ''}).text).toHaveLength(
      MAX_ENTRY_LENGTH,
    );
  });
});

describe('remove', () => {
  it('removes the entry', () => {
    fake.entries.set('int-consents', '[]');
    const storage = createSafeStorage(() => fake);
    storage.remove('int-consents');
    expect(fake.entries.has('int-consents')).toBe(false);
  });

  it('hides a stored value that storage refused to remove', () => {
    fake.entries.set('int-consents', '[1]');
    fake.faults.removeItem = new Error('blocked');
    const storage = createSafeStorage(() => fake);
    storage.remove('int-consents');
    expect(storage.read('int-consents', (raw) => raw as number[], [])).toEqual([]);
  });
});

describe('storage that throws', () => {
  it('degrades to memory when merely accessing storage throws, warning once', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    storage.write('int-cart', {totalCount: 1, products: []});
    expect(storage.read('int-cart', validateCart, EMPTY).totalCount).toBe(1);
    storage.remove('int-cart');
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('treats a throwing getItem as a missing entry', () => {
    fake.faults.getItem = new Error('denied');
    const storage = createSafeStorage(() => fake);
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(storage.read('int-cart', validateCart, EMPTY)).toBe(EMPTY);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('works in memory, silently, when there is no storage (node, prerender)', () => {
    const storage = createSafeStorage(() => undefined);
    storage.write('int-cart', {totalCount: 2, products: []});
    expect(storage.read('int-cart', validateCart, EMPTY).totalCount).toBe(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
