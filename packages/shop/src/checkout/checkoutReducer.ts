// Checkout state and its actions, pure (spec §3 Checkout state, §4 Checkout state). The store
// (checkoutStore.ts) persists the saved fields; this file only decides what each action changes.
import type {Address, CheckoutState, Id, ShippingConfig, StoredCheckout} from '@schaufenster/core';

/** The checkout fields saved under int-checkout (spec §3); the rest lives in memory only. */
export const SAVED_CHECKOUT_FIELDS = [
  'customerEmail',
  'shippingAddress',
  'invoiceAddress',
  'comment',
  'paymentMethod',
  'shippingMethod',
  'shippingCost',
  'presentWrap',
] as const satisfies readonly (keyof StoredCheckout)[];

/** One saved checkout field name. */
type SavedCheckoutField = (typeof SAVED_CHECKOUT_FIELDS)[number];

/** The saved fields of a checkout, without the timestamp storage adds. */
export type SavedCheckout = Pick<CheckoutState, SavedCheckoutField>;

/** Empty checkout: fields null, shippingCost 0, presentWrap false (spec §3 defaults, §4 reset). */
export const INITIAL_CHECKOUT_STATE: CheckoutState = {
  customerEmail: null,
  shippingAddress: null,
  invoiceAddress: null,
  comment: null,
  paymentMethod: null,
  shippingMethod: null,
  shippingCost: 0,
  presentWrap: false,
  availableShippingMethods: [],
  paypalOrderId: null,
};

/** Every change the checkout knows; `restore` and `reset` are the storage-side actions. */
export type CheckoutAction =
  | {type: 'setEmail'; email: string | null}
  | {type: 'setShippingAddress'; address: Address | null}
  /** `null` means the invoice goes to the shipping address. */
  | {type: 'setInvoiceAddress'; address: Address | null}
  | {type: 'setComment'; comment: string | null}
  | {type: 'setPaymentMethod'; id: Id | null}
  /** `isFree` is the shop's free flag for this method (settings.shipping_methods). */
  | {type: 'setShippingMethod'; method: ShippingConfig | null; isFree?: boolean}
  | {type: 'setPresentWrap'; presentWrap: boolean}
  | {type: 'setAvailableShippingMethods'; methods: readonly ShippingConfig[]}
  | {type: 'setPaypal'; orderId: string | null}
  | {type: 'restore'; stored: StoredCheckout}
  | {type: 'reset'};

/**
 * The id a shipping option is stored under: its own id, else its name (the config's id is
 * optional in the content model, the stored shippingMethod is not).
 */
export function shippingConfigId(method: ShippingConfig): Id {
  return method.id ?? method.name;
}

/** Whether `method` is the option stored as `id` (ids compare as text: 1 equals "1"). */
export function isShippingMethod(method: ShippingConfig, id: Id | null): boolean {
  return id !== null && String(shippingConfigId(method)) === String(id);
}

/** What a shipping option costs: nothing when flagged free, else its brutto price. */
export function shippingCostOf(method: ShippingConfig | null, isFree = false): number {
  if (method === null || isFree) return 0;
  return method.price_brutto;
}

/** Whether `paymentId` may be used with the shipping option (spec §3 payment methods per method). */
export function allowsPayment(method: ShippingConfig, paymentId: Id | null): boolean {
  return (
    paymentId !== null && method.payment_methods.some((p) => String(p.id) === String(paymentId))
  );
}

/** The saved fields of `state`, as written to int-checkout. */
export function savedFields(state: CheckoutState): SavedCheckout {
  return {
    customerEmail: state.customerEmail,
    shippingAddress: state.shippingAddress,
    invoiceAddress: state.invoiceAddress,
    comment: state.comment,
    paymentMethod: state.paymentMethod,
    shippingMethod: state.shippingMethod,
    shippingCost: state.shippingCost,
    presentWrap: state.presentWrap,
  };
}

