// Klarna in the order service (decision 072): the session opened when a Klarna order is placed,
// the Klarna order placed with the buyer's authorization (placement.ts), the owner's capture,
// cancel and refund (ownerMoves.ts), and the job that settles pending fraud decisions, gives back
// money held for withdrawn or expired orders and extends authorizations (job.ts). State changes
// go through the transition table (actor `provider`), so stock and e-mails follow as for any
// payment. Calls for one order run one at a time (an in-process lock), and every Order
// Management call carries a `Klarna-Idempotency-Key` derived from the order.
import type {OrderLifecycle} from '../../orders/lifecycle.ts';
import type {ServiceReply} from '../../http/reply.ts';
import type {OrderStore, StoredOrder} from '../../store/database.ts';
import {
  createKlarnaClient,
  KLARNA_OFF,
  providerFailureReply,
  type KlarnaClient,
  type KlarnaOrderBody,
} from './client.ts';
import type {KlarnaConfig} from './config.ts';
import {keyedLock, type KlarnaContext} from './context.ts';
import {createKlarnaJob, type KlarnaJob} from './job.ts';
import {klarnaOrderBody, type KlarnaOrderInput} from './orderBody.ts';
import {beforeOwnerAction} from './ownerMoves.ts';
import {placeKlarnaOrder} from './placement.ts';
import {openKlarnaStore, type KlarnaStore} from './store.ts';

/** Klarna for one service. */
export interface KlarnaPayments extends KlarnaJob {
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

/** Builds Klarna for a service over its store and order lifecycle. */
export function createKlarnaPayments(options: KlarnaPaymentsOptions): KlarnaPayments {
  const {store, orders} = options;
  const client =
    options.client ?? (options.config === null ? null : createKlarnaClient(options.config));
  const context: KlarnaContext = {
    client,
    store,
    klarna: openKlarnaStore(store.db, () => options.now().toISOString()),
    orders,
    lock: keyedLock(),
    now: options.now,
    log: options.log ?? ((line: string) => console.error(`[order-service] ${line}`)),
    change(orderId, requested, note) {
      orders.states.change(orderId, requested, 'provider', note);
    },
  };

  return {
    client,
    store: context.klarna,
    async openSession(input) {
      if (!client) return {ok: false, reply: KLARNA_OFF};
      const body = klarnaOrderBody(input);
      const session = await client.createSession(body);
      if (!session.ok) return {ok: false, reply: providerFailureReply(session)};
      return {ok: true, ...session.value, body};
    },
    placeOrder: (order, token) =>
      context.lock(order.orderUuid, () => placeKlarnaOrder(context, order, token)),
    beforeOwnerAction: (orderId, action, moveOptions) =>
      beforeOwnerAction(context, orderId, action, moveOptions),
    ...createKlarnaJob(context, options.jobIntervalMs),
  };
}
