// Safe storage against the generated corrupt values of all three keys (fault tests, decision 016):
// reading never throws, a bad entry is removed with a warning naming its key, nothing longer than
// the limit is parsed, and no pollution key survives parsing.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {
  CORRUPT_KEYS,
  CORRUPT_KINDS,
  CORRUPT_VALUES_PER_KEY,
  corruptValues,
} from '../../../../tests/faults/corruptStorage.ts';
import {MemoryStorage, prototypeSnapshot} from '../../../../tests/faults/memoryStorage.ts';
import {parseJsonSafely} from './parseJson.ts';
import {createSafeStorage, MAX_ENTRY_LENGTH} from './safeStorage.ts';

const FALLBACK = Object.freeze({empty: true});
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

// Own keys named like prototype links anywhere in a parsed value (iterative: values nest deep).
function forbiddenKeysIn(value: unknown): string[] {
  const found: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null) continue;
    for (const key of Object.keys(current)) {
      if (FORBIDDEN.has(key)) found.push(key);
      stack.push((current as Record<string, unknown>)[key]);
    }
  }
  return found;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the generator', () => {
  it.each(CORRUPT_KEYS)('makes at least 1,000 distinct values of every kind for %s', (key) => {
    const values = corruptValues(key);
    expect(values.length).toBeGreaterThanOrEqual(1_000);
    expect(values).toHaveLength(CORRUPT_VALUES_PER_KEY);
    expect(new Set(values.map((value) => value.text)).size).toBe(values.length);
    expect(new Set(values.map((value) => value.kind))).toEqual(new Set(CORRUPT_KINDS));
    expect(values.filter((value) => value.text.length > MAX_ENTRY_LENGTH).length).toBeGreaterThan(
      5,
    );
  });

  it('is deterministic for a seed and differs for another', () => {
    const texts = (seed?: number) =>
      corruptValues('int-cart', {seed, count: 200}).map((v) => v.text);
    expect(texts()).toEqual(texts());
    expect(texts(1)).not.toEqual(texts());
  });
});

describe.each(CORRUPT_KEYS)('safe storage reading corrupt %s', (key) => {
  it('drops every value with a warning naming the key, never throwing or polluting', () => {
    const before = prototypeSnapshot();
    const parse = vi.spyOn(JSON, 'parse');
    for (const value of corruptValues(key)) {
      const area = new MemoryStorage();
      area.setItem(key, value.text);
      const storage = createSafeStorage(() => area);
      const parsed: unknown[] = [];
      warn.mockClear();
      parse.mockClear();
      const result = storage.read(key, (raw) => void parsed.push(raw), FALLBACK);
      const what = `${value.kind} ${value.detail}`;
      expect(result, what).toBe(FALLBACK);
      expect(area.getItem(key), what).toBeNull();
      expect(warn, what).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0]), what).toContain(`"${key}"`);
      if (value.text.length > MAX_ENTRY_LENGTH) expect(parse, what).not.toHaveBeenCalled();
      for (const raw of parsed) expect(forbiddenKeysIn(raw), what).toEqual([]);
    }
    expect(prototypeSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('parseJsonSafely on the pollution values', () => {
  it('keeps no prototype link of any value, and sets no prototype', () => {
    const polluted = CORRUPT_KEYS.flatMap((key) => corruptValues(key)).filter(
      (value) => value.kind === 'pollution' && value.text.length <= MAX_ENTRY_LENGTH,
    );
    expect(polluted.length).toBeGreaterThan(300);
    for (const value of polluted) {
      let parsed: unknown;
      try {
        parsed = parseJsonSafely(value.text);
      } catch {
        continue; // bad JSON is the caller's to drop
      }
      expect(forbiddenKeysIn(parsed), value.detail).toEqual([]);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        expect(Object.getPrototypeOf(parsed), value.detail).toBe(Object.prototype);
      }
    }
  });
});
