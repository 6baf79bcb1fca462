// Order states as a transition table (decision 067): a fulfilment state and a payment state per
// order, the moves allowed between them and who may make each. Pure: no database, no clock.
// Every move not in the table is refused with a reason the service answers 409 with.

/** Where the goods are: waiting for money, accepted, on their way, done, or called off. */
export const FULFILMENT_STATES = [
  'awaiting_payment',
  'awaiting_transfer',
  'confirmed',
  'shipped',
  'completed',
  'cancelled',
  'withdrawn',
] as const;
/** A fulfilment state. */
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** Where the money is. `none`: nothing is known (orders stored before the states existed). */
export const PAYMENT_STATES = [
  'none',
  'authorized',
  'pending',
  'paid',
  'partially_refunded',
  'refunded',
  'failed',
] as const;
/** A payment state. */
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Who moves an order: the customer (withdrawal, abandoning a payment), the payment provider's
 * answer, the shop owner, or the service's expiry job.
 */
export const ACTORS = ['customer', 'provider', 'owner', 'expiry'] as const;
/** An actor. */
export type Actor = (typeof ACTORS)[number];

/** One allowed move: from, to, and who may make it. */
interface Transition<S extends string> {
  from: S;
  to: S;
  actors: readonly Actor[];
}

/** The fulfilment moves (decision 067 has the same table). */
export const FULFILMENT_TRANSITIONS: readonly Transition<FulfilmentState>[] = [
  {from: 'awaiting_payment', to: 'confirmed', actors: ['provider', 'owner']},
  {from: 'awaiting_payment', to: 'cancelled', actors: ['customer', 'provider', 'owner', 'expiry']},
  {from: 'awaiting_transfer', to: 'confirmed', actors: ['owner']},
  {from: 'awaiting_transfer', to: 'cancelled', actors: ['customer', 'owner']},
  {from: 'awaiting_transfer', to: 'withdrawn', actors: ['customer']},
  {from: 'confirmed', to: 'shipped', actors: ['owner']},
  {from: 'confirmed', to: 'cancelled', actors: ['owner']},
  {from: 'confirmed', to: 'withdrawn', actors: ['customer']},
  {from: 'shipped', to: 'completed', actors: ['owner']},
  {from: 'shipped', to: 'withdrawn', actors: ['customer']},
  {from: 'completed', to: 'withdrawn', actors: ['customer']},
];

/** The payment moves. */
export const PAYMENT_TRANSITIONS: readonly Transition<PaymentState>[] = [
  {from: 'none', to: 'pending', actors: ['owner']},
  {from: 'none', to: 'paid', actors: ['owner']},
  {from: 'pending', to: 'authorized', actors: ['provider']},
  {from: 'pending', to: 'paid', actors: ['provider', 'owner']},
  {from: 'pending', to: 'failed', actors: ['provider', 'expiry', 'owner']},
  {from: 'authorized', to: 'paid', actors: ['provider', 'owner']},
  {from: 'authorized', to: 'failed', actors: ['provider', 'owner']},
  {from: 'failed', to: 'pending', actors: ['provider', 'customer']},
  {from: 'failed', to: 'paid', actors: ['provider', 'owner']},
  {from: 'paid', to: 'partially_refunded', actors: ['provider', 'owner']},
  {from: 'paid', to: 'refunded', actors: ['provider', 'owner']},
  {from: 'partially_refunded', to: 'refunded', actors: ['provider', 'owner']},
];

/** An order's two states. */
export interface OrderStates {
  fulfilment: FulfilmentState;
  payment: PaymentState;
}

/** A requested change: either part or both; a missing part stays as it is. */
export interface StateChange {
  fulfilment?: FulfilmentState;
  payment?: PaymentState;
}

/** How an order is paid, as far as its first states go. */
export type PaymentKind = 'online' | 'prepayment' | 'other';

/**
 * The states a new order starts in: online payments (PayPal, Klarna) wait for the provider,
 * prepayment for the transfer; invoice and cash on pick-up are accepted at once and paid later.
 */
export function initialStates(kind: PaymentKind): OrderStates {
  switch (kind) {
    case 'online':
      return {fulfilment: 'awaiting_payment', payment: 'pending'};
    case 'prepayment':
      return {fulfilment: 'awaiting_transfer', payment: 'pending'};
    case 'other':
      return {fulfilment: 'confirmed', payment: 'pending'};
  }
}

function refusal<S extends string>(
  table: readonly Transition<S>[],
  kind: string,
  from: S,
  to: S,
  actor: Actor,
): string | null {
  if (from === to) return null;
  const move = table.find((entry) => entry.from === from && entry.to === to);
  if (!move) return `The ${kind} state cannot go from ${from} to ${to}`;
  if (!move.actors.includes(actor)) {
    return `The ${kind} state goes from ${from} to ${to} only by ${move.actors.join(' or ')}, not ${actor}`;
  }
  return null;
}

/**
 * Why `actor` may not make `change` to an order in `current` (the service answers 409 with it),
 * or null when the table allows it. A part equal to the current state is no move; a change that
 * moves nothing at all is refused, so a repeated command is told it did nothing.
 */
export function transitionRefusal(
  current: OrderStates,
  change: StateChange,
  actor: Actor,
): string | null {
  const fulfilment = change.fulfilment ?? current.fulfilment;
  const payment = change.payment ?? current.payment;
  if (fulfilment === current.fulfilment && payment === current.payment) {
    return `The order is already ${current.fulfilment} and ${current.payment}`;
  }
  return (
    refusal(FULFILMENT_TRANSITIONS, 'fulfilment', current.fulfilment, fulfilment, actor) ??
    refusal(PAYMENT_TRANSITIONS, 'payment', current.payment, payment, actor)
  );
}

/** What a fulfilment move does to the order's stock (decision 067). */
type StockEffect = 'release' | 'sell' | null;

/**
 * Cancellation, withdrawal before shipping and expiry give reserved pieces back; shipping turns
 * the reservation into a sale. A withdrawal after shipping changes no stock: the owner records
 * the returned piece with an adjustment once it is back and sellable.
 */
export function stockEffectOf(from: FulfilmentState, to: FulfilmentState): StockEffect {
  if (from === to) return null;
  if (to === 'shipped') return 'sell';
  if (to === 'cancelled') return 'release';
  if (to === 'withdrawn' && (from === 'awaiting_transfer' || from === 'confirmed')) {
    return 'release';
  }
  return null;
}
