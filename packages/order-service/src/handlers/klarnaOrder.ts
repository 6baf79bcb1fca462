// POST /ecom/klarna/order (spec §7 Order service, §3 Payloads; decisions 010f, 072): the buyer's
// Klarna authorization places the Klarna order of a shop order, named by its `order_uuid` and
// paid by Klarna. The service places it with Klarna for the session's amount and answers the
// spec's `{message: 'ok'}` only when Klarna accepts it (payment `authorized`); Klarna's pending
// review answers 202 `{message: 'pending'}`, a rejection 402 `klarna_rejected` and cancels the
// order (its stock goes back). The same authorization again gets the first answer.
import {KlarnaOrderPayloadSchema} from '@schaufenster/core';
import {parseBody} from '../http/reply.ts';
import {KLARNA_OFF} from '../providers/klarna/client.ts';
import type {Handler} from './context.ts';
import {orderPaidBy} from './payments.ts';

/** Handles POST /ecom/klarna/order. */
export const handleKlarnaOrder: Handler = async (request, context) => {
  const parsed = parseBody(KlarnaOrderPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const {project, order_uuid, authorization_token} = parsed.value;
  const found = orderPaidBy(context, project, order_uuid, 'klarna');
  if (!found.ok) return found.reply;
  if (!context.klarna) return KLARNA_OFF;
  return context.klarna.placeOrder(found.order, authorization_token);
};
