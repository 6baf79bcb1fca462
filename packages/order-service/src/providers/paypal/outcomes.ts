// What the PayPal side of the service offers the handlers (decision 072): the request ids that
// make PayPal recognise a repeat, the outcomes of applying PayPal's answers to a shop order, the
// reply for a PayPal failure, and the interface payments.ts implements.
import {refuse, type ServiceReply} from '../../http/reply.ts';
import type {StoredOrder} from '../../store/database.ts';
import type {PaypalCapture, PaypalClient, PaypalFailure, PaypalOrder} from './client.ts';
import type {PaypalOrderStore} from './store.ts';

/** `PayPal-Request-Id`s, derived from the shop order so a repeat is recognised by PayPal. */
export const requestIds = {
  create: (orderUuid: string) => `sf-${orderUuid}`,
  capture: (orderUuid: string) => `sf-capture-${orderUuid}`,
  refund: (orderUuid: string) => `sf-refund-${orderUuid}`,
  refundLine: (orderUuid: string, line: number) => `sf-refund-${orderUuid}-line-${line}`,
} as const;

/** What a PayPal answer did to the shop order. */
export type PaypalOutcome =
  | {kind: 'paid'}
  | {kind: 'pending'}
  | {kind: 'declined'}
  | {kind: 'not_captured'; status: string}
  | {
      kind: 'mismatch';
      code: 'amount_mismatch' | 'currency_mismatch' | 'order_mismatch';
      message: string;
    }
  | {kind: 'refunded_late'; refundId: string}
  | {kind: 'refund_failed'; failure: PaypalFailure};

/** The answer for a PayPal failure: 503 when PayPal may answer later, 502 otherwise. */
export function providerFailureReply(failure: PaypalFailure): ServiceReply {
  if (failure.kind === 'unavailable') {
    return refuse(
      503,
      'payment_provider_unavailable',
      'PayPal cannot be reached; try again shortly',
    );
  }
  return refuse(502, 'payment_provider_error', `PayPal answered unexpectedly: ${failure.message}`);
}

/** The PayPal side of the service. */
export interface PaypalPayments {
  readonly client: PaypalClient;
  readonly store: PaypalOrderStore;
  /** Runs `work` after every earlier call for the same shop order has finished. */
  serial<T>(orderUuid: string, work: () => Promise<T>): Promise<T>;
  /** The PayPal order of `order`, created at PayPal once (its id is kept). */
  ensureOrder(order: StoredOrder): Promise<{ok: true; paypalOrderId: string} | PaypalFailure>;
  /** Applies PayPal's view of the order's PayPal order to the shop order. */
  applyPaypalOrder(order: StoredOrder, paypalOrder: PaypalOrder): Promise<PaypalOutcome>;
  /** Applies one capture (from a capture answer or a webhook) to the shop order. */
  applyCapture(
    order: StoredOrder,
    capture: PaypalCapture,
    paypalOrderId: string,
  ): Promise<PaypalOutcome>;
  /** Asks PayPal about every PayPal order not yet settled; how many it looked at. */
  reconcile(): Promise<number>;
  /** Starts the reconciliation timer; the returned function stops it. */
  startReconciliation(intervalMs: number): () => void;
  /**
   * Refunds line `line` (1-based) of the order's PayPal capture once (its own request id):
   * `none` without a refundable capture, `unknown_line`, else whether the capture is now
   * refunded in whole, or PayPal's failure.
   */
  refundLine(
    order: StoredOrder,
    line: number,
  ): Promise<
    | {kind: 'none'}
    | {kind: 'unknown_line'; lines: number}
    | {kind: 'refunded'; refundId: string; whole: boolean}
    | {kind: 'failed'; failure: PaypalFailure}
  >;
  /**
   * Refunds what is left of the order's PayPal capture (the owner cancels a paid order):
   * `none` when it has no completed capture, else the refund's id or PayPal's failure.
   */
  refundAll(
    order: StoredOrder,
    note: string,
  ): Promise<
    {kind: 'none'} | {kind: 'refunded'; refundId: string} | {kind: 'failed'; failure: PaypalFailure}
  >;
}
