// The cart shared by every island (header widget, item page, cart page, checkout), persisted
// under int-cart (spec §3 Cart, §4 Cart actions, §9 Storage keys; decision 009 cart).
import {useEffect, useSyncExternalStore} from 'react';
import {STORAGE_KEYS, createSafeStorage, type Cart, type SafeStorage} from '@schaufenster/core';
import {createStore, useHydratedTransition} from '@schaufenster/ui';
import {EMPTY_CART, cartReducer, type CartItemInput, type LinePrice} from './cartReducer.ts';
import {validateStoredCart} from './storedCart.ts';

/** The cart store: `cartReducer` over `EMPTY_CART`; write through the action functions below. */
export const cartStore = createStore(cartReducer, EMPTY_CART);

/** Options of {@link initCart}. */
export interface InitCartOptions {
  /** Where the cart is kept. @default () => globalThis.localStorage */
  storage?: () => Storage | undefined;
  /** Read storage again even when already initialised (another tab changed it, tests). @default false */
  reload?: boolean;
}

const browserStorage = (): Storage | undefined => globalThis.localStorage;

let storage: SafeStorage = createSafeStorage(browserStorage);
let initialised = false;
let restoring = false;
const readyListeners = new Set<() => void>();

/**
 * Restores the cart from storage once (later calls return the current cart) and from then on
 * saves every change. A corrupt entry is dropped with a console warning (never a crash).
 */
export function initCart(options: InitCartOptions = {}): Cart {
  if (options.storage) storage = createSafeStorage(options.storage);
  if (initialised && !options.reload && !options.storage) return cartStore.getState();
  const stored = storage.read(STORAGE_KEYS.cart, validateStoredCart, EMPTY_CART);
  restoring = true;
  try {
    cartStore.dispatch({type: 'restore', cart: stored});
  } finally {
    restoring = false;
  }
  if (!initialised) {
    initialised = true;
    cartStore.subscribe(persist);
    listenToOtherTabs();
    for (const listener of readyListeners) listener();
  }
  return cartStore.getState();
}

/** Adds an item (spec §4 add: merges with a line of the same product, variant and personalization). */
export function addToCart(item: CartItemInput): void {
  initCart();
  cartStore.dispatch({type: 'add', item, timestamp: Date.now()});
}

/** Sets a line's count; 0 removes the line, NaN and negative counts are ignored with a warning. */
export function changeCount(cartId: string, count: number): void {
  initCart();
  cartStore.dispatch({type: 'changeCount', cartId, count, timestamp: Date.now()});
}

/** Removes a line by its id. */
export function removeLine(cartId: string): void {
  initCart();
  cartStore.dispatch({type: 'remove', cartId, timestamp: Date.now()});
}

/**
 * Sets lines' unit prices to the catalogue's, as the order service answered them; totals follow
 * and the cart is saved, so a reload shows the new prices too.
 */
export function repriceCart(prices: readonly LinePrice[]): void {
  initCart();
  cartStore.dispatch({type: 'reprice', prices, timestamp: Date.now()});
}

/** Empties the cart and removes the stored entry (spec §4 reset). */
export function resetCart(): void {
  initCart();
  cartStore.dispatch({type: 'reset'});
  // Also when the cart was empty already: a stale entry must not come back on the next load.
  storage.remove(STORAGE_KEYS.cart);
}

/**
 * The cart in a component. Prerendering and hydration see the empty cart, so the server HTML and
 * the first client render match; the restored cart follows right after, in a transition
 * (decision 009 cart, decision 057).
 */
export function useCart(): Cart {
  const hydrated = useHydratedTransition();
  useEffect(() => {
    initCart();
  }, []);
  return useSyncExternalStore(
    cartStore.subscribe,
    hydrated ? cartStore.getState : serverCart,
    serverCart,
  );
}

/** Whether the cart was restored in this browser; false while prerendering and hydrating. */
export function useCartReady(): boolean {
  const hydrated = useHydratedTransition();
  useEffect(() => {
    initCart();
  }, []);
  return useSyncExternalStore(subscribeReady, hydrated ? isReady : notReady, notReady);
}

// spec §4: total count 0 deletes the stored cart, otherwise it is saved with a timestamp.
function persist(): void {
  if (restoring) return;
  const cart = cartStore.getState();
  if (cart.totalCount === 0) storage.remove(STORAGE_KEYS.cart);
  else storage.write(STORAGE_KEYS.cart, {...cart});
}

// Another tab changed the cart: read it again so both tabs show the same lines.
function listenToOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.cart || event.key === null) initCart({reload: true});
  });
}

function serverCart(): Cart {
  return EMPTY_CART;
}

function subscribeReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

function isReady(): boolean {
  return initialised;
}

function notReady(): boolean {
  return false;
}
