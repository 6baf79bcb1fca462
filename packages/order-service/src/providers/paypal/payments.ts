// PayPal payments of shop orders, confirmed with PayPal only (decision 072): the service creates
// the PayPal order for the server-computed total, captures it itself at most once, and moves the
// order's states (orders/states.ts, actor `provider`) only on PayPal's own answer: a COMPLETED
// capture of exactly the order's total in EUR with the order's number as `custom_id` is `paid`,
// PENDING stays `pending`, DECLINED is `failed`. The capture answer, a webhook and the
// reconciliation job all end in `applyPaypalOrder`, so whichever comes first decides and the
// others find nothing left to do. A capture for an order that was cancelled meanwhile (expired)
// is refunded through PayPal at once and recorded on the order, which tells the customer and the
// owner of the refund.
//
// PayPal calls are awaited outside any transaction; each database change happens in one
// synchronous transaction after the answer, re-reading the order, so nothing interleaves within
// a write. Calls for one shop order run one at a time (`serial`), and PayPal's request ids make
// a repeat after a crash return the first answer instead of moving money again.
import type {OrderLifecycle} from '../../orders/lifecycle.ts';
import {recordLateRefund} from '../../orders/lateRefund.ts';
import type {StoredOrder, OrderStore} from '../../store/database.ts';
import type {PaypalPayment} from '../../store/payments.ts';
import {centsOf, type PaypalCapture, type PaypalClient} from './client.ts';
import {requestIds, type PaypalOutcome, type PaypalPayments} from './outcomes.ts';
import {openPaypalOrderStore} from './store.ts';

/** The currency the shop charges in. */
const SHOP_CURRENCY = 'EUR';

/** Options of `createPaypalPayments`. */
interface PaypalPaymentsOptions {
  client: PaypalClient;
  store: OrderStore;
  orders: OrderLifecycle;
  now?: () => Date;
  /** Where problems go (a mismatching capture, a failed late refund). */
  log?: (line: string) => void;
}

/** How long reconciliation keeps asking about a PayPal order that never got a capture. */
const GIVE_UP_MS = 3 * 24 * 60 * 60 * 1000;
/** PayPal orders asked about per reconciliation run. */
const RECONCILE_BATCH = 50;

const MONEY_MOVED = new Set(['paid', 'partially_refunded', 'refunded']);

/** The capture stored for a PayPal answer. */
function paymentOf(
  capture: PaypalCapture,
  paypalOrderId: string,
  payerId: string | null,
): PaypalPayment {
  return {
    paypalOrderId,
    captureId: capture.id,
    status: capture.status,
    amountCents: centsOf(capture.amount.value),
    currency: capture.amount.currency_code,
    payerId,
  };
}

