// The Klarna job, run every minute like the expiry: it applies Klarna's decisions on pending
// orders, gives back the money Klarna still holds for orders the customer withdrew or that were
// cancelled by expiry (released, or refunded once captured, as the owner's cancel does), and
// extends the authorizations of orders not shipped within three weeks (Klarna keeps an
// authorization 28 days). A failed call is logged and tried again on the next run.
import {OK, REJECTED, type KlarnaContext} from './context.ts';
import {releaseForCancel} from './ownerMoves.ts';
import type {KlarnaRecord} from './store.ts';

/** Orders not shipped this long after their authorization (or its last extension) get extended. */
export const EXTEND_AFTER_MS = 21 * 24 * 60 * 60 * 1000;
/** Time between two runs of the Klarna job, in ms. */
const KLARNA_JOB_MS = 60_000;

/** What one run of the job did: the order numbers decided, given back and extended. */
interface KlarnaJobRun {
  decided: string[];
  released: string[];
  extended: string[];
}

/** The job of one service. */
export interface KlarnaJob {
  /** One run (a run asked for while one is going on joins it). */
  runJob(): Promise<KlarnaJobRun>;
  /** Starts the timer; the returned function stops it. */
  startJob(): () => void;
}

/** Asks Klarna about each pending order and applies its decision. */
async function settlePending(context: KlarnaContext): Promise<string[]> {
  const {client, store, klarna, orders, log} = context;
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
    await context.lock(pending.orderUuid, async () => {
      store.transaction(() => {
        if (status === 'ACCEPTED') {
          klarna.decided(pending.orderUuid, status, OK);
          orders.paymentTaken(pending.orderId, 'authorized');
        } else {
          klarna.decided(pending.orderUuid, status, REJECTED);
          context.change(
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

/** Whether Klarna still holds an uncaptured authorization of `record` (`heldForClosed`). */
const stillHeld = (record: KlarnaRecord) =>
  record.capturedCents === 0 && record.cancelledAt === null;

/**
 * Releases the uncaptured authorizations of withdrawn and cancelled orders, each under its
 * order's lock and with the owner cancel's idempotency key; the payment becomes `failed`. Money
 * already captured is not refunded here: after a withdrawal of shipped goods the shop may wait
 * for their return, and pieces made to order are excluded (decision 070), so the owner refunds
 * with `refund` or `cancel`.
 */
async function releaseClosed(context: KlarnaContext): Promise<string[]> {
  const {client, klarna, log} = context;
  const released: string[] = [];
  for (const held of klarna.heldForClosed()) {
    if (!client) break;
    const done = await context.lock(held.orderUuid, async () => {
      // Read again under the lock: an owner command may have moved the money meanwhile.
      const record = klarna.byUuid(held.orderUuid);
      if (!record?.klarnaOrderId || !stillHeld(record)) return false;
      const refusal = await releaseForCancel({...context, client}, record, record.klarnaOrderId);
      if (refusal)
        log(`Klarna money of ${held.orderId} not given back: ${JSON.stringify(refusal.body)}`);
      return refusal === null;
    });
    if (done) released.push(held.orderId);
  }
  return released;
}

/** Extends the authorizations of open orders placed or extended three weeks ago. */
async function extendDue(context: KlarnaContext): Promise<string[]> {
  const {client, store, klarna, log} = context;
  const extended: string[] = [];
  const cutoff = new Date(context.now().getTime() - EXTEND_AFTER_MS).toISOString();
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

/** Builds the job over `context`; `intervalMs` 0 never runs it on a timer. */
export function createKlarnaJob(context: KlarnaContext, intervalMs = KLARNA_JOB_MS): KlarnaJob {
  let running: Promise<KlarnaJobRun> | null = null;
  const runJob = () => {
    running ??= (async () => {
      try {
        // Decisions first: an order accepted after it was cancelled is released in the same run.
        const decided = await settlePending(context);
        const released = await releaseClosed(context);
        return {decided, released, extended: await extendDue(context)};
      } finally {
        running = null;
      }
    })();
    return running;
  };
  return {
    runJob,
    startJob() {
      if (!context.client || intervalMs <= 0) return () => {};
      const timer = setInterval(() => {
        runJob().catch((error: unknown) => context.log(`Klarna job: ${String(error)}`));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
