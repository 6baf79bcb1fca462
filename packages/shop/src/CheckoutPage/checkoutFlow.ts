// The checkout's steps as a transition table (STYLE.md State: finite flows are a table, not
// booleans). address → shipping → payment → review → placing → done | failed; with PayPal or Klarna
// the created order waits in `paying` until the payment went through. An order refused for prices
// the catalogue no longer has goes back to `review` with the cart re-priced, to be confirmed again.
import type {Id, UnavailableItem} from '@schaufenster/core';
import type {PriceChange} from '../checkout/repricing.ts';

/** Where the shopper is in the checkout. */
export type CheckoutStep =
  'address' | 'shipping' | 'payment' | 'review' | 'placing' | 'paying' | 'done' | 'failed';

/** The form steps, in order; they are listed in the step indicator. */
export const FORM_STEPS = ['address', 'shipping', 'payment', 'review'] as const;
/** One of the form steps a shopper fills in. */
export type FormStep = (typeof FORM_STEPS)[number];

/** Names of the events that move the checkout. */
export type FlowEventType =
  | 'next'
  | 'back'
  | 'place'
  | 'placed'
  | 'awaitPayment'
  | 'fail'
  | 'repriced'
  | 'paid'
  | 'paymentFailed'
  | 'restart';

/** Every allowed move; an event missing here is ignored (e.g. a second "place" while placing). */
export const TRANSITIONS: Readonly<
  Record<CheckoutStep, Readonly<Partial<Record<FlowEventType, CheckoutStep>>>>
> = {
  address: {next: 'shipping'},
  shipping: {next: 'payment', back: 'address'},
  payment: {next: 'review', back: 'shipping'},
  review: {place: 'placing', back: 'payment'},
  // Re-priced: nothing was ordered or paid; the shopper confirms the new total on the review.
  placing: {placed: 'done', awaitPayment: 'paying', fail: 'failed', repriced: 'review'},
  // The order exists: a failed payment stays here so the shopper can pay again.
  paying: {paid: 'done', paymentFailed: 'paying'},
  // Cart and form are kept: the shopper can retry as is or go back and change something.
  failed: {place: 'placing', back: 'payment'},
  done: {restart: 'address'},
};

/** The step after `event` in `step`, or null when the table does not allow it. */
export function transition(step: CheckoutStep, event: FlowEventType): CheckoutStep | null {
  return TRANSITIONS[step][event] ?? null;
}

/** What went wrong last: posting the order, or the online payment of a created order. */
type FlowError = 'order' | 'paypal' | 'klarna';

/** The checkout flow: the step plus what the later steps show. */
export interface FlowState {
  /** The current step. */
  step: CheckoutStep;
  /** The created order's id, from `placed` / `awaitPayment`. */
  orderId: string | null;
  /** The order's idempotency key, sent as order_uuid (Klarna posts it again). */
  orderUuid: string | null;
  /** What the order totals, for the payment step and the confirmation. */
  amount: number | null;
  /** The placed order's payment method: a prepayment confirmation shows how to pay. */
  paymentMethod: Id | null;
  /** The Klarna session's client token from the order answer, if it sent one. */
  clientToken: string | null;
  /** The last failure, announced in an alert; cleared by the next move. */
  error: FlowError | null;
  /** Items the order service said are no longer available, with the last order failure. */
  unavailable: readonly UnavailableItem[];
  /** The cart lines re-priced to the catalogue's prices after the last order was refused. */
  repriced: readonly PriceChange[];
}

/** A checkout flow event with its data. */
export type FlowEvent =
  | {type: 'next'}
  | {type: 'back'}
  | {type: 'place'}
  | {type: 'placed'; orderId: string; amount: number; paymentMethod: Id}
  | {
      type: 'awaitPayment';
      orderId: string;
      orderUuid: string;
      amount: number;
      clientToken: string | null;
    }
  | {type: 'fail'; unavailable?: readonly UnavailableItem[]}
  | {type: 'repriced'; changes: readonly PriceChange[]}
  | {type: 'paid'}
  | {type: 'paymentFailed'; error: 'paypal' | 'klarna'}
  | {type: 'restart'};

/** The flow at its start, or at a given form step (stories, a restored checkout). */
export function initialFlow(step: FormStep = 'address'): FlowState {
  return {
    step,
    orderId: null,
    orderUuid: null,
    amount: null,
    paymentMethod: null,
    clientToken: null,
    error: null,
    unavailable: [],
    repriced: [],
  };
}

/** Moves the flow by the table; a move the table does not allow returns the same state. */
export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  const step = transition(state.step, event.type);
  if (step === null) return state;
  // Which pieces are gone, and which prices changed, belong to one answer only.
  if (event.type !== 'fail' && state.unavailable.length > 0) {
    return flowReducer({...state, unavailable: []}, event);
  }
  if (event.type !== 'repriced' && state.repriced.length > 0) {
    return flowReducer({...state, repriced: []}, event);
  }
  switch (event.type) {
    case 'placed':
      return {
        ...state,
        step,
        orderId: event.orderId,
        amount: event.amount,
        paymentMethod: event.paymentMethod,
        error: null,
      };
    case 'awaitPayment':
      return {
        ...state,
        step,
        orderId: event.orderId,
        orderUuid: event.orderUuid,
        amount: event.amount,
        clientToken: event.clientToken,
        error: null,
      };
    case 'fail':
      return {...state, step, error: 'order', unavailable: event.unavailable ?? []};
    case 'repriced':
      // The order was refused: the alert says so (spec §8) and names each changed price.
      return {...state, step, error: 'order', repriced: event.changes};
    case 'paymentFailed':
      return {...state, step, error: event.error};
    case 'restart':
      return initialFlow();
    default:
      return {...state, step, error: null};
  }
}

/** Whether `step` is one of the form steps (shown with the step indicator). */
export function isFormStep(step: CheckoutStep): step is FormStep {
  return (FORM_STEPS as readonly string[]).includes(step);
}
