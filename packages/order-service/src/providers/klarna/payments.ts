// Klarna in the order service: the session opened when a Klarna order is placed, the Klarna
// order placed with the buyer's authorization, the owner's capture, cancel and refund, and a job
// that settles Klarna's pending fraud decisions and extends authorizations of orders not shipped
// within three weeks (Klarna keeps an authorization 28 days). State changes go through the
// transition table (actor `provider`), so stock and e-mails follow as for any payment.
// Calls for one order run one at a time (an in-process lock), and every Order Management call
// carries a `Klarna-Idempotency-Key` derived from the order, so a retry after a lost answer or a
// crash gets Klarna's first answer instead of moving money twice.
import type {OrderLifecycle} from '../../orders/lifecycle.ts';
import {transitionRefusal, type StateChange} from '../../orders/states.ts';
import {refuse, type ServiceReply} from '../../http/reply.ts';
import type {OrderStore, StoredOrder} from '../../store/database.ts';
import {
  createKlarnaClient,
  KLARNA_OFF,
  providerFailureReply,
  type KlarnaClient,
  type KlarnaFailure,
  type KlarnaOrderBody,
} from './client.ts';
import type {KlarnaConfig} from './config.ts';
import {klarnaOrderBody, type KlarnaOrderInput} from './orderBody.ts';
import {openKlarnaStore, type KlarnaRecord, type KlarnaStore} from './store.ts';

/** Orders not shipped this long after their authorization (or its last extension) get extended. */
export const EXTEND_AFTER_MS = 21 * 24 * 60 * 60 * 1000;
/** Time between two runs of the Klarna job, in ms. */
const KLARNA_JOB_MS = 60_000;

const OK: ServiceReply = {status: 200, body: {message: 'ok'}};
const PENDING: ServiceReply = {status: 202, body: {message: 'pending'}};
const REJECTED: ServiceReply = refuse(402, 'klarna_rejected', 'Klarna did not accept this payment');

/** The owner commands that move Klarna money first. */
type OwnerMove = 'ship' | 'cancel' | 'refund';

/** Klarna for one service. */
export interface KlarnaPayments {
  /** The client, or null when Klarna is not configured. */
  readonly client: KlarnaClient | null;
  readonly store: KlarnaStore;
  /** Opens the payment session of a new order: its id, client token and the body sent. */
  openSession(
    input: KlarnaOrderInput,
  ): Promise<
    | {ok: true; sessionId: string; clientToken: string; body: KlarnaOrderBody}
    | {ok: false; reply: ServiceReply}
  >;
  /** Places the Klarna order of `order` with the buyer's authorization token; the answer. */
  placeOrder(order: StoredOrder, authorizationToken: string): Promise<ServiceReply>;
  /**
   * Moves the Klarna money an owner command needs before its state change (capture before
   * shipping, release or refund before cancelling, refund before marking refunded); null when
   * the command may go on, else the answer refusing it. Orders without a Klarna order: null.
   * A refund of one line (`line`, 1-based) is done here entirely: `done` when it was made.
   */
  beforeOwnerAction(
    orderId: string,
    action: string,
    options?: {line?: number},
  ): Promise<ServiceReply | 'done' | null>;
  /** One run of the job: pending decisions, then due extensions; what it did. */
  runJob(): Promise<{decided: string[]; extended: string[]}>;
  /** Starts the job's timer; the returned function stops it. */
  startJob(): () => void;
}

/** What `createKlarnaPayments` is built from. */
export interface KlarnaPaymentsOptions {
  /** Klarna's settings; null turns Klarna off (503 for Klarna orders). */
  config: KlarnaConfig | null;
  store: OrderStore;
  orders: OrderLifecycle;
  now: () => Date;
  /** @default KLARNA_JOB_MS; 0 never runs the job on a timer. */
  jobIntervalMs?: number;
  /** Another client (tests). */
  client?: KlarnaClient;
  /** Where failures of the job are reported. @default console.error */
  log?: (line: string) => void;
}

/** Runs `work` for `key` after the previous work for the same key finished. */
function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(work, work);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

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

