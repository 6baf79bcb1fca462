// The page's one checkout store (ARCHITECTURE: state shared by islands lives in an external
// store). Restored once at start-up; every change of a saved field is written back to
// int-checkout with a timestamp; reset removes the entry (spec §3 Checkout state, §4, §9).
import {useEffect, useSyncExternalStore} from 'react';
import {
  STORAGE_KEYS,
  StoredCheckoutSchema,
  createSafeStorage,
  validateWith,
  type Address,
  type CheckoutState,
  type Id,
  type SafeStorage,
  type ShippingConfig,
  type StoredCheckout,
  type Validate,
} from '@schaufenster/core';
import {createStore, useHydratedTransition, type Store} from '@schaufenster/ui';
import {
  INITIAL_CHECKOUT_STATE,
  checkoutReducer,
  savedFields,
  savedFieldsChanged,
  type CheckoutAction,
} from './checkoutReducer.ts';

// Reading `window.localStorage` can throw (blocked storage); safe storage calls this inside a try.
const browserStorage = () =>
  typeof window === 'undefined' ? undefined : (window.localStorage as Storage | undefined);

const validateFields = validateWith(StoredCheckoutSchema);

// valibot's object() takes an array when every field is optional, so `[]` read as an empty
// checkout without the warning; a list is no checkout and is dropped (decision 016).
const validateStored: Validate<StoredCheckout> = (raw) =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? validateFields(raw) : undefined;

let storage: SafeStorage = createSafeStorage(browserStorage);
let restored = false;

const inner = createStore(checkoutReducer, INITIAL_CHECKOUT_STATE);

/** The checkout store; dispatching persists the saved fields whenever an action changes one. */
export const checkoutStore: Store<CheckoutState, CheckoutAction> = {
  getState: inner.getState,
  subscribe: inner.subscribe,
  dispatch(action) {
    const before = inner.getState();
    inner.dispatch(action);
    const after = inner.getState();
    // `restore` only reflects what storage holds; writing it back would refresh its timestamp.
    if (action.type === 'restore') return;
    if (action.type === 'reset') {
      storage.remove(STORAGE_KEYS.checkout);
      return;
    }
    if (savedFieldsChanged(before, after)) {
      storage.write(STORAGE_KEYS.checkout, savedFields(after));
    }
  },
};

/** Options of {@link initCheckout}. */
export interface InitCheckoutOptions {
  /** Where int-checkout lives; passing one starts over (stories, tests). @default safe storage over `window.localStorage` */
  storage?: SafeStorage;
}

/**
 * Restores the saved checkout from int-checkout, once per page load (spec §4 "restored once at
 * start-up"): later calls do nothing unless they pass a storage, which starts over. A corrupt
 * entry is dropped with a console warning and the checkout starts empty.
 */
export function initCheckout(options: InitCheckoutOptions = {}): void {
  if (options.storage) storage = options.storage;
  else if (restored) return;
  restored = true;
  inner.dispatch({type: 'reset'});
  const stored = storage.read(STORAGE_KEYS.checkout, validateStored, null);
  if (stored !== null) checkoutStore.dispatch({type: 'restore', stored});
}

/**
 * The checkout state, re-rendering on change. Prerendering and hydration see the empty checkout,
 * so server HTML and the first client render match; the restored one follows right after, in a
 * transition (decision 057).
 */
export function useCheckout(): CheckoutState {
  const hydrated = useHydratedTransition();
  useEffect(() => {
    initCheckout();
  }, []);
  return useSyncExternalStore(
    checkoutStore.subscribe,
    hydrated ? checkoutStore.getState : serverCheckout,
    serverCheckout,
  );
}

function serverCheckout(): CheckoutState {
  return INITIAL_CHECKOUT_STATE;
}

/** Sets the customer's e-mail address. */
export function setEmail(email: string | null): void {
  checkoutStore.dispatch({type: 'setEmail', email});
}

/** Sets the shipping address. */
export function setShippingAddress(address: Address | null): void {
  checkoutStore.dispatch({type: 'setShippingAddress', address});
}

/** Sets a different invoice address; `null` means the invoice goes to the shipping address. */
export function setInvoiceAddress(address: Address | null): void {
  checkoutStore.dispatch({type: 'setInvoiceAddress', address});
}

/** Sets the order comment. */
export function setComment(comment: string | null): void {
  checkoutStore.dispatch({type: 'setComment', comment});
}

/** Chooses the payment method by its id (PayPal is id 4, spec §4). */
export function setPaymentMethod(id: Id | null): void {
  checkoutStore.dispatch({type: 'setPaymentMethod', id});
}

/** Chooses a shipping option; its cost is 0 when `isFree`, else its brutto price. */
export function setShippingMethod(method: ShippingConfig | null, isFree = false): void {
  checkoutStore.dispatch({type: 'setShippingMethod', method, isFree});
}

/** Chooses or drops present wrapping. */
export function setPresentWrap(presentWrap: boolean): void {
  checkoutStore.dispatch({type: 'setPresentWrap', presentWrap});
}

/** The options offered for the current country (memory only, spec §3). */
export function setAvailableShippingMethods(methods: readonly ShippingConfig[]): void {
  checkoutStore.dispatch({type: 'setAvailableShippingMethods', methods});
}

/** The PayPal order id once PayPal created one (memory only, spec §3). */
export function setPaypal(orderId: string | null): void {
  checkoutStore.dispatch({type: 'setPaypal', orderId});
}

/** Empties the checkout and removes int-checkout (spec §4 reset), e.g. after a placed order. */
export function resetCheckout(): void {
  checkoutStore.dispatch({type: 'reset'});
}
