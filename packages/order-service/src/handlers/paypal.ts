// The PayPal endpoints (decision 072): POST /ecom/order/paypal_order (the service creates the
// PayPal order), POST /ecom/order/paypal_transaction (spec §7: the service captures what the
// buyer approved, at most once), POST /ecom/paypal/webhook (PayPal's events, verified with PayPal)
// and GET /ecom/order/payment (how an order's payment stands, for every method). No answer ever
// trusts what the browser says about money: `paypal` carries only PayPal's order id, and the
// order is paid only on PayPal's own answer (providers/paypal/payments.ts).
import * as v from 'valibot';
import {onlinePaymentOf, PayPalTransactionPayloadSchema} from '@schaufenster/core';
import {parseBody, refuse, type ServiceReply} from '../http/reply.ts';
import {sameId} from '../pricing/money.ts';
import {CaptureSchema, centsOf, type PaypalCapture} from '../providers/paypal/client.ts';
import {
  providerFailureReply,
  requestIds,
  type PaypalOutcome,
} from '../providers/paypal/outcomes.ts';
import type {StoredOrder} from '../store/database.ts';
import {checkProject, type ServiceContext, type ServiceRequest} from './context.ts';

/** The service's PayPal paths besides the spec's paypal_transaction. */
export const PAYPAL_PATHS = {
  order: '/ecom/order/paypal_order',
  webhook: '/ecom/paypal/webhook',
  payment: '/ecom/order/payment',
} as const;

const Uuid = v.pipe(v.string(), v.uuid());
const Project = v.pipe(v.string(), v.nonEmpty(), v.maxLength(253));
const PaypalId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Expected a PayPal order id'));

const PaypalOrderBodySchema = v.object({project: Project, order_uuid: Uuid});

/**
 * The spec's body with `paypal` carrying the buyer's approval only (`onApprove`'s `orderID`).
 * A body without it, such as a capture answer posted by an old checkout, is refused: a capture
 * the browser claims can never pay an order.
 */
const PaypalTransactionSchema = v.object({
  ...PayPalTransactionPayloadSchema.entries,
  paypal: v.object({orderID: PaypalId}),
});

const PROVIDER_OFF = refuse(
  503,
  'payment_provider_unavailable',
  'PayPal is not configured on this service (PAYPAL_API_URL or PAYPAL_MODE)',
);

// One answer for a missing order, a foreign project's order and a wrong number alike.
const unknownOrder = (path: string) =>
  refuse(422, 'unknown_order', 'No such order for this project', path);

/** The PayPal order `orderUuid` of `project`, or the answer refusing it. */
function paypalOrderOf(
  context: ServiceContext,
  project: string,
  orderUuid: string,
): {ok: true; order: StoredOrder} | {ok: false; reply: ServiceReply} {
  const wrongProject = checkProject(context, project);
  if (wrongProject) return {ok: false, reply: wrongProject};
  const order = context.store.orderByUuid(orderUuid);
  if (!order || order.project !== project) return {ok: false, reply: unknownOrder('order_uuid')};
  if (onlinePaymentOf(context.catalogue.settings, order.paymentMethod) !== 'paypal') {
    return {
      ok: false,
      reply: refuse(
        422,
        'payment_method_mismatch',
        'This order is not paid by PayPal',
        'order_uuid',
      ),
    };
  }
  return {ok: true, order};
}

const ok = (paymentState: 'paid' | 'pending'): ServiceReply => ({
  status: 200,
  body: {status: 'ok', payment_state: paymentState},
});

/** The answer to the browser for what PayPal's capture did to the order. */
function outcomeReply(outcome: PaypalOutcome): ServiceReply {
  switch (outcome.kind) {
    case 'paid':
      return ok('paid');
    case 'pending':
      return ok('pending');
    case 'declined':
      return refuse(402, 'payment_declined', 'PayPal declined the payment');
    case 'not_captured':
      return refuse(402, 'payment_not_completed', `The PayPal order is ${outcome.status}`);
    case 'mismatch':
      return refuse(402, outcome.code, outcome.message);
    case 'refunded_late':
      return refuse(
        409,
        'order_cancelled',
        'The order was cancelled before the payment arrived; PayPal refunds it',
      );
    case 'refund_failed':
      return refuse(
        409,
        'order_cancelled',
        'The order was cancelled before the payment arrived; the refund follows',
      );
  }
}

