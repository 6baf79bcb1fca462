// POST /ecom/klarna/order and /ecom/order/paypal_transaction (spec §7 Order service, §3
// Payloads): both refer to a placed order and are stored against it (decision 010).
import {KlarnaOrderPayloadSchema, PayPalTransactionPayloadSchema} from '@schaufenster/core';
import {parseBody, refuse, type ServiceReply} from '../http/reply.ts';
import {checkProject, fingerprint, type Handler} from './context.ts';

function unknownOrder(path: string, value: string): ServiceReply {
  return refuse(422, 'unknown_order', `No order ${value} for this project`, path);
}

/** Handles POST /ecom/klarna/order: `{message: 'ok'}` once the order exists (spec §7). */
export const handleKlarnaOrder: Handler = (request, context) => {
  const parsed = parseBody(KlarnaOrderPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const {project, order_uuid, authorization_token} = parsed.value;
  const wrongProject = checkProject(context, project);
  if (wrongProject) return wrongProject;
  const order = context.store.orderByUuid(order_uuid);
  if (!order || order.project !== project) return unknownOrder('order_uuid', order_uuid);
  context.store.addKlarnaAuthorization(order.orderUuid, authorization_token);
  return {status: 200, body: {message: 'ok'}};
};

/**
 * Handles POST /ecom/order/paypal_transaction. `order_id` is the order number the order answer
 * gave (SF-1001); the order's UUID is accepted too, as the checkout holds both.
 */
export const handlePaypalTransaction: Handler = (request, context) => {
  const parsed = parseBody(PayPalTransactionPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const {project, order_id, paypal} = parsed.value;
  const wrongProject = checkProject(context, project);
  if (wrongProject) return wrongProject;
  const order = context.store.orderById(order_id) ?? context.store.orderByUuid(order_id);
  if (!order || order.project !== project) return unknownOrder('order_id', order_id);
  context.store.addPaypalTransaction(order.orderId, paypal, fingerprint(paypal));
  return {status: 200, body: {status: 'ok'}};
};
