// A provider's payment that came for an order already cancelled or withdrawn and was refunded at
// once (decision 072). It is recorded as the money moved, `paid` then `refunded` (actor
// `provider`), both moves carrying a `late-refund` cause: the outbox then tells the customer and
// the owner of the refund, and not of a payment received or a new order.
import type {LateRefundCause, OrderStateStore} from './orderStates.ts';

/** A refunded late payment, as the provider reported it. */
export interface LateRefund {
  /** The provider, as the customer knows it: `PayPal`. */
  provider: string;
  /** The provider's id of the payment (a PayPal capture id). */
  paymentId: string;
  /** The provider's id of the refund. */
  refundId: string;
  /** The amount paid and refunded, in cents. */
  amountCents: number;
}

/** Why order `orderId` took no payment: the expiry cancelled it, someone else did, or withdrawn. */
function reasonOf(states: OrderStateStore, orderId: string): LateRefundCause['reason'] {
  const events = states.eventsOf(orderId);
  const last = events.findLast((event) => event.fulfilmentTo !== event.fulfilmentFrom);
  if (last?.fulfilmentTo === 'withdrawn') return 'withdrawn';
  return last?.actor === 'expiry' ? 'expired' : 'cancelled';
}

/**
 * Records `refund` on order `orderId`, inside the caller's transaction: the payment moves to
 * `paid` (unless money had moved already) and on to `refunded`. Nothing when the payment is
 * `refunded` already, so a repeat records and sends nothing.
 */
export function recordLateRefund(
  states: OrderStateStore,
  orderId: string,
  refund: LateRefund,
): void {
  const current = states.statesOf(orderId);
  if (!current || current.payment === 'refunded') return;
  const {provider, paymentId, refundId, amountCents} = refund;
  const reason = reasonOf(states, orderId);
  const cause: LateRefundCause = {kind: 'late-refund', provider, refundId, amountCents, reason};
  if (current.payment !== 'paid' && current.payment !== 'partially_refunded') {
    states.change(
      orderId,
      {payment: 'paid'},
      'provider',
      `late ${provider} capture ${paymentId}`,
      cause,
    );
  }
  states.change(
    orderId,
    {payment: 'refunded'},
    'provider',
    `refunded through ${provider} (refund ${refundId}): the order was ${current.fulfilment} before the payment arrived`,
    cause,
  );
}
