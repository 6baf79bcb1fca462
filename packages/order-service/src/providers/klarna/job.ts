// The Klarna job, run every minute like the expiry: it applies Klarna's decisions on pending
// orders and extends the authorizations of orders not shipped within three weeks (Klarna keeps
// an authorization 28 days). A failed call is logged and tried again on the next run.
import {OK, REJECTED, type KlarnaContext} from './context.ts';

/** Orders not shipped this long after their authorization (or its last extension) get extended. */
export const EXTEND_AFTER_MS = 21 * 24 * 60 * 60 * 1000;
/** Time between two runs of the Klarna job, in ms. */
export const KLARNA_JOB_MS = 60_000;

/** What one run of the job did: the order numbers decided and extended. */
export interface KlarnaJobRun {
  decided: string[];
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
        return {decided: await settlePending(context), extended: await extendDue(context)};
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
