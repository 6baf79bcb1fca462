import {describe, expect, it} from 'vitest';
import {
  SCROLL_KEY_PREFIX,
  SCROLL_OFFSET,
  createScrollMemory,
  hashTargetY,
  routeScrollY,
} from './scroll.ts';

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage,
  };
}

describe('scroll memory (spec §2 Page shell: per path, session storage)', () => {
  it('saves and reads a position per page key', () => {
    const {items, storage} = fakeStorage();
    const memory = createScrollMemory(() => storage);
    memory.save('/kontakt', 812.6);
    expect(items.get(`${SCROLL_KEY_PREFIX}/kontakt`)).toBe('813');
    expect(memory.read('/kontakt')).toBe(813);
    expect(memory.read('/uhren')).toBe(null);
  });

  it('survives blocked storage and ignores garbage', () => {
    const blocked = createScrollMemory(() => {
      throw new Error('SecurityError');
    });
    blocked.save('/a', 1);
    expect(blocked.read('/a')).toBe(null);
    const {items, storage} = fakeStorage();
    items.set(`${SCROLL_KEY_PREFIX}/a`, 'lots');
    expect(createScrollMemory(() => storage).read('/a')).toBe(null);
  });
});

describe('scroll target', () => {
  const doc = (top: number | null) => ({
    getElementById: (id: string) =>
      top === null || id !== 'cookies' ? null : {getBoundingClientRect: () => ({top})},
  });

  it('lands 150px above the hash element (spec §9 scroll offset -150)', () => {
    expect(SCROLL_OFFSET).toBe(-150);
    expect(hashTargetY('#cookies', doc(400), 1000)).toBe(1250);
    expect(hashTargetY('#cookies', doc(100), 0)).toBe(0);
    expect(hashTargetY('#andere', doc(400), 0)).toBe(null);
    expect(hashTargetY('', doc(400), 0)).toBe(null);
    expect(hashTargetY('#', doc(400), 0)).toBe(null);
  });

  it('decodes the hash', () => {
    const seen: string[] = [];
    hashTargetY('#%C3%B6ffnungszeiten', {getElementById: (id) => (seen.push(id), null)}, 0);
    expect(seen).toEqual(['öffnungszeiten']);
  });

  it('restores on back/forward, else scrolls to the hash, else to the top', () => {
    expect(routeScrollY({restore: true, saved: 640, hashY: 90})).toBe(640);
    expect(routeScrollY({restore: true, saved: null, hashY: 90})).toBe(90);
    expect(routeScrollY({restore: false, saved: 640, hashY: 90})).toBe(90);
    expect(routeScrollY({restore: false, saved: 640, hashY: null})).toBe(0);
  });
});
