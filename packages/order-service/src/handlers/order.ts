// POST /ecom/order (spec §7 Order service): validate, price from the catalogue, refuse prices that
// disagree with it (decision 017) and totals over the maximum (010e), open the Klarna payment
// session of a Klarna order (decision 072), place once per idempotency key (decisions 008, 010).
import * as v from 'valibot';
import {
  IDEMPOTENCY_HEADER,
  onlinePaymentOf,
  OrderPayloadSchema,
  type OrderPayload,
} from '@schaufenster/core';
import {parseBody, refuse, failure, type ServiceReply} from '../http/reply.ts';
import {REPLAY_HEADER} from '../limits.ts';
import {clientPriceErrors} from '../pricing/clientPrices.ts';
import {fromCents, toCents} from '../pricing/money.ts';
import {orderLimitErrors, totalLimitError} from '../pricing/orderLimits.ts';
import {priceOrder, type PricedOrder} from '../pricing/priceOrder.ts';
import {KLARNA_OFF, type KlarnaOrderBody} from '../providers/klarna/client.ts';
import {StockRefusal} from '../stock/ledger.ts';
import {noLongerAvailable} from '../stock/unavailable.ts';
import {isUniqueViolation, type StoredOrder} from '../store/database.ts';
import {
  checkProject,
  fingerprint,
  type Handler,
  type ServiceContext,
  type ServiceRequest,
} from './context.ts';

/** An idempotency key as accepted: 1 to 200 characters. */
const IdempotencyKeySchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const HEADER_NAME = IDEMPOTENCY_HEADER.toLowerCase();

/**
 * The request's idempotency key: the `Idempotency-Key` header and the body's `idempotency_key`
 * (they must agree when both are sent); without either, the order's `order_uuid`.
 */
function idempotencyKeyOf(
  request: ServiceRequest,
  order: OrderPayload,
): {ok: true; key: string} | {ok: false; reply: ServiceReply} {
  const header = request.headers[HEADER_NAME];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromBody = request.body['idempotency_key'];
  for (const [value, path] of [
    [fromHeader, IDEMPOTENCY_HEADER],
    [fromBody, 'idempotency_key'],
  ] as const) {
    if (value !== undefined && !v.is(IdempotencyKeySchema, value)) {
      return {ok: false, reply: refuse(400, 'invalid', 'Expected 1 to 200 characters', path)};
    }
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    return {
      ok: false,
      reply: refuse(
        400,
        'idempotency_key_mismatch',
        `The ${IDEMPOTENCY_HEADER} header and idempotency_key differ`,
        'idempotency_key',
      ),
    };
  }
  const key = fromHeader ?? (typeof fromBody === 'string' ? fromBody : order.order_uuid);
  return {ok: true, key};
}

/** The Klarna session opened for an order: its client token goes to the browser's SDK. */
type KlarnaSession = {sessionId: string; clientToken: string; body: KlarnaOrderBody};

/**
 * Opens Klarna's payment session for a Klarna order (decision 072): the lines and totals of the
 * service's own pricing, so the checkout's Klarna form can only authorize that amount. Null for
 * an order not paid by Klarna (the checkout's and the Klarna endpoint's own rule, decision 010f);
 * the refusing answer when Klarna is off or cannot be reached, and then nothing is placed.
 */
async function openKlarnaSession(
  context: ServiceContext,
  order: OrderPayload,
  priced: PricedOrder,
): Promise<{ok: true; session: KlarnaSession | null} | {ok: false; reply: ServiceReply}> {
  const online = onlinePaymentOf(context.catalogue.settings, order.payment_method);
  if (online !== 'klarna') return {ok: true, session: null};
  if (!context.klarna) return {ok: false, reply: KLARNA_OFF};
  const opened = await context.klarna.openSession({
    lines: priced.lines,
    shippingCents: priced.shippingCents,
    totalCents: priced.totalCents,
    language: order.language,
    orderUuid: order.order_uuid,
  });
  return opened.ok ? {ok: true, session: opened} : opened;
}

// The stored answer, marked as a replay so a client or a log can tell the two apart.
function replay(order: StoredOrder, hash: string): ServiceReply {
  if (order.requestHash !== hash) {
    return refuse(
      422,
      'idempotency_key_reused',
      'This idempotency key was used for a different order',
      'idempotency_key',
    );
  }
  return {status: 200, body: order.response, headers: {[REPLAY_HEADER]: 'true'}};
}

/** Handles POST /ecom/order. */
export const handleOrder: Handler = async (request, context) => {
  const parsed = parseBody(OrderPayloadSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const order = parsed.value;
  const overLimits = orderLimitErrors(order);
  if (overLimits.length > 0) return failure(400, overLimits);
  const wrongProject = checkProject(context, order.project);
  if (wrongProject) return wrongProject;
  const idempotency = idempotencyKeyOf(request, order);
  if (!idempotency.ok) return idempotency.reply;
  const {key} = idempotency;
  const hash = fingerprint(order);

  const previous = context.store.orderByKey(key);
  if (previous) return replay(previous, hash);
  if (context.store.orderByUuid(order.order_uuid)) {
    return refuse(409, 'order_uuid_taken', 'An order with this order_uuid exists', 'order_uuid');
  }
  const priced = priceOrder(context.catalogue, order);
  if (!priced.ok) return failure(422, priced.errors);
  const overTotal = totalLimitError(priced.order.totalCents, context.maxOrderTotalCents);
  if (overTotal) return failure(422, [overTotal]);
  const disagreements = clientPriceErrors(order, priced.order);
  if (disagreements.length > 0) return failure(422, disagreements);
  const klarna = await openKlarnaSession(context, order, priced.order);
  if (!klarna.ok) return klarna.reply;
  const {session} = klarna;

  try {
    const stored = context.store.insertOrder(
      {
        orderUuid: order.order_uuid,
        idempotencyKey: key,
        requestHash: hash,
        project: order.project,
        customerEmail: order.customer_email,
        paymentMethod: String(order.payment_method),
        shippingMethod: String(order.shipping_method),
        presentWrap: order.present_wrap,
        subtotalCents: priced.order.subtotalCents,
        shippingCents: priced.order.shippingCents,
        totalCents: priced.order.totalCents,
        clientTotalCents: toCents(order.total_price_brutto),
        lines: priced.order.lines,
        payload: order,
      },
      (orderId) => ({
        status: 'ok',
        order_id: orderId,
        order_uuid: order.order_uuid,
        total: fromCents(priced.order.totalCents),
        ...(session === null ? {} : {klarna_client_token: session.clientToken}),
      }),
      // Reserves the stock and sets the first states in the order's transaction (decision 067);
      // a Klarna order's session is stored with it.
      (db, placed) => {
        context.orders.placing(
          priced.order.lines,
          order.payment_method,
          context.catalogue,
        )(db, placed);
        if (session !== null) {
          context.klarna?.store.addSession(order.order_uuid, session.sessionId, session.body);
        }
      },
    );
    return {status: 200, body: stored.response};
  } catch (error) {
    if (error instanceof StockRefusal) return noLongerAvailable(error);
    // Another process on the same data folder placed it first: answer as that placement did.
    if (!isUniqueViolation(error)) throw error;
    const winner = context.store.orderByKey(key);
    if (winner) return replay(winner, hash);
    return refuse(409, 'order_uuid_taken', 'An order with this order_uuid exists', 'order_uuid');
  }
};
