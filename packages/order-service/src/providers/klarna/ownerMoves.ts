// The Klarna money an owner command moves before its state change, through Order Management:
// the capture before shipping, the release (or refund, once captured) before a cancel, the refund
// of the whole rest or of one line. Every call carries a `Klarna-Idempotency-Key` derived from
// the order and what it moved so far, so a retry after a lost answer or a crash gets Klarna's
// first answer instead of moving money twice. State changes go through the transition table
// (actor `provider`) in the same transaction as the record of the money moved.
import {transitionRefusal, type StateChange} from '../../orders/states.ts';
import {refuse, type ServiceReply} from '../../http/reply.ts';
import {KLARNA_OFF, providerFailureReply, type KlarnaClient} from './client.ts';
import type {KlarnaContext} from './context.ts';
import type {KlarnaRecord} from './store.ts';

/** The owner commands that move Klarna money first. */
type OwnerMove = 'ship' | 'cancel' | 'refund';

/** The context with a configured client. */
type Moving = KlarnaContext & {client: KlarnaClient};

/** Capture before shipping: the uncaptured rest of an accepted order, once. */
async function captureForShipping(context: Moving, record: KlarnaRecord, klarnaOrderId: string) {
  if (record.fraudStatus === 'PENDING') {
    return refuse(409, 'klarna_pending', 'Klarna has not decided this payment yet');
  }
  const rest = record.amountCents - record.capturedCents;
  if (record.fraudStatus !== 'ACCEPTED' || record.cancelledAt !== null || rest <= 0) return null;
  const captured = await context.client.capture(
    klarnaOrderId,
    rest,
    `sf-capture-${record.orderUuid}-${record.capturedCents}`,
    record.orderId,
  );
  if (!captured.ok) {
    return captured.kind === 'refused'
      ? refuse(409, 'klarna_capture_refused', captured.message)
      : providerFailureReply(captured);
  }
  context.store.transaction(() => {
    context.klarna.moved(record.orderUuid, 'captured', rest);
    context.change(
      record.orderId,
      {payment: 'paid'},
      `Klarna capture ${captured.value.captureId ?? ''}`,
    );
  });
  return null;
}

/** Refund what was captured and not yet refunded; `recordState` records it as the provider. */
async function refundRest(
  context: Moving,
  record: KlarnaRecord,
  klarnaOrderId: string,
  recordState: boolean,
) {
  const rest = record.capturedCents - record.refundedCents;
  if (rest <= 0) return null;
  const refunded = await context.client.refund(
    klarnaOrderId,
    rest,
    `sf-refund-${record.orderUuid}-${record.refundedCents}`,
    record.orderId,
  );
  if (!refunded.ok) {
    return refunded.kind === 'refused'
      ? refuse(409, 'klarna_refund_refused', refunded.message)
      : providerFailureReply(refunded);
  }
  context.store.transaction(() => {
    context.klarna.moved(record.orderUuid, 'refunded', rest);
    if (recordState) {
      context.change(
        record.orderId,
        {payment: 'refunded'},
        `Klarna refund ${refunded.value.refundId ?? ''}`,
      );
    }
  });
  return null;
}

/**
 * Gives back the money Klarna holds for an order being called off: the authorization released
 * (payment `failed`) or, once captured, the rest refunded (payment `refunded`). Null when done
 * or nothing was held, else the answer refusing it. The owner's cancel and the job use it.
 */
export async function releaseForCancel(
  context: Moving,
  record: KlarnaRecord,
  klarnaOrderId: string,
): Promise<ServiceReply | null> {
  if (record.capturedCents > 0) return refundRest(context, record, klarnaOrderId, true);
  if (record.cancelledAt !== null) return null;
  const released = await context.client.cancel(klarnaOrderId, `sf-cancel-${record.orderUuid}`);
  if (!released.ok) {
    return released.kind === 'refused'
      ? refuse(409, 'klarna_cancel_refused', released.message)
      : providerFailureReply(released);
  }
  context.store.transaction(() => {
    context.klarna.cancelled(record.orderUuid);
    context.change(record.orderId, {payment: 'failed'}, 'Klarna authorization released');
  });
  return null;
}

