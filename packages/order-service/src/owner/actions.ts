// The owner's order commands as requests to the transition table (orders/states.ts): each names
// the states it asks for, and the order states store decides. A refused move is answered 409 with
// the table's reason; a move made writes its event (actor `owner`), its stock movements and its
// e-mails in one transaction (the service's state-change listener enqueues them).
import type {ServiceContext} from '../handlers/context.ts';
import type {OrderLifecycle} from '../orders/lifecycle.ts';
import {transitionRefusal, type OrderStates, type StateChange} from '../orders/states.ts';
import type {OrderStore} from '../store/database.ts';
import {recordTracking} from './shipments.ts';

/** The commands, as `POST /owner/orders/:id/state` takes them in `action`. */
export const OWNER_ACTIONS = ['paid', 'confirm', 'ship', 'complete', 'cancel', 'refund'] as const;
/** An owner command. */
export type OwnerAction = (typeof OWNER_ACTIONS)[number];

/**
 * The changes an action asks for, tried in order until the table allows one. `paid` also confirms
 * an order that waited for its money, like a provider's payment does (orders/lifecycle.ts); on an
 * order past that point (or cancelled) it records the payment alone.
 */
const REQUESTS: Readonly<Record<OwnerAction, readonly StateChange[]>> = {
  paid: [{fulfilment: 'confirmed', payment: 'paid'}, {payment: 'paid'}],
  confirm: [{fulfilment: 'confirmed'}],
  ship: [{fulfilment: 'shipped'}],
  complete: [{fulfilment: 'completed'}],
  cancel: [{fulfilment: 'cancelled'}],
  refund: [{payment: 'refunded'}],
};

/** What a command came to (502 or 503: the payment provider failed, nothing changed). */
type ActionResult =
  | {ok: true; from: OrderStates; to: OrderStates}
  | {ok: false; status: 404 | 409 | 502 | 503; reason: string};

function runOwnerAction(
  store: OrderStore,
  orders: OrderLifecycle,
  orderId: string,
  action: OwnerAction,
  options: {tracking?: string; now: () => Date},
): ActionResult {
  return store.transaction((db) => {
    if (orders.states.statesOf(orderId) === undefined) {
      return {ok: false, status: 404, reason: `No order ${orderId}`};
    }
    // Stored first so the shipped message, written during the move, carries it; a refused move
    // throws below and the transaction takes the tracking number back with it.
    if (action === 'ship' && options.tracking !== undefined) {
      recordTracking(db, orderId, options.tracking, options.now().toISOString());
    }
    let last: ActionResult = {ok: false, status: 409, reason: `Cannot ${action} ${orderId}`};
    for (const change of REQUESTS[action]) {
      const note =
        action === 'ship' && options.tracking ? `tracking ${options.tracking}` : undefined;
      last = orders.states.change(orderId, change, 'owner', note);
      if (last.ok) return last;
    }
    throw new Refused(last);
  });
}

/** Rolls the transaction back when no change was allowed; caught by `ownerAction`. */
class Refused extends Error {
  readonly result: ActionResult;
  constructor(result: ActionResult) {
    super('refused');
    this.result = result;
  }
}

/**
 * Runs `action` on order `orderId` in one transaction (`tracking` goes with `ship`): the states
 * it moved between, or why not.
 */
function ownerAction(...args: Parameters<typeof runOwnerAction>): ActionResult {
  try {
    return runOwnerAction(...args);
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/**
 * `ownerAction` with the money given back first when it cancels a paid PayPal order (decision
 * 072): the cancel must be allowed, then PayPal refunds what is left of the capture
 * (`PayPal-Request-Id` `sf-refund-<order_uuid>`, so a repeat refunds once), then the order is
 * cancelled and its payment recorded as refunded. A PayPal failure changes nothing (502/503).
 */
export async function ownerActionWithRefund(
  context: ServiceContext,
  orderId: string,
  action: OwnerAction,
  options: {tracking?: string; now: () => Date},
): Promise<ActionResult> {
  const run = () => ownerAction(context.store, context.orders, orderId, action, options);
  const {paypal} = context;
  const order = context.store.orderById(orderId);
  const states = context.orders.states.statesOf(orderId);
  const paid = states?.payment === 'paid' || states?.payment === 'partially_refunded';
  if (action !== 'cancel' || !paypal || !order || !states || !paid) return run();
  if (!paypal.store.captureOf(order.orderUuid)) return run();
  const refused = transitionRefusal(states, {fulfilment: 'cancelled'}, 'owner');
  if (refused !== null) return {ok: false, status: 409, reason: refused};
  return paypal.serial(order.orderUuid, async () => {
    const refund = await paypal.refundAll(order, `Order ${orderId} was cancelled`);
    if (refund.kind === 'failed') {
      const status = refund.failure.kind === 'unavailable' ? 503 : 502;
      return {ok: false, status, reason: `PayPal did not refund: ${refund.failure.message}`};
    }
    const cancelled = run();
    if (!cancelled.ok || refund.kind === 'none') return cancelled;
    return context.store.transaction(() => {
      const moved = context.orders.states.change(
        orderId,
        {payment: 'refunded'},
        'owner',
        `refunded through PayPal (refund ${refund.refundId})`,
      );
      return moved.ok ? {ok: true, from: cancelled.from, to: moved.to} : cancelled;
    });
  });
}
