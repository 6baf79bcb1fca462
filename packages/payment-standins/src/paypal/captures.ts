// Captures in the PayPal stand-in (POST /v2/checkout/orders/{id}/capture): an order is captured
// once, only after the buyer approved it and only with intent CAPTURE, each purchase unit with
// one final capture; a pending capture settles or is denied later. The capture as PayPal shows
// it, in an order and in webhook events.
// Reference: https://developer.paypal.com/docs/api/orders/v2/#orders_capture.
import {randomId, unprocessable, type Answer} from './answers.ts';
import type {CaptureOutcome, StandInCapture, StandInOrder} from './resources.ts';

/** The webhook event of a new capture, by what it came to. */
export const CAPTURE_EVENTS: Record<CaptureOutcome, string> = {
  COMPLETED: 'PAYMENT.CAPTURE.COMPLETED',
  PENDING: 'PAYMENT.CAPTURE.PENDING',
  DECLINED: 'PAYMENT.CAPTURE.DENIED',
};

/** Why `order` cannot be captured now, as PayPal answers it; null when it can. */
export function captureRefusal(order: StandInOrder): Answer | null {
  if (order.intent !== 'CAPTURE') {
    return unprocessable(
      'ACTION_DOES_NOT_MATCH_INTENT',
      'The order was created with intent AUTHORIZE.',
    );
  }
  if (order.status === 'COMPLETED') {
    return unprocessable(
      'ORDER_ALREADY_CAPTURED',
      'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
    );
  }
  if (order.status !== 'APPROVED') {
    return unprocessable(
      'ORDER_NOT_APPROVED',
      "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
    );
  }
  return null;
}

/**
 * Captures every purchase unit of the approved `order` with `outcome` at `stamp`; the order is
 * then COMPLETED. The new captures, one per unit.
 */
export function captureUnits(
  order: StandInOrder,
  outcome: CaptureOutcome,
  stamp: string,
): StandInCapture[] {
  const captured: StandInCapture[] = [];
  for (const unit of order.purchaseUnits) {
    const capture: StandInCapture = {
      id: randomId(17),
      status: outcome,
      ...(outcome === 'PENDING' ? {status_details: {reason: 'PENDING_REVIEW'}} : {}),
      amount: {currency_code: unit.amount.currency_code, value: unit.amount.value},
      ...(unit.custom_id === undefined ? {} : {custom_id: unit.custom_id}),
      ...(unit.invoice_id === undefined ? {} : {invoice_id: unit.invoice_id}),
      final_capture: true,
      create_time: stamp,
      update_time: stamp,
      supplementary_data: {related_ids: {order_id: order.id}},
      refundedCents: 0,
    };
    unit.captures.push(capture);
    captured.push(capture);
  }
  order.status = 'COMPLETED';
  order.updateTime = stamp;
  return captured;
}

/** Every capture of `orders`, oldest first. */
export function capturesOf(orders: Iterable<StandInOrder>): StandInCapture[] {
  return [...orders]
    .flatMap((order) => order.purchaseUnits.flatMap((unit) => unit.captures))
    .sort((a, b) => a.create_time.localeCompare(b.create_time));
}

/**
 * Settles the pending `capture` (`COMPLETED`) or denies it (`DECLINED`) at `stamp`, as when a
 * pending payment clears; its webhook event, or PayPal's refusal.
 */
export function settleCapture(
  capture: StandInCapture,
  status: 'COMPLETED' | 'DECLINED',
  stamp: string,
): {ok: true; event: string} | {ok: false; answer: Answer} {
  if (capture.status !== 'PENDING') {
    return {
      ok: false,
      answer: unprocessable(
        'CAPTURE_STATUS_NOT_VALID',
        `The capture is ${capture.status}, not PENDING.`,
      ),
    };
  }
  capture.status = status;
  delete capture.status_details;
  capture.update_time = stamp;
  return {
    ok: true,
    event: status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED',
  };
}

/** The capture as PayPal shows it (resource of capture webhook events), links under `base`. */
export function captureView(capture: StandInCapture, base: string): Record<string, unknown> {
  const {refundedCents: _refunded, ...shown} = capture;
  return {
    ...shown,
    links: [
      {href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET'},
      {href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST'},
      {
        href: `${base}/v2/checkout/orders/${capture.supplementary_data.related_ids.order_id}`,
        rel: 'up',
        method: 'GET',
      },
    ],
  };
}