/** Refunds line `line` (1-based) of a captured order, once; the payment state follows. */
async function refundLine(
  context: Moving,
  record: KlarnaRecord,
  klarnaOrderId: string,
  line: number,
) {
  const products = record.sessionBody.order_lines.filter((each) => each.type === 'physical');
  const refunded = products[line - 1];
  if (!Number.isInteger(line) || refunded === undefined) {
    return refuse(422, 'unknown_line', `The order has lines 1 to ${products.length}`, 'line');
  }
  if (record.refundedLines.includes(line)) {
    return refuse(409, 'line_refunded', `Line ${line} was refunded already`, 'line');
  }
  const open = record.capturedCents - record.refundedCents;
  if (open < refunded.total_amount) {
    return refuse(409, 'refund_exceeds_capture', 'Klarna holds less than this line for the order');
  }
  const answer = await context.client.refund(
    klarnaOrderId,
    refunded.total_amount,
    `sf-refund-${record.orderUuid}-line-${line}`,
    `${record.orderId}-${line}`,
  );
  if (!answer.ok) {
    return answer.kind === 'refused'
      ? refuse(409, 'klarna_refund_refused', answer.message)
      : providerFailureReply(answer);
  }
  const payment = open === refunded.total_amount ? 'refunded' : 'partially_refunded';
  context.store.transaction(() => {
    context.klarna.lineRefunded(record.orderUuid, line, refunded.total_amount);
    if (context.orders.states.statesOf(record.orderId)?.payment !== payment) {
      context.change(record.orderId, {payment}, `Klarna refund of line ${line}`);
    }
  });
  return 'done' as const;
}

/**
 * Moves the Klarna money the owner's `action` needs before its state change (capture before
 * shipping, release or refund before cancelling, refund before marking refunded); null when
 * the command may go on, else the answer refusing it. Orders without a Klarna order: null.
 * A refund of one line (`line`, 1-based) is done here entirely: `done` when it was made.
 */
export async function beforeOwnerAction(
  context: KlarnaContext,
  orderId: string,
  action: string,
  options: {line?: number} = {},
): Promise<ServiceReply | 'done' | null> {
  if (action !== 'ship' && action !== 'cancel' && action !== 'refund') return null;
  const first = context.klarna.byOrderId(orderId);
  if (!first?.klarnaOrderId) return null;
  return context.lock(first.orderUuid, async () => {
    const record = context.klarna.byOrderId(orderId);
    const states = context.orders.states.statesOf(orderId);
    if (!record?.klarnaOrderId || !states) return null;
    const {client} = context;
    const move: Record<OwnerMove, StateChange> = {
      ship: {fulfilment: 'shipped'},
      cancel: {fulfilment: 'cancelled'},
      refund: {payment: 'refunded'},
    };
    if (action === 'refund' && options.line !== undefined) {
      if (states.payment !== 'paid' && states.payment !== 'partially_refunded') {
        return refuse(409, 'transition_refused', `The payment is ${states.payment}, not paid`);
      }
      if (!client) return KLARNA_OFF;
      return refundLine({...context, client}, record, record.klarnaOrderId, options.line);
    }
    // A move the table refuses moves no money; the owner action answers the refusal.
    if (transitionRefusal(states, move[action], 'owner') !== null) return null;
    if (!client) return KLARNA_OFF;
    const moving = {...context, client};
    if (action === 'ship') return captureForShipping(moving, record, record.klarnaOrderId);
    if (action === 'cancel') return releaseForCancel(moving, record, record.klarnaOrderId);
    return refundRest(moving, record, record.klarnaOrderId, false);
  });
}