/** The answer for a capture the order already has (a replay, or a webhook that came first). */
function storedReply(context: ServiceContext, order: StoredOrder): ServiceReply | null {
  const capture = context.paypal?.store.captureOf(order.orderUuid);
  if (!capture) return null;
  const states = context.orders.states.statesOf(order.orderId);
  if (states?.fulfilment === 'cancelled' && capture.status === 'REFUNDED') {
    return outcomeReply({kind: 'refunded_late', refundId: ''});
  }
  if (states && ['paid', 'partially_refunded', 'refunded'].includes(states.payment))
    return ok('paid');
  if (capture.status === 'PENDING') return ok('pending');
  if (capture.status === 'DECLINED' || capture.status === 'FAILED') {
    return outcomeReply({kind: 'declined'});
  }
  return null;
}

/**
 * Handles POST /ecom/order/paypal_order: the PayPal order for the order's total, created once
 * (`PayPal-Request-Id` `sf-<order_uuid>`, id stored), the same id on every repeat.
 */
export async function handlePaypalOrder(
  request: ServiceRequest,
  context: ServiceContext,
): Promise<ServiceReply> {
  const parsed = parseBody(PaypalOrderBodySchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const found = paypalOrderOf(context, parsed.value.project, parsed.value.order_uuid);
  if (!found.ok) return found.reply;
  const {paypal} = context;
  if (!paypal) return PROVIDER_OFF;
  const {order} = found;
  return paypal.serial(order.orderUuid, async () => {
    const states = context.orders.states.statesOf(order.orderId);
    const capture = paypal.store.captureOf(order.orderUuid);
    if (
      capture ||
      (states && ['paid', 'partially_refunded', 'refunded'].includes(states.payment))
    ) {
      return refuse(409, 'already_paid', 'This order has a PayPal payment', 'order_uuid');
    }
    if (states?.fulfilment !== 'awaiting_payment') {
      return refuse(409, 'order_not_payable', `The order is ${states?.fulfilment ?? 'unknown'}`);
    }
    const created = await paypal.ensureOrder(order);
    if (!created.ok) return providerFailureReply(created);
    return {status: 200, body: {status: 'ok', paypal_order_id: created.paypalOrderId}};
  });
}

/**
 * Handles POST /ecom/order/paypal_transaction: captures the PayPal order the buyer approved
 * (`PayPal-Request-Id` `sf-capture-<order_uuid>`), and answers `{status: 'ok', payment_state}`
 * only when PayPal's own answer is a COMPLETED (paid) or PENDING (pending) capture of exactly
 * the order. A repeat gets the stored result without a second capture.
 */
export async function handlePaypalTransaction(
  request: ServiceRequest,
  context: ServiceContext,
): Promise<ServiceReply> {
  const parsed = parseBody(PaypalTransactionSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const {project, order_id, order_uuid, paypal: approval} = parsed.value;
  const found = paypalOrderOf(context, project, order_uuid);
  if (!found.ok) return found.reply;
  const {order} = found;
  if (order.orderId !== order_id) return unknownOrder('order_id');
  const {paypal} = context;
  if (!paypal) return PROVIDER_OFF;
  return paypal.serial(order.orderUuid, async () => {
    const stored = paypal.store.ofOrder(order.orderUuid);
    if (!stored || stored.paypalOrderId !== approval.orderID) {
      return refuse(
        422,
        'unknown_paypal_order',
        'This PayPal order was not created by the service for this order',
        'paypal.orderID',
      );
    }
    const before = storedReply(context, order);
    if (before) return before;
    const states = context.orders.states.statesOf(order.orderId);
    if (states?.fulfilment !== 'awaiting_payment') {
      // Never move money for an order that is over; an earlier capture is handled above.
      return refuse(409, 'order_not_payable', `The order is ${states?.fulfilment ?? 'unknown'}`);
    }
    const captured = await paypal.client.captureOrder(
      stored.paypalOrderId,
      requestIds.capture(order.orderUuid),
    );
    if (captured.ok) return outcomeReply(await paypal.applyPaypalOrder(order, captured.value));
    if (captured.issue === 'ORDER_ALREADY_CAPTURED') {
      // Captured before, its answer lost beyond PayPal's request-id memory: read the order.
      const read = await paypal.client.getOrder(stored.paypalOrderId);
      if (!read.ok) return providerFailureReply(read);
      return outcomeReply(await paypal.applyPaypalOrder(order, read.value));
    }
    if (captured.issue === 'ORDER_NOT_APPROVED') {
      return refuse(402, 'payment_not_approved', 'The buyer has not approved the PayPal order');
    }
    if (captured.kind === 'refused') {
      return refuse(
        402,
        'payment_not_completed',
        `PayPal refused the capture: ${captured.message}`,
      );
    }
    return providerFailureReply(captured);
  });
}

/** The event fields the service reads; the resource is read by its type. */
const EventSchema = v.looseObject({
  id: v.string(),
  event_type: v.string(),
  resource_type: v.optional(v.string()),
  resource: v.looseObject({
    id: v.optional(v.string()),
    amount: v.optional(v.looseObject({value: v.string(), currency_code: v.string()})),
    links: v.optional(v.array(v.looseObject({href: v.string(), rel: v.string()}))),
  }),
});

// PayPal's event list names a declined capture PAYMENT.CAPTURE.DECLINED, its checkout guides
// PAYMENT.CAPTURE.DENIED; both carry the capture (status DECLINED), so both are read.
const CAPTURE_EVENTS = new Set([
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.PENDING',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.DECLINED',
]);
const REFUND_EVENTS = new Set(['PAYMENT.CAPTURE.REFUNDED', 'PAYMENT.CAPTURE.REVERSED']);

const header = (request: ServiceRequest, name: string) => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

const RECEIVED: ServiceReply = {status: 200, body: {status: 'ok'}};

/**
 * Handles POST /ecom/paypal/webhook: an event PayPal's `verify-webhook-signature` confirms for
 * our webhook (PAYPAL_WEBHOOK_ID) moves the order's payment state; anything else is refused 400.
 * Events about unknown orders are acknowledged, so PayPal stops sending them.
 */
export async function handlePaypalWebhook(
  request: ServiceRequest,
  context: ServiceContext,
): Promise<ServiceReply> {
  const {paypal} = context;
  if (!paypal) return PROVIDER_OFF;
  const verified = await paypal.client.verifyWebhook(
    {
      authAlgo: header(request, 'paypal-auth-algo'),
      certUrl: header(request, 'paypal-cert-url'),
      transmissionId: header(request, 'paypal-transmission-id'),
      transmissionSig: header(request, 'paypal-transmission-sig'),
      transmissionTime: header(request, 'paypal-transmission-time'),
    },
    JSON.stringify(request.body),
  );
  if (!verified.ok) return providerFailureReply(verified);
  if (!verified.value) {
    return refuse(400, 'webhook_not_verified', 'PayPal did not confirm this event');
  }
  const event = v.safeParse(EventSchema, request.body);
  if (!event.success) return RECEIVED;
  const {event_type: type} = event.output;
  if (CAPTURE_EVENTS.has(type)) {
    const capture = v.safeParse(CaptureSchema, event.output.resource);
    if (!capture.success) return RECEIVED;
    return applyCaptureEvent(context, capture.output);
  }
  if (REFUND_EVENTS.has(type)) return applyRefundEvent(context, event.output.resource);
  return RECEIVED;
}

async function applyCaptureEvent(
  context: ServiceContext,
  capture: PaypalCapture,
): Promise<ServiceReply> {
  const paypal = context.paypal!;
  const paypalOrderId = capture.supplementary_data?.related_ids?.order_id;
  const stored =
    (paypalOrderId === undefined ? undefined : paypal.store.byPaypalId(paypalOrderId)) ??
    (() => {
      const uuid = paypal.store.orderOfCapture(capture.id);
      return uuid === undefined ? undefined : paypal.store.ofOrder(uuid);
    })();
  const order = stored && context.store.orderByUuid(stored.orderUuid);
  if (!stored || !order) return RECEIVED;
  const outcome = await paypal.serial(order.orderUuid, () =>
    paypal.applyCapture(order, capture, stored.paypalOrderId),
  );
  // A failed late refund is tried again on PayPal's next delivery.
  return outcome.kind === 'refund_failed' ? providerFailureReply(outcome.failure) : RECEIVED;
}

function applyRefundEvent(
  context: ServiceContext,
  refund: {
    id?: string | undefined;
    amount?: {value: string} | undefined;
    links?: {href: string; rel: string}[] | undefined;
  },
): ServiceReply {
  const paypal = context.paypal!;
  const up = refund.links?.find((link) => link.rel === 'up')?.href ?? '';
  const captureId = /\/captures\/([^/?#]+)/.exec(up)?.[1];
  const uuid = captureId === undefined ? undefined : paypal.store.orderOfCapture(captureId);
  const order = uuid === undefined ? undefined : context.store.orderByUuid(uuid);
  if (!order) return RECEIVED;
  const states = context.orders.states.statesOf(order.orderId);
  if (!states || (states.payment !== 'paid' && states.payment !== 'partially_refunded'))
    return RECEIVED;
  const capture = paypal.store.captureOf(order.orderUuid);
  const cents = refund.amount ? centsOf(refund.amount.value) : Infinity;
  const whole = capture === undefined || cents >= capture.amountCents;
  context.store.transaction(() => {
    context.orders.states.change(
      order.orderId,
      {payment: whole ? 'refunded' : 'partially_refunded'},
      'provider',
      `PayPal refund ${refund.id ?? ''}`.trim(),
    );
  });
  return RECEIVED;
}

/**
 * Handles GET /ecom/order/payment?project=P&order_uuid=U: the order's states, method and whether
 * the checkout may offer a pay button (`can_pay`: no money moved and the order still waits).
 */
export function handlePaymentStatus(query: URLSearchParams, context: ServiceContext): ServiceReply {
  const project = query.get('project') ?? '';
  const orderUuid = query.get('order_uuid') ?? '';
  const wrongProject = checkProject(context, project);
  if (wrongProject) return wrongProject;
  const order = v.is(Uuid, orderUuid) ? context.store.orderByUuid(orderUuid) : undefined;
  if (!order || order.project !== project) return unknownOrder('order_uuid');
  const states = context.orders.states.statesOf(order.orderId);
  if (!states) return unknownOrder('order_uuid');
  const online = onlinePaymentOf(context.catalogue.settings, order.paymentMethod);
  const method =
    online ??
    context.catalogue.settings?.payment_methods.find((entry) =>
      sameId(entry.id, order.paymentMethod),
    )?.method ??
    String(order.paymentMethod);
  const moved =
    context.store.paypalPaymentOf(order.orderUuid) !== undefined ||
    context.store.klarnaTokenOf(order.orderUuid) !== undefined;
  const canPay =
    online !== null &&
    states.fulfilment === 'awaiting_payment' &&
    ['none', 'pending', 'failed'].includes(states.payment) &&
    !moved;
  return {
    status: 200,
    body: {
      status: 'ok',
      order_id: order.orderId,
      payment_state: states.payment,
      fulfilment_state: states.fulfilment,
      method,
      can_pay: canPay,
    },
  };
}
