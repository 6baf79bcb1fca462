// Before a pay button is offered for an order that may already be paid (a reload, a lost answer),
// the checkout asks the order service how the payment stands (`GET /ecom/order/payment`,
// decision 072). The browser keeps nothing about the payment: the service is the one record.
import {useEffect, useState} from 'react';
import type {OrderClient, PaymentStatus} from '@schaufenster/core';

/** Payment states in which money moved or is promised: the order is placed and paid for. */
const SETTLED_STATES: ReadonlySet<string> = new Set(['paid', 'pending', 'authorized']);

/** What the check found. */
export type PaymentCheck =
  /** The service is being asked. */
  | {kind: 'checking'}
  /** No money moved: the pay button may be offered (also when the service could not say). */
  | {kind: 'open'}
  /** Money moved (or the provider holds it): show the confirmation, never a pay button. */
  | {kind: 'settled'; status: PaymentStatus}
  /** The order can no longer be paid (cancelled, expired, refunded). */
  | {kind: 'closed'; status: PaymentStatus};

/** The check's verdict on one answer of the service. */
export function paymentCheckOf(status: PaymentStatus): PaymentCheck {
  if (status.can_pay) return {kind: 'open'};
  if (SETTLED_STATES.has(status.payment_state)) return {kind: 'settled', status};
  return {kind: 'closed', status};
}

/**
 * Asks the service once per order how its payment stands. A failed read counts as open: the
 * service refuses a second PayPal order or capture itself, so the check only spares the buyer a
 * button that cannot work.
 */
export async function checkPayment(
  orders: Pick<OrderClient, 'paymentStatus'>,
  orderUuid: string,
): Promise<PaymentCheck> {
  try {
    return paymentCheckOf(await orders.paymentStatus({order_uuid: orderUuid}));
  } catch {
    return {kind: 'open'};
  }
}

/** {@link checkPayment} as a hook: `checking` until the service answered for `orderUuid`. */
export function usePaymentCheck(
  orders: Pick<OrderClient, 'paymentStatus'>,
  orderUuid: string | null,
): PaymentCheck {
  const [result, setResult] = useState<{uuid: string; check: PaymentCheck} | null>(null);
  useEffect(() => {
    if (orderUuid === null) return;
    let current = true;
    void checkPayment(orders, orderUuid).then((check) => {
      if (current) setResult({uuid: orderUuid, check});
    });
    return () => {
      current = false;
    };
  }, [orders, orderUuid]);
  if (orderUuid === null) return {kind: 'open'};
  return result?.uuid === orderUuid ? result.check : {kind: 'checking'};
}
