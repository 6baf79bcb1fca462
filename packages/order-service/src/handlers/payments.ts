// POST /ecom/order/paypal_transaction (spec §7 Order service, §3 Payloads; decision 010f) and
// the rules every online payment shares (POST /ecom/klarna/order is in klarnaOrder.ts). A
// payment names its order by the order's unguessable `order_uuid` (PayPal also by its number),
// must be for an order paid by that method, and is taken once: the same payment again gets the
// same answer and stores nothing, another one is a 409.
import * as v from 'valibot';
import {
  onlinePaymentOf,
  PayPalTransactionPayloadSchema,
  type OnlinePayment,
} from '@schaufenster/core';
import {failure, parseBody, refuse, type ServiceError, type ServiceReply} from '../http/reply.ts';
import type {StoredOrder} from '../store/database.ts';
import type {PaypalPayment} from '../store/payments.ts';
import {checkProject, type Handler, type ServiceContext} from './context.ts';
import {PAYPAL_COMPLETED, PaypalCaptureSchema, paypalPaymentOf} from './paypalCapture.ts';

/** The PayPal body as the service reads it: core's payload with PayPal's capture checked. */
const PaypalTransactionSchema = v.object({
  ...PayPalTransactionPayloadSchema.entries,
  paypal: PaypalCaptureSchema,
});

/** The currency the shop charges in (the checkout's only `PaymentCurrency`). */
const SHOP_CURRENCY = 'EUR';

/** Where the capture's amount sits in the body, for error paths. */
const AMOUNT_PATH = 'paypal.purchase_units.0.payments.captures.0.amount';

const PAYPAL_OK: ServiceReply = {status: 200, body: {status: 'ok'}};

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

/** How one payment is stored once per order (see `storeOnce`). */
interface OncePerOrder<T> {
  /** The payment the order has, if any. */
  stored: () => T | undefined;
  /** Whether the stored payment is the one posted now. */
  same: (stored: T) => boolean;
  /** Why the posted payment cannot pay the order (checked only when it has none yet). */
  refusal: () => ServiceReply | null;
  /** Stores the posted payment; `taken` when a UNIQUE constraint refused it. */
  add: () => 'added' | 'taken';
  /** The success answer. */
  ok: ServiceReply;
  /** Body path named by a conflict. */
  path: string;
  /** The answer when the insert was refused but the order has no payment. */
  taken: ServiceReply;
}

/**
 * Stores a payment once: when the order has one, the same payment is answered `ok` again and
 * another is a 409; otherwise it is checked and stored. If the insert finds the order taken after
 * all (another process on the same data folder), the winner decides the same way.
 */
export function storeOnce<T>(payment: OncePerOrder<T>): ServiceReply {
  const answer = (stored: T) => (payment.same(stored) ? payment.ok : alreadyPaid(payment.path));
  const before = payment.stored();
  if (before !== undefined) return answer(before);
  const refusal = payment.refusal();
  if (refusal) return refusal;
  if (payment.add() === 'added') return payment.ok;
  const winner = payment.stored();
  return winner === undefined ? payment.taken : answer(winner);
}

export function alreadyPaid(path: string): ServiceReply {
  return refuse(409, 'already_paid', 'This order has another payment', path);
}

/** Why a PayPal capture cannot pay `order`: not completed, another currency or amount. */
function paypalMismatch(order: StoredOrder, payment: PaypalPayment): ServiceError[] {
  const errors: ServiceError[] = [];
  if (payment.status !== PAYPAL_COMPLETED) {
    errors.push({
      code: 'payment_not_completed',
      message: `The PayPal payment is ${payment.status}, not ${PAYPAL_COMPLETED}`,
      path: 'paypal.status',
    });
  }
  if (payment.currency !== SHOP_CURRENCY) {
    errors.push({
      code: 'currency_mismatch',
      message: `The shop charges in ${SHOP_CURRENCY}, not ${payment.currency}`,
      path: `${AMOUNT_PATH}.currency_code`,
    });
  } else if (payment.amountCents !== order.totalCents) {
    errors.push({
      code: 'amount_mismatch',
      message: `The order total is ${(order.totalCents / 100).toFixed(2)}, not ${(payment.amountCents / 100).toFixed(2)}`,
      path: `${AMOUNT_PATH}.value`,
    });
  }
  return errors;
}

const samePaypal = (a: PaypalPayment, b: PaypalPayment) =>
  a.paypalOrderId === b.paypalOrderId &&
  a.captureId === b.captureId &&
  a.status === b.status &&
  a.amountCents === b.amountCents &&
  a.currency === b.currency &&
  a.payerId === b.payerId;

/**
 * Handles POST /ecom/order/paypal_transaction: `{status: 'ok'}` once the PayPal order's completed
 * capture of the order total in EUR is stored. The local service trusts the capture it is sent;
 * a live one must also fetch the PayPal order from PayPal's API before accepting it (decision
 * 010f).
 */
export const handlePaypalTransaction: Handler = (request, context) => {
  const parsed = parseBody(PaypalTransactionSchema, request.body);
  if (!parsed.ok) return parsed.reply;
  const {project, order_id, order_uuid, paypal} = parsed.value;
  const found = orderPaidBy(context, project, order_uuid, 'paypal');
  if (!found.ok) return found.reply;
  if (found.order.orderId !== order_id) return unknownOrder('order_id');
  const payment = paypalPaymentOf(paypal);
  return storeOnce({
    stored: () => context.store.paypalPaymentOf(order_uuid),
    same: (existing) => samePaypal(existing, payment),
    refusal: () => {
      const errors = paypalMismatch(found.order, payment);
      return errors.length > 0 ? failure(422, errors) : null;
    },
    add: () =>
      context.orders.withPayment(found.order.orderId, 'paid', () =>
        context.store.addPaypalPayment(order_uuid, payment),
      ),
    ok: PAYPAL_OK,
    path: 'paypal.id',
    taken: refuse(409, 'paypal_order_used', 'This PayPal order paid another order', 'paypal.id'),
  });
};
