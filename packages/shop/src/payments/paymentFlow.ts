// The payment step as a transition table (STYLE.md "Finite flows"): the SDK loads, the buyer pays,
// cancels or fails, the order service confirms (spec §7, §8). Once the buyer approved at the
// provider, the approval is confirmed or retried, never asked for again (decision 072): the
// `confirming` and `unconfirmed` states offer no pay button, only a retry of the same post.
import type {MessageKey} from '@schaufenster/core';

/** Where a payment stands. `paid` and `unavailable` are final. */
type PaymentStatus =
  | 'loading'
  | 'ready'
  | 'processing'
  | 'confirming'
  | 'unconfirmed'
  | 'paid'
  | 'failed'
  | 'unavailable';

/** Messages a payment can end with: the spec §8 texts plus the provider's own outcomes. */
export type PaymentErrorKey = Extract<
  MessageKey,
  'orderErrorPaypalTransaction' | 'orderErrorKlarnaOrder' | 'paymentFailed' | 'paymentNotAuthorized'
>;

/** State of one payment component. */
export interface PaymentState {
  /** Where the payment stands. */
  status: PaymentStatus;
  /** The message shown when status is `failed` or `unavailable`; null otherwise. */
  error: MessageKey | null;
}

/** What can happen during a payment. */
export type PaymentAction =
  | {type: 'sdkReady'}
  | {type: 'sdkFailed'}
  | {type: 'started'}
  | {type: 'cancelled'}
  | {type: 'paid'}
  | {type: 'failed'; error: PaymentErrorKey}
  /** The buyer approved at the provider; its confirmation is posted to the order service. */
  | {type: 'approved'}
  /** Posting the approval failed; only a retry of the same post is offered. */
  | {type: 'unconfirmed'; error: PaymentErrorKey}
  /** The order service says no money moved after a refused approval: the buyer may pay again. */
  | {type: 'reopened'; error: PaymentErrorKey};

/** Before the provider's SDK has loaded. */
export const INITIAL_PAYMENT_STATE: PaymentState = {status: 'loading', error: null};

// Which status each action leads to from each status; missing entries are ignored (e.g. a late
// SDK callback after the payment was confirmed).
const TRANSITIONS: Record<PaymentStatus, Partial<Record<PaymentAction['type'], PaymentStatus>>> = {
  loading: {sdkReady: 'ready', sdkFailed: 'unavailable'},
  ready: {started: 'processing', approved: 'confirming', cancelled: 'ready', failed: 'failed'},
  processing: {paid: 'paid', approved: 'confirming', cancelled: 'ready', failed: 'failed'},
  // After the approval nothing reopens the provider's button but the order service's word.
  confirming: {paid: 'paid', unconfirmed: 'unconfirmed'},
  unconfirmed: {approved: 'confirming', paid: 'paid', reopened: 'failed'},
  // After a failure the buyer may try again with the same method.
  failed: {
    started: 'processing',
    approved: 'confirming',
    cancelled: 'ready',
    failed: 'failed',
  },
  paid: {},
  unavailable: {},
};

function errorOf(action: PaymentAction): MessageKey | null {
  switch (action.type) {
    case 'failed':
    case 'unconfirmed':
    case 'reopened':
      return action.error;
    case 'sdkFailed':
      return 'paymentUnavailable';
    default:
      return null;
  }
}

/** Whether the provider's pay button may be offered: never between an approval and its answer. */
export function offersPayButton(state: PaymentState): boolean {
  return (
    state.status === 'loading' ||
    state.status === 'ready' ||
    state.status === 'processing' ||
    state.status === 'failed'
  );
}

/** Applies one action by the transition table; actions that do not apply leave the state. */
export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  const next = TRANSITIONS[state.status][action.type];
  if (next === undefined) return state;
  return {status: next, error: errorOf(action)};
}
