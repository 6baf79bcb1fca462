// POST /ecom/klarna/order (spec §7 Order service, §3 Payloads; decision 010f): the Klarna order
// of a shop order, named by its `order_uuid`, paid by Klarna, taken once.
import {KlarnaOrderPayloadSchema} from '@schaufenster/core';
import {parseBody, type ServiceReply} from '../http/reply.ts';
import type {Handler} from './context.ts';
import {alreadyPaid, orderPaidBy, storeOnce} from './payments.ts';

const KLARNA_OK: ServiceReply = {status: 200, body: {message: 'ok'}};

/** Handles POST /ecom/klarna/order: `{message: 'ok'}` once the Klarna order has its token. */
export const handleKlarnaOrder: Handler = (request, context) => {
  const parsed = parseBody(KlarnaOrderPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const {project, order_uuid, authorization_token} = parsed.value;
  const found = orderPaidBy(context, project, order_uuid, 'klarna');
  if (!found.ok) return found.reply;
  return storeOnce({
    stored: () => context.store.klarnaTokenOf(order_uuid),
    same: (token) => token === authorization_token,
    refusal: () => null,
    // The payment and the order's new states commit together (decision 067).
    add: () =>
      context.orders.withPayment(found.order.orderId, 'authorized', () =>
        context.store.addKlarnaPayment(order_uuid, authorization_token),
      ),
    ok: KLARNA_OK,
    path: 'authorization_token',
    // Only the order's UNIQUE can refuse a Klarna insert, and then a winner exists.
    taken: alreadyPaid('authorization_token'),
  });
};