/** Builds the PayPal side over the service's store and order lifecycle. */
export function createPaypalPayments(options: PaypalPaymentsOptions): PaypalPayments {
  const {client, store, orders} = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(`[order-service] paypal: ${line}`));
  const paypalStore = openPaypalOrderStore(store.db, () => now().toISOString());
  const queues = new Map<string, Promise<unknown>>();

  const serial = <T>(orderUuid: string, work: () => Promise<T>): Promise<T> => {
    const before = queues.get(orderUuid) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => {});
    queues.set(orderUuid, tail);
    void tail.then(() => {
      if (queues.get(orderUuid) === tail) queues.delete(orderUuid);
    });
    return run;
  };

  /** Why `capture` cannot pay `order`, or null when it matches exactly. */
  const mismatch = (order: StoredOrder, capture: PaypalCapture, customId: string | undefined) => {
    if (capture.amount.currency_code !== SHOP_CURRENCY) {
      return {
        code: 'currency_mismatch' as const,
        message: `The shop charges in ${SHOP_CURRENCY}, not ${capture.amount.currency_code}`,
      };
    }
    if (centsOf(capture.amount.value) !== order.totalCents) {
      return {
        code: 'amount_mismatch' as const,
        message: `The order total is ${(order.totalCents / 100).toFixed(2)}, PayPal captured ${capture.amount.value}`,
      };
    }
    if (customId !== order.orderId) {
      return {
        code: 'order_mismatch' as const,
        message: `The capture is for ${customId ?? 'no order'}, not ${order.orderId}`,
      };
    }
    return null;
  };

  /**
   * Refunds a capture that came for a cancelled order, and records it on the order
   * (orders/lateRefund.ts: the customer and the owner hear of the refund, not of a payment).
   */
  const refundLate = async (order: StoredOrder, capture: PaypalCapture): Promise<PaypalOutcome> => {
    const refund = await client.refundCapture(
      capture.id,
      {
        currency: SHOP_CURRENCY,
        note: `Order ${order.orderId} was cancelled before the payment arrived`,
      },
      requestIds.refund(order.orderUuid),
    );
    if (!refund.ok) {
      // Tried again by the next reconciliation run (the request id makes it one refund).
      log(
        `late capture ${capture.id} of cancelled order ${order.orderId} not refunded: ${refund.message}`,
      );
      return {kind: 'refund_failed', failure: refund};
    }
    store.transaction(() => {
      paypalStore.setRefund(order.orderUuid, refund.value.id);
      paypalStore.setCaptureStatus(order.orderUuid, 'REFUNDED');
      recordLateRefund(orders.states, order.orderId, {
        provider: 'PayPal',
        paymentId: capture.id,
        refundId: refund.value.id,
        amountCents: centsOf(capture.amount.value),
      });
      paypalStore.settle(order.orderUuid);
    });
    log(`late capture ${capture.id} of ${order.orderId} refunded (refund ${refund.value.id})`);
    return {kind: 'refunded_late', refundId: refund.value.id};
  };

  const applyCapture: PaypalPayments['applyCapture'] = async (order, capture, paypalOrderId) => {
    const stored = paypalStore.ofOrder(order.orderUuid);
    if (stored && stored.paypalOrderId !== paypalOrderId) {
      return {
        kind: 'mismatch',
        code: 'order_mismatch',
        message: `PayPal order ${paypalOrderId} belongs to another shop order`,
      };
    }
    const wrong = mismatch(order, capture, capture.custom_id);
    if (wrong) {
      log(`capture ${capture.id} does not match ${order.orderId}: ${wrong.message}`);
      return {kind: 'mismatch', ...wrong};
    }
    const status = capture.status;
    const late = store.transaction((): boolean => {
      const existing = paypalStore.captureOf(order.orderUuid);
      const payment = paymentOf(capture, paypalOrderId, null);
      if (!existing) {
        if (store.addPaypalPayment(order.orderUuid, payment) === 'taken') return false;
      } else if (existing.captureId !== capture.id) {
        return false;
      } else if (existing.status !== status && existing.status !== 'REFUNDED') {
        paypalStore.setCaptureStatus(order.orderUuid, status);
      }
      const states = orders.states.statesOf(order.orderId);
      if (!states) return false;
      if (status === 'COMPLETED') {
        if (MONEY_MOVED.has(states.payment)) return false;
        if (states.fulfilment === 'cancelled' || states.fulfilment === 'withdrawn') return true;
        orders.paymentTaken(order.orderId, 'paid');
        paypalStore.settle(order.orderUuid);
      } else if (status === 'DECLINED' || status === 'FAILED') {
        if (states.payment === 'pending') {
          orders.states.change(
            order.orderId,
            {payment: 'failed'},
            'provider',
            `PayPal capture ${capture.id} ${status}`,
          );
        }
        paypalStore.settle(order.orderUuid);
      }
      return false;
    });
    if (late) return refundLate(order, capture);
    const after = orders.states.statesOf(order.orderId);
    if (after && MONEY_MOVED.has(after.payment)) {
      const refunded = paypalStore.ofOrder(order.orderUuid)?.refundId;
      return refunded && after.fulfilment === 'cancelled'
        ? {kind: 'refunded_late', refundId: refunded}
        : {kind: 'paid'};
    }
    if (status === 'PENDING') return {kind: 'pending'};
    if (status === 'COMPLETED') return {kind: 'paid'};
    return {kind: 'declined'};
  };

  const applyPaypalOrder: PaypalPayments['applyPaypalOrder'] = async (order, paypalOrder) => {
    const unit = paypalOrder.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    if (!capture) return {kind: 'not_captured', status: paypalOrder.status};
    return applyCapture(
      order,
      {...capture, custom_id: capture.custom_id ?? unit?.custom_id},
      paypalOrder.id,
    );
  };

  const ensureOrder: PaypalPayments['ensureOrder'] = async (order) => {
    const stored = paypalStore.ofOrder(order.orderUuid);
    if (stored) return {ok: true, paypalOrderId: stored.paypalOrderId};
    const created = await client.createOrder(
      {
        amountCents: order.totalCents,
        currency: SHOP_CURRENCY,
        customId: order.orderId,
        description: `Order ${order.orderId}`,
      },
      requestIds.create(order.orderUuid),
    );
    if (!created.ok) return created;
    paypalStore.add({
      orderUuid: order.orderUuid,
      paypalOrderId: created.value.id,
      amountCents: order.totalCents,
      currency: SHOP_CURRENCY,
    });
    // Another process may have stored its own first; the stored one is the shop order's.
    return {
      ok: true,
      paypalOrderId: paypalStore.ofOrder(order.orderUuid)?.paypalOrderId ?? created.value.id,
    };
  };

  const reconcileOne = async (orderUuid: string) => {
    const stored = paypalStore.ofOrder(orderUuid);
    const order = store.orderByUuid(orderUuid);
    if (!stored || stored.settled || !order) return;
    const answer = await client.getOrder(stored.paypalOrderId);
    if (!answer.ok) {
      if (answer.status === 404) paypalStore.settle(orderUuid);
      else log(`reconciliation of ${order.orderId}: ${answer.message}`);
      return;
    }
    const outcome = await applyPaypalOrder(order, answer.value);
    if (outcome.kind === 'not_captured') {
      const states = orders.states.statesOf(order.orderId);
      const old = now().getTime() - Date.parse(stored.createdAt) > GIVE_UP_MS;
      const over = states !== undefined && states.fulfilment !== 'awaiting_payment';
      if (answer.value.status === 'VOIDED' || (old && over)) paypalStore.settle(orderUuid);
    } else if (outcome.kind === 'mismatch') {
      paypalStore.settle(orderUuid);
    }
  };

  const reconcile = async () => {
    const due = paypalStore.unsettled(RECONCILE_BATCH);
    for (const row of due) await serial(row.orderUuid, () => reconcileOne(row.orderUuid));
    return due.length;
  };

  return {
    client,
    store: paypalStore,
    serial,
    ensureOrder,
    applyPaypalOrder,
    applyCapture,
    reconcile,
    startReconciliation(intervalMs) {
      if (intervalMs <= 0) return () => {};
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        reconcile()
          .catch((error: unknown) => log(`reconciliation: ${(error as Error).message}`))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    async refundLine(order, line) {
      const capture = paypalStore.captureOf(order.orderUuid);
      if (!capture || (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')) {
        return {kind: 'none'};
      }
      const row = store.db
        .prepare('SELECT lines FROM orders WHERE order_uuid = ?')
        .get(order.orderUuid) as {lines: string} | undefined;
      const lines = JSON.parse(row?.lines ?? '[]') as {lineCents: number; name?: string}[];
      const chosen = lines[line - 1];
      if (!chosen) return {kind: 'unknown_line', lines: lines.length};
      const refund = await client.refundCapture(
        capture.captureId,
        {
          currency: SHOP_CURRENCY,
          amountCents: chosen.lineCents,
          note: `Order ${order.orderId}, line ${line}${chosen.name ? `: ${chosen.name}` : ''}`,
        },
        requestIds.refundLine(order.orderUuid, line),
      );
      if (!refund.ok) return {kind: 'failed', failure: refund};
      // PayPal's own view says whether anything captured is left.
      const read = await client.getOrder(capture.paypalOrderId);
      const status = read.ok
        ? read.value.purchase_units?.[0]?.payments?.captures?.[0]?.status
        : undefined;
      const whole = status === 'REFUNDED';
      paypalStore.setCaptureStatus(order.orderUuid, whole ? 'REFUNDED' : 'PARTIALLY_REFUNDED');
      return {kind: 'refunded', refundId: refund.value.id, whole};
    },
    async refundAll(order, note) {
      const capture = paypalStore.captureOf(order.orderUuid);
      if (!capture || (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED')) {
        return {kind: 'none'};
      }
      const refund = await client.refundCapture(
        capture.captureId,
        {currency: SHOP_CURRENCY, note},
        requestIds.refund(order.orderUuid),
      );
      if (!refund.ok) return {kind: 'failed', failure: refund};
      store.transaction(() => {
        paypalStore.setRefund(order.orderUuid, refund.value.id);
        paypalStore.setCaptureStatus(order.orderUuid, 'REFUNDED');
      });
      return {kind: 'refunded', refundId: refund.value.id};
    },
  };
}
