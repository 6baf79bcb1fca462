// The moments an island's hydration waits for (decision 014, islands/strategies.ts). Each
// trigger calls `start` at most once and returns its removal.
import {STORAGE_KEYS} from '@schaufenster/core';
import type {LiveCheck, ShopIslandConfig} from '@schaufenster/templates/islands';

/** The browser window with its constructors (IntersectionObserver, …). */
export type BrowserWindow = Window & typeof globalThis;

/** Removes a trigger before it fired. */
export type Cancel = () => void;

/** Events that count as the first interaction with an island (the pointer on its way, focus). */
export const INTERACTION_EVENTS = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/** How far outside the viewport an island counts as visible: it hydrates just before it shows. */
const VISIBLE_MARGIN = '200px';

/** At most this long after the request, an idle start runs even on a busy page. */
const IDLE_TIMEOUT_MS = 2000;

const noop: Cancel = () => {};

/** The part of an element {@link onInteraction} uses. */
export interface ListenerTarget {
  addEventListener(type: string, listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void, options: EventListenerOptions): void;
}

/** Calls `start` on the first {@link INTERACTION_EVENTS} event inside `element`. */
export function onInteraction(element: ListenerTarget, start: () => void): Cancel {
  const cancel = () => {
    for (const type of INTERACTION_EVENTS) {
      element.removeEventListener(type, handler, {capture: true});
    }
  };
  const handler = () => {
    cancel();
    start();
  };
  for (const type of INTERACTION_EVENTS) {
    element.addEventListener(type, handler, {capture: true, passive: true});
  }
  return cancel;
}

/**
 * Calls `start` when one of the island's elements comes within {@link VISIBLE_MARGIN} of the
 * viewport. The island's `<div>` is `display: contents` (no box), so its children are watched;
 * one without children starts at idle. Without IntersectionObserver it starts at once.
 */
export function onVisible(element: Element, start: () => void, win: BrowserWindow): Cancel {
  if (typeof win.IntersectionObserver !== 'function') {
    start();
    return noop;
  }
  const targets = [...element.children];
  // Nothing prerendered (content that exists only in the browser) can never come into view.
  if (targets.length === 0) return onIdle(start, win);
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    {rootMargin: VISIBLE_MARGIN},
  );
  for (const target of targets) observer.observe(target);
  return () => observer.disconnect();
}

/** Calls `start` when the browser is idle, at most {@link IDLE_TIMEOUT_MS} later. */
export function onIdle(start: () => void, win: BrowserWindow): Cancel {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => start(), {timeout: IDLE_TIMEOUT_MS});
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(start, 1);
  return () => win.clearTimeout(id);
}

/** The part of a store {@link onStoreState} uses. */
export interface Subscribable<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** Calls `start` once the store's state passes `test`: at once when it already does. */
export function onStoreState<S>(
  store: Subscribable<S>,
  test: (state: S) => boolean,
  start: () => void,
): Cancel {
  if (test(store.getState())) {
    start();
    return noop;
  }
  const unsubscribe = store.subscribe(() => {
    if (!test(store.getState())) return;
    unsubscribe();
    start();
  });
  return unsubscribe;
}

/**
 * Whether `int-cart` holds a cart: the shop removes the key when the cart becomes empty (decision
 * 009), so its presence is enough, read without loading the shop's code.
 */
export function storedCartHasItems(storage: () => Storage | undefined): boolean {
  try {
    return storage()?.getItem(STORAGE_KEYS.cart) != null;
  } catch {
    return false;
  }
}

/** Calls `start` when another tab stores a cart (the `storage` event). */
export function onStoredCart(start: () => void, win: BrowserWindow): Cancel {
  const cancel = () => win.removeEventListener('storage', handler);
  const handler = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.cart || event.newValue === null) return;
    cancel();
    start();
  };
  win.addEventListener('storage', handler);
  return cancel;
}

/**
 * Calls `start` when the island's live check (loaded by `check`) finds its prerendered HTML out
 * of date (decision 036). A check that fails to load or read leaves the island as built, warned:
 * it hydrates on interaction, where its own reads show their errors. An island without a check or
 * a page without shop config starts at once, as before the check existed.
 */
export function onLiveDiffers<P>(
  check: (() => Promise<LiveCheck<P>>) | undefined,
  props: () => P,
  shop: ShopIslandConfig | null,
  search: string,
  start: () => void,
): Cancel {
  if (check === undefined || shop === null) {
    start();
    return noop;
  }
  let cancelled = false;
  check()
    .then((differs) => differs(props(), shop, search))
    .then(
      (differs) => {
        if (differs && !cancelled) start();
      },
      (error: unknown) =>
        console.warn('Live check failed; the island waits for interaction', error),
    );
  return () => {
    cancelled = true;
  };
}
