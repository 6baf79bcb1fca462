import {describe, expect, it, vi} from 'vitest';
import type {ShopIslandConfig} from '@schaufenster/templates/islands';
import {
  INTERACTION_EVENTS,
  onInteraction,
  onLiveDiffers,
  onStoreState,
  onVisible,
  storedCartHasItems,
  type BrowserWindow,
  type ListenerTarget,
} from './triggers.ts';

function listenerTarget() {
  const listeners = new Map<string, Set<() => void>>();
  const target: ListenerTarget = {
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  };
  const fire = (type: string) => {
    for (const listener of [...(listeners.get(type) ?? [])]) listener();
  };
  const count = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return {target, fire, count};
}

describe('hydration triggers (decision 014)', () => {
  it('starts on the first pointerover, focusin, touchstart or keydown, once', () => {
    expect(INTERACTION_EVENTS).toEqual(['pointerover', 'focusin', 'touchstart', 'keydown']);
    for (const type of INTERACTION_EVENTS) {
      const {target, fire, count} = listenerTarget();
      let starts = 0;
      onInteraction(target, () => starts++);
      expect(count()).toBe(4);
      fire('click');
      expect(starts).toBe(0);
      fire(type);
      fire('focusin');
      expect([type, starts, count()]).toEqual([type, 1, 0]);
    }
  });

  it('can be cancelled before it fires', () => {
    const {target, fire, count} = listenerTarget();
    let starts = 0;
    onInteraction(target, () => starts++)();
    fire('pointerover');
    expect([starts, count()]).toEqual([0, 0]);
  });

  it('starts when a store reaches a state, at once if it already has', () => {
    let state = {isOpen: false};
    const listeners = new Set<() => void>();
    const store = {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    let starts = 0;
    onStoreState(
      store,
      (s) => s.isOpen,
      () => starts++,
    );
    for (const listener of [...listeners]) listener();
    expect(starts).toBe(0);
    state = {isOpen: true};
    for (const listener of [...listeners]) listener();
    expect([starts, listeners.size]).toEqual([1, 0]);
    onStoreState(
      store,
      (s) => s.isOpen,
      () => starts++,
    );
    expect([starts, listeners.size]).toEqual([2, 0]);
  });

  it('watches the children of a display:contents island, and starts at once without an observer', () => {
    const observed: unknown[] = [];
    let callback: (entries: Array<{isIntersecting: boolean}>) => void = () => {};
    class FakeObserver {
      constructor(cb: typeof callback) {
        callback = cb;
      }
      observe(target: unknown) {
        observed.push(target);
      }
      disconnect() {
        observed.length = 0;
      }
    }
    const element = {children: ['header', 'nav']} as unknown as Element;
    let starts = 0;
    onVisible(element, () => starts++, {
      IntersectionObserver: FakeObserver,
    } as unknown as BrowserWindow);
    expect(observed).toEqual(['header', 'nav']);
    callback([{isIntersecting: false}]);
    expect(starts).toBe(0);
    callback([{isIntersecting: false}, {isIntersecting: true}]);
    expect([starts, observed.length]).toEqual([1, 0]);
    onVisible(element, () => starts++, {} as BrowserWindow);
    expect(starts).toBe(2);
    // Nothing prerendered never comes into view: it starts at idle instead.
    const idle: Array<() => void> = [];
    const win = {
      IntersectionObserver: FakeObserver,
      requestIdleCallback: (run: () => void) => idle.push(run),
    } as unknown as BrowserWindow;
    onVisible({children: []} as unknown as Element, () => starts++, win);
    expect(starts).toBe(2);
    for (const run of idle) run();
    expect(starts).toBe(3);
  });

  it('reads int-cart without the shop code: present means items; blocked storage means none', () => {
    const storage = (value: string | null) => () => ({getItem: () => value}) as unknown as Storage;
    expect(storedCartHasItems(storage('{"products":[]}'))).toBe(true);
    expect(storedCartHasItems(storage(null))).toBe(false);
    expect(
      storedCartHasItems(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });
});

describe('live trigger (decision 036)', () => {
  const SHOP: ShopIslandConfig = {
    domain: 'shop.example',
    project: 'shop',
    storeRootPath: '/shop',
    orderApiUrl: null,
    contentApiUrl: null,
    catalogueUrl: '/shop-catalogue.json',
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('starts when the check finds the build out of date, with the props, config and query', async () => {
    const seen: unknown[] = [];
    for (const differs of [true, false]) {
      let started = 0;
      onLiveDiffers(
        async () => async (props: {id: number}, shop, search) => {
          seen.push([props.id, shop.domain, search]);
          return differs;
        },
        () => ({id: 7}),
        SHOP,
        '?category=3',
        () => started++,
      );
      await settle();
      expect(started).toBe(differs ? 1 : 0);
    }
    expect(seen).toEqual([
      [7, 'shop.example', '?category=3'],
      [7, 'shop.example', '?category=3'],
    ]);
  });

  it('starts at once without a check or without shop config', () => {
    let started = 0;
    onLiveDiffers(
      undefined,
      () => ({}),
      SHOP,
      '',
      () => started++,
    );
    onLiveDiffers(
      async () => async () => false,
      () => ({}),
      null,
      '',
      () => started++,
    );
    expect(started).toBe(2);
  });

  it('leaves the island as built, warned, when the check cannot load or read; a cancel wins', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let started = 0;
    onLiveDiffers(
      () => Promise.reject(new Error('chunk')),
      () => ({}),
      SHOP,
      '',
      () => started++,
    );
    onLiveDiffers(
      async () => () => Promise.reject(new Error('HTTP 500')),
      () => ({}),
      SHOP,
      '',
      () => started++,
    );
    const cancel = onLiveDiffers(
      async () => async () => true,
      () => ({}),
      SHOP,
      '',
      () => started++,
    );
    cancel();
    await settle();
    expect(started).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
