// The rules every online payment shares (spec §7 Order service, §3 Payloads; decision 010f): a
// payment names its order by the order's unguessable `order_uuid`, must be for an order paid by
// that method, and is taken once: the same payment again gets the same answer and stores
// nothing, another one is a 409. POST /ecom/klarna/order is in klarnaOrder.ts; the PayPal
// endpoints, which confirm every payment with PayPal (decision 072), are in paypal.ts.
import {onlinePaymentOf, type OnlinePayment} from '@schaufenster/core';
import {refuse, type ServiceReply} from '../http/reply.ts';
import type {StoredOrder} from '../store/database.ts';
import {checkProject, type ServiceContext} from './context.ts';

const METHOD_NAMES: Record<Exclude<OnlinePayment, null>, string> = {
  paypal: 'PayPal',
  klarna: 'Klarna',
};

// One answer for a missing order, a foreign project's order and a wrong number alike, so the
// answer tells nothing about orders the caller did not place.
function unknownOrder(path: string): ServiceReply {
  return refuse(422, 'unknown_order', 'No such order for this project', path);
}

/** The order `orderUuid` of `project` when it is paid by `method`, else the answer refusing it. */
export function orderPaidBy(
  context: ServiceContext,
  project: string,
  orderUuid: string,
  method: Exclude<OnlinePayment, null>,
): {ok: true; order: StoredOrder} | {ok: false; reply: ServiceReply} {
  const wrongProject = checkProject(context, project);
  if (wrongProject) return {ok: false, reply: wrongProject};
  const order = context.store.orderByUuid(orderUuid);
  if (!order || order.project !== project) return {ok: false, reply: unknownOrder('order_uuid')};
  if (onlinePaymentOf(context.catalogue.settings, order.paymentMethod) !== method) {
    const reply = refuse(
      422,
      'payment_method_mismatch',
      `This order is not paid by ${METHOD_NAMES[method]}`,
      'order_uuid',
    );
    return {ok: false, reply};
  }
  return {ok: true, order};
}