/** Whether any saved field differs (by identity; the reducer keeps unchanged values as they are). */
export function savedFieldsChanged(before: CheckoutState, after: CheckoutState): boolean {
  return SAVED_CHECKOUT_FIELDS.some((field) => !Object.is(before[field], after[field]));
}

function sameAddress(a: Address | null, b: Address | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a) as (keyof Address)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

// Returns the state itself when the field already holds the value, so no write follows.
function setField<K extends keyof CheckoutState>(
  state: CheckoutState,
  field: K,
  value: CheckoutState[K],
): CheckoutState {
  return Object.is(state[field], value) ? state : {...state, [field]: value};
}

function setAddress(
  state: CheckoutState,
  field: 'shippingAddress' | 'invoiceAddress',
  address: Address | null,
): CheckoutState {
  return sameAddress(state[field], address) ? state : {...state, [field]: address};
}

function selectShippingMethod(
  state: CheckoutState,
  method: ShippingConfig | null,
  isFree: boolean | undefined,
): CheckoutState {
  const shippingMethod = method === null ? null : shippingConfigId(method);
  const shippingCost = shippingCostOf(method, isFree);
  // A payment method the new option does not allow is dropped, so it cannot reach the order.
  const paymentMethod =
    method === null || allowsPayment(method, state.paymentMethod) ? state.paymentMethod : null;
  if (
    Object.is(shippingMethod, state.shippingMethod) &&
    shippingCost === state.shippingCost &&
    Object.is(paymentMethod, state.paymentMethod)
  ) {
    return state;
  }
  return {...state, shippingMethod, shippingCost, paymentMethod};
}

function setAvailable(state: CheckoutState, methods: readonly ShippingConfig[]): CheckoutState {
  const current = state.availableShippingMethods;
  if (current.length === methods.length && current.every((m, i) => m === methods[i])) return state;
  const next = {...state, availableShippingMethods: [...methods]};
  // The chosen option must stay among those offered (e.g. after the country changed).
  if (
    state.shippingMethod !== null &&
    !methods.some((m) => isShippingMethod(m, state.shippingMethod))
  ) {
    return {...next, shippingMethod: null, shippingCost: 0};
  }
  return next;
}

function restore(state: CheckoutState, stored: StoredCheckout): CheckoutState {
  return {
    ...state,
    customerEmail: stored.customerEmail,
    shippingAddress: stored.shippingAddress,
    invoiceAddress: stored.invoiceAddress,
    comment: stored.comment,
    paymentMethod: stored.paymentMethod,
    shippingMethod: stored.shippingMethod,
    shippingCost: stored.shippingCost,
    presentWrap: stored.presentWrap,
  };
}

/** The checkout reducer: one case per action; unknown actions are logged and ignored. */
export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'setEmail':
      return setField(state, 'customerEmail', action.email);
    case 'setShippingAddress':
      return setAddress(state, 'shippingAddress', action.address);
    case 'setInvoiceAddress':
      return setAddress(state, 'invoiceAddress', action.address);
    case 'setComment':
      return setField(state, 'comment', action.comment);
    case 'setPaymentMethod':
      return setField(state, 'paymentMethod', action.id);
    case 'setShippingMethod':
      return selectShippingMethod(state, action.method, action.isFree);
    case 'setPresentWrap':
      return setField(state, 'presentWrap', action.presentWrap);
    case 'setAvailableShippingMethods':
      return setAvailable(state, action.methods);
    case 'setPaypal':
      return setField(state, 'paypalOrderId', action.orderId);
    case 'restore':
      return restore(state, action.stored);
    case 'reset':
      return INITIAL_CHECKOUT_STATE;
    default: {
      // Same rule as the cart (spec §4 Cart actions): an unknown action changes nothing.
      const unknown: never = action;
      console.warn('[checkout] Unknown action ignored:', unknown);
      return state;
    }
  }
}