/** Builds Klarna for a service over its store and order lifecycle. */
export function createKlarnaPayments(options: KlarnaPaymentsOptions): KlarnaPayments {
  const {store, orders} = options;
  const client =
    options.client ?? (options.config === null ? null : createKlarnaClient(options.config));
  const stamp = () => options.now().toISOString();
  const klarna = openKlarnaStore(store.db, stamp);
  const lock = keyedLock();
  const log = options.log ?? ((line: string) => console.error(`[order-service] ${line}`));

  const change = (orderId: string, requested: StateChange, note: string) =>
    orders.states.change(orderId, requested, 'provider', note);

  /** Records a placement (token, outcome, answer) and its state change in one transaction. */
  function record(
    order: StoredOrder,
    token: string,
    klarnaOrderId: string | null,
    fraudStatus: string,
  ): ServiceReply {
    const reply = fraudStatus === 'ACCEPTED' ? OK : fraudStatus === 'PENDING' ? PENDING : REJECTED;
    store.transaction(() => {
      store.addKlarnaPayment(order.orderUuid, token);
      klarna.placed(order.orderUuid, {klarnaOrderId, fraudStatus, reply});
      if (fraudStatus === 'ACCEPTED') orders.paymentTaken(order.orderId, 'authorized');
      else if (fraudStatus !== 'PENDING') {
        change(order.orderId, {fulfilment: 'cancelled', payment: 'failed'}, 'Klarna rejected');
      }
    });
    return reply;
  }

  async function place(order: StoredOrder, token: string): Promise<ServiceReply> {
    const before = klarna.byUuid(order.orderUuid);
    if (!before) {
      return refuse(
        422,
        'klarna_session_missing',
        'This order has no Klarna session',
        'order_uuid',
      );
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
      return refusal === 'rejected' ? record(order, token, null, 'REJECTED') : refusal;
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
          change(
            order.orderId,
            {fulfilment: 'cancelled', payment: 'failed'},
            'Klarna amount differs',
          );
        }
      });
      return klarna.byUuid(order.orderUuid)?.placementReply ?? REJECTED;
    }
    return record(order, token, klarnaOrderId, fraudStatus);
  }

  /** Capture before shipping: the uncaptured rest of an accepted order, once. */
  async function captureForShipping(record: KlarnaRecord, klarnaOrderId: string) {
    if (record.fraudStatus === 'PENDING') {
      return refuse(409, 'klarna_pending', 'Klarna has not decided this payment yet');
    }
    const rest = record.amountCents - record.capturedCents;
    if (record.fraudStatus !== 'ACCEPTED' || record.cancelledAt !== null || rest <= 0) return null;
    const captured = await client!.capture(
      klarnaOrderId,
      rest,
      `sf-capture-${record.orderUuid}-${record.capturedCents}`,
      record.orderId,
    );
    if (!captured.ok) {
      return captured.kind === 'refused'
        ? refuse(409, 'klarna_capture_refused', captured.message)
        : providerFailureReply(captured);
    }
    store.transaction(() => {
      klarna.moved(record.orderUuid, 'captured', rest);
      change(record.orderId, {payment: 'paid'}, `Klarna capture ${captured.value.captureId ?? ''}`);
    });
    return null;
  }

  /** Refund what was captured and not yet refunded; `paymentTo` records it as the provider. */
  async function refundRest(record: KlarnaRecord, klarnaOrderId: string, recordState: boolean) {
    const rest = record.capturedCents - record.refundedCents;
    if (rest <= 0) return null;
    const refunded = await client!.refund(
      klarnaOrderId,
      rest,
      `sf-refund-${record.orderUuid}-${record.refundedCents}`,
      record.orderId,
    );
    if (!refunded.ok) {
      return refunded.kind === 'refused'
        ? refuse(409, 'klarna_refund_refused', refunded.message)
        : providerFailureReply(refunded);
    }
    store.transaction(() => {
      klarna.moved(record.orderUuid, 'refunded', rest);
      if (recordState) {
        change(
          record.orderId,
          {payment: 'refunded'},
          `Klarna refund ${refunded.value.refundId ?? ''}`,
        );
      }
    });
    return null;
  }

  async function releaseForCancel(record: KlarnaRecord, klarnaOrderId: string) {
    if (record.capturedCents > 0) return refundRest(record, klarnaOrderId, true);
    if (record.cancelledAt !== null) return null;
    const released = await client!.cancel(klarnaOrderId, `sf-cancel-${record.orderUuid}`);
    if (!released.ok) {
      return released.kind === 'refused'
        ? refuse(409, 'klarna_cancel_refused', released.message)
        : providerFailureReply(released);
    }
    store.transaction(() => {
      klarna.cancelled(record.orderUuid);
      change(record.orderId, {payment: 'failed'}, 'Klarna authorization released');
    });
    return null;
  }

  /** Refunds line `line` (1-based) of a captured order, once; the payment state follows. */
  async function refundLine(record: KlarnaRecord, klarnaOrderId: string, line: number) {
    const products = record.sessionBody.order_lines.filter((each) => each.type === 'physical');
    const refunded = products[line - 1];
    if (!Number.isInteger(line) || refunded === undefined) {
      return refuse(422, 'unknown_line', `The order has lines 1 to ${products.length}`, 'line');
    }
    if (record.refundedLines.includes(line)) {
      return refuse(409, 'line_refunded', `Line ${line} was refunded already`, 'line');
    }
    const open = record.capturedCents - record.refundedCents;
    if (open < refunded.total_amount) {
      return refuse(
        409,
        'refund_exceeds_capture',
        'Klarna holds less than this line for the order',
      );
    }
    const answer = await client!.refund(
      klarnaOrderId,
      refunded.total_amount,
      `sf-refund-${record.orderUuid}-line-${line}`,
      `${record.orderId}-${line}`,
    );
    if (!answer.ok) {
      return answer.kind === 'refused'
        ? refuse(409, 'klarna_refund_refused', answer.message)
        : providerFailureReply(answer);
    }
    const payment = open === refunded.total_amount ? 'refunded' : 'partially_refunded';
    store.transaction(() => {
      klarna.lineRefunded(record.orderUuid, line, refunded.total_amount);
      if (orders.states.statesOf(record.orderId)?.payment !== payment) {
        change(record.orderId, {payment}, `Klarna refund of line ${line}`);
      }
    });
    return 'done' as const;
  }

  async function beforeOwnerAction(
    orderId: string,
    action: string,
    options: {line?: number} = {},
  ): Promise<ServiceReply | 'done' | null> {
    if (action !== 'ship' && action !== 'cancel' && action !== 'refund') return null;
    const first = klarna.byOrderId(orderId);
    if (!first?.klarnaOrderId) return null;
    return lock(first.orderUuid, async () => {
      const record = klarna.byOrderId(orderId);
      const states = orders.states.statesOf(orderId);
      if (!record?.klarnaOrderId || !states) return null;
      const move: Record<OwnerMove, StateChange> = {
        ship: {fulfilment: 'shipped'},
        cancel: {fulfilment: 'cancelled'},
        refund: {payment: 'refunded'},
      };
      if (action === 'refund' && options.line !== undefined) {
        if (states.payment !== 'paid' && states.payment !== 'partially_refunded') {
          return refuse(409, 'transition_refused', `The payment is ${states.payment}, not paid`);
        }
        return client ? refundLine(record, record.klarnaOrderId, options.line) : KLARNA_OFF;
      }
      // A move the table refuses moves no money; the owner action answers the refusal.
      if (transitionRefusal(states, move[action], 'owner') !== null) return null;
      if (!client) return KLARNA_OFF;
      if (action === 'ship') return captureForShipping(record, record.klarnaOrderId);
      if (action === 'cancel') return releaseForCancel(record, record.klarnaOrderId);
      return refundRest(record, record.klarnaOrderId, false);
    });
  }

  /** Asks Klarna about each pending order and applies its decision. */
  async function settlePending(): Promise<string[]> {
    const decided: string[] = [];
    for (const pending of klarna.pending()) {
      if (!client || !pending.klarnaOrderId) break;
      const view = await client.readOrder(pending.klarnaOrderId);
      if (!view.ok) {
        log(`Klarna order of ${pending.orderId} not read: ${view.message}`);
        continue;
      }
      const status = view.value.fraud_status;
      if (status === 'PENDING') continue;
      await lock(pending.orderUuid, async () => {
        store.transaction(() => {
          if (status === 'ACCEPTED') {
            klarna.decided(pending.orderUuid, status, OK);
            orders.paymentTaken(pending.orderId, 'authorized');
          } else {
            klarna.decided(pending.orderUuid, status, REJECTED);
            change(
              pending.orderId,
              {fulfilment: 'cancelled', payment: 'failed'},
              'Klarna rejected',
            );
          }
        });
      });
      decided.push(pending.orderId);
    }
    return decided;
  }

  /** Extends the authorizations of open orders placed or extended three weeks ago. */
  async function extendDue(): Promise<string[]> {
    const extended: string[] = [];
    const cutoff = new Date(options.now().getTime() - EXTEND_AFTER_MS).toISOString();
    for (const due of klarna.dueForExtension(cutoff)) {
      if (!client || !due.klarnaOrderId) break;
      const since = due.extendedAt ?? due.placedAt ?? '';
      const answer = await client.extendAuthorization(
        due.klarnaOrderId,
        `sf-extend-${due.orderUuid}-${since}`,
      );
      if (!answer.ok) {
        log(`Klarna authorization of ${due.orderId} not extended: ${answer.message}`);
        continue;
      }
      store.transaction(() => klarna.extended(due.orderUuid));
      extended.push(due.orderId);
    }
    return extended;
  }

  let running: Promise<{decided: string[]; extended: string[]}> | null = null;
  const runJob = () => {
    running ??= (async () => {
      try {
        return {decided: await settlePending(), extended: await extendDue()};
      } finally {
        running = null;
      }
    })();
    return running;
  };

  return {
    client,
    store: klarna,
    async openSession(input) {
      if (!client) return {ok: false, reply: KLARNA_OFF};
      const body = klarnaOrderBody(input);
      const session = await client.createSession(body);
      if (!session.ok) return {ok: false, reply: providerFailureReply(session)};
      return {ok: true, ...session.value, body};
    },
    placeOrder: (order, token) => lock(order.orderUuid, () => place(order, token)),
    beforeOwnerAction,
    runJob,
    startJob() {
      const interval = options.jobIntervalMs ?? KLARNA_JOB_MS;
      if (!client || interval <= 0) return () => {};
      const timer = setInterval(() => {
        runJob().catch((error: unknown) => log(`Klarna job: ${String(error)}`));
      }, interval);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
