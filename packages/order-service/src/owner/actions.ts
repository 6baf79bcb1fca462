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
export const REQUESTS: Readonly<Record<OwnerAction, readonly StateChange[]>> = {
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

/** What an owner command with PayPal came to; `code` names a refusal the API answers as is. */
type ProviderActionResult = ActionResult | {ok: false; status: 409; reason: string; code: string};

/**
 * `ownerAction` with the money moved through PayPal first for a paid PayPal order (decision
 * 072): `cancel` and `refund` refund what is left of the capture (`PayPal-Request-Id`
 * `sf-refund-<order_uuid>`, so a repeat refunds once) before the move, and `refund` with a
 * `line` refunds that line's amount once (payment `partially_refunded`, or `refunded` when
 * nothing is left). The move must be allowed first; a PayPal failure changes nothing (502/503).
 */
export async function ownerActionWithRefund(
  context: ServiceContext,
  orderId: string,
  action: OwnerAction,
  options: {tracking?: string; line?: number; now: () => Date},
): Promise<ProviderActionResult> {
  const {line, ...rest} = options;
  const run = () => ownerAction(context.store, context.orders, orderId, action, rest);
  const {paypal} = context;
  const order = context.store.orderById(orderId);
  const states = context.orders.states.statesOf(orderId);
  const paid = states?.payment === 'paid' || states?.payment === 'partially_refunded';
  const byPaypal =
    paypal && order && paid ? paypal.store.captureOf(order.orderUuid) !== undefined : false;
  if (line !== undefined && (!byPaypal || action !== 'refund')) {
    const reason = 'This order cannot be refunded by line';
    return {ok: false, status: 409, reason, code: 'line_refund_unsupported'};
  }
  if ((action !== 'cancel' && action !== 'refund') || !paypal || !order || !states || !byPaypal) {
    return run();
  }
  if (line !== undefined) {
    return paypal.serial(order.orderUuid, async () => {
      const refund = await paypal.refundLine(order, line);
      if (refund.kind === 'failed') return providerFailure(refund.failure);
      if (refund.kind === 'none') return run();
      if (refund.kind === 'unknown_line') {
        const reason = `The order has lines 1 to ${refund.lines}`;
        return {ok: false, status: 409, reason, code: 'unknown_line'};
      }
      return context.store.transaction((): ActionResult => {
        const before = context.orders.states.statesOf(orderId) ?? states;
        const payment = refund.whole ? 'refunded' : 'partially_refunded';
        const note = `line ${line} refunded through PayPal (refund ${refund.refundId})`;
        const moved =
          before.payment === payment
            ? null
            : context.orders.states.change(orderId, {payment}, 'owner', note);
        const to = moved?.ok ? moved.to : (context.orders.states.statesOf(orderId) ?? before);
        return {ok: true, from: states, to};
      });
    });
  }
  const refused = transitionRefusal(
    states,
    action === 'cancel' ? {fulfilment: 'cancelled'} : {payment: 'refunded'},
    'owner',
  );
  if (refused !== null) return {ok: false, status: 409, reason: refused};
  return paypal.serial(order.orderUuid, async () => {
    const refund = await paypal.refundAll(order, `Order ${orderId} was ${action}ed`);
    if (refund.kind === 'failed') return providerFailure(refund.failure);
    const moved = run();
    if (!moved.ok || refund.kind === 'none' || action === 'refund') return moved;
    return context.store.transaction((): ActionResult => {
      const refunded = context.orders.states.change(
        orderId,
        {payment: 'refunded'},
        'owner',
        `refunded through PayPal (refund ${refund.refundId})`,
      );
      return refunded.ok ? {ok: true, from: moved.from, to: refunded.to} : moved;
    });
  });
}

function providerFailure(failure: {kind: string; message: string}): ActionResult {
  const status = failure.kind === 'unavailable' ? 503 : 502;
  return {ok: false, status, reason: `PayPal did not refund: ${failure.message}`};
}
