// Placing a Klarna order (POST /ecom/klarna/order): the Klarna order is placed with the buyer's
// authorization token and the body stored when the session opened, its outcome recorded with the
// order's state change in one transaction, and the first answer replayed for the same token. An
// order whose amount Klarna holds differently, or that expired while Klarna placed it, has its
// authorization released at once.
import {refuse, type ServiceReply} from '../../http/reply.ts';
import type {StoredOrder} from '../../store/database.ts';
import {KLARNA_OFF, providerFailureReply, type KlarnaFailure} from './client.ts';
import {OK, PENDING, REJECTED, type KlarnaContext} from './context.ts';

/** The service's answer when Klarna refused to place an order with a buyer's token. */
function placementRefusal(failure: KlarnaFailure): ServiceReply | 'rejected' {
  if (failure.kind !== 'refused') return providerFailureReply(failure);
  if (failure.status === 403 && failure.errorCode === 'REJECTED') return 'rejected';
  if (failure.status === 409) {
    return refuse(
      402,
      'amount_mismatch',
      'The Klarna authorization is not for this order total',
      'authorization_token',
    );
  }
  if (failure.status === 404 || failure.status === 403) {
    return refuse(
      402,
      'klarna_authorization_invalid',
      'Klarna does not know this authorization, or it was used',
      'authorization_token',
    );
  }
  // A 400 means the shop's own body was wrong: not the buyer's doing.
  return providerFailureReply({...failure, kind: 'invalid'});
}

/** Records a placement (token, outcome, answer) and its state change in one transaction. */
function record(
  context: KlarnaContext,
  order: StoredOrder,
  token: string,
  klarnaOrderId: string | null,
  fraudStatus: string,
): ServiceReply {
  const {store, klarna, orders} = context;
  const reply = fraudStatus === 'ACCEPTED' ? OK : fraudStatus === 'PENDING' ? PENDING : REJECTED;
  store.transaction(() => {
    store.addKlarnaPayment(order.orderUuid, token);
    klarna.placed(order.orderUuid, {klarnaOrderId, fraudStatus, reply});
    if (fraudStatus === 'ACCEPTED') orders.paymentTaken(order.orderId, 'authorized');
    else if (fraudStatus !== 'PENDING') {
      context.change(
        order.orderId,
        {fulfilment: 'cancelled', payment: 'failed'},
        'Klarna rejected',
      );
    }
  });
  return reply;
}

/**
 * Places the Klarna order of `order` with the buyer's authorization `token`; the answer. The
 * caller holds the order's lock.
 */
export async function placeKlarnaOrder(
  context: KlarnaContext,
  order: StoredOrder,
  token: string,
): Promise<ServiceReply> {
  const {client, store, klarna, orders, log} = context;
  const before = klarna.byUuid(order.orderUuid);
  if (!before) {
    return refuse(422, 'klarna_session_missing', 'This order has no Klarna session', 'order_uuid');
  }
  if (before.placementReply !== null) {
    // The same authorization again gets the first answer; another one cannot pay twice.
    if (store.klarnaTokenOf(order.orderUuid) === token) return before.placementReply;
    return refuse(409, 'already_paid', 'This order has another payment', 'authorization_token');
  }
  const states = orders.states.statesOf(order.orderId);
  if (states?.fulfilment !== 'awaiting_payment') {
    return refuse(409, 'order_not_payable', `The order is ${states?.fulfilment ?? 'unknown'}`);
  }
  if (!client) return KLARNA_OFF;
  if (before.sessionBody.order_amount !== order.totalCents) {
    return refuse(409, 'amount_mismatch', 'The Klarna session is not for this order total');
  }
  const body = {...before.sessionBody, merchant_reference1: order.orderId};
  const placed = await client.placeOrder(token, body);
  if (!placed.ok) {
    const refusal = placementRefusal(placed);
    return refusal === 'rejected' ? record(context, order, token, null, 'REJECTED') : refusal;
  }
  const {orderId: klarnaOrderId, fraudStatus} = placed.value;
  // Klarna's own record must be this order's total in euros; anything else is released. The
  // placement itself carried this order's amount (Klarna refuses one that differs from the
  // authorization), so a read that fails here is no sign of a wrong amount and the order stands.
  const view = await client.readOrder(klarnaOrderId);
  const mismatch =
    view.ok &&
    (view.value.order_amount !== order.totalCents || view.value.purchase_currency !== 'EUR');
  // An order cancelled meanwhile (expiry) takes no payment: release the authorization.
  const stillOpen = orders.states.statesOf(order.orderId)?.fulfilment === 'awaiting_payment';
  if (mismatch || !stillOpen) {
    const released = await client.cancel(klarnaOrderId, `sf-cancel-${order.orderUuid}`);
    if (!released.ok) log(`Klarna order ${klarnaOrderId} not released: ${released.message}`);
    store.transaction(() => {
      store.addKlarnaPayment(order.orderUuid, token);
      const reply = mismatch
        ? refuse(402, 'amount_mismatch', 'Klarna holds another amount for this order')
        : refuse(409, 'order_not_payable', 'The order was cancelled meanwhile');
      klarna.placed(order.orderUuid, {klarnaOrderId, fraudStatus: 'RELEASED', reply});
      if (released.ok) klarna.cancelled(order.orderUuid);
      if (stillOpen) {
        context.change(
          order.orderId,
          {fulfilment: 'cancelled', payment: 'failed'},
          'Klarna amount differs',
        );
      }
    });
    return klarna.byUuid(order.orderUuid)?.placementReply ?? REJECTED;
  }
  return record(context, order, token, klarnaOrderId, fraudStatus);
}
