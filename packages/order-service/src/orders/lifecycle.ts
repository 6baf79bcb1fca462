// An order's life in the service (decision 067): placing reserves its stock and sets its first
// states in the order's own transaction, a payment moves it on, and a timer expires online-payment
// orders that were never paid. Built once per service over the order store's connection.
import {onlinePaymentOf, type StaticCatalogue} from '@schaufenster/core';
import type {PricedLine} from '../pricing/lines.ts';
import {sameId} from '../pricing/money.ts';
import type {OrderInsertHook, OrderStore} from '../store/database.ts';
import {openStockLedger, stockItemsOf, type StockLedger} from '../stock/ledger.ts';
import {
  openOrderStates,
  type LateRefundCause,
  type OrderStateStore,
  type StateChangeListener,
  type StateChangeMade,
} from './orderStates.ts';
import type {PaymentKind, StateChange} from './states.ts';

/** The order events the outbox writes messages for (decision 066), as a state change makes them. */
type OrderMessageEvent =
  | 'payment-authorized'
  | 'paid'
  | 'confirmed'
  | 'shipped'
  | 'cancelled'
  | 'withdrawn'
  | 'late-refund';

/**
 * The message events of `change`: a payment taken (`paid`, `payment-authorized`), then the
 * fulfilment move (`confirmed`, `shipped`, `cancelled`, `withdrawn`). A late refund (a payment
 * that came for a cancelled order, given back at once) is one `late-refund` when the payment
 * reaches `refunded`, and its move to `paid` is no payment received.
 */
export function messageEventsOf({from, to, cause}: StateChangeMade): OrderMessageEvent[] {
  if (cause?.kind === 'late-refund') {
    return to.payment === 'refunded' && from.payment !== 'refunded' ? ['late-refund'] : [];
  }
  const events: OrderMessageEvent[] = [];
  if (to.payment !== from.payment) {
    if (to.payment === 'paid') events.push('paid');
    if (to.payment === 'authorized') events.push('payment-authorized');
  }
  if (to.fulfilment !== from.fulfilment) {
    const moved = to.fulfilment;
    if (
      moved === 'confirmed' ||
      moved === 'shipped' ||
      moved === 'cancelled' ||
      moved === 'withdrawn'
    ) {
      events.push(moved);
    }
  }
  return events;
}

/** What a late refund's messages show of it (provider, refund id, amount, why), from its cause. */
export function lateRefundDetails({cause}: StateChangeMade): {
  refund?: Omit<LateRefundCause, 'kind'>;
} {
  if (cause?.kind !== 'late-refund') return {};
  const {provider, refundId, amountCents, reason} = cause;
  return {refund: {provider, refundId, amountCents, reason}};
}

/** Default time an online payment may take before its order expires, in minutes. */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 60;
/** Longest wait between two expiry runs, in ms (shorter when the expiry time is short). */
const EXPIRY_CHECK_MS = 60_000;

/** How the service runs an order's life. */
export interface OrderLifecycle {
  /** The stock ledger. */
  ledger: StockLedger;
  /** The order states. */
  states: OrderStateStore;
  /**
   * The hook `insertOrder` runs for a new order of `lines` paid by `paymentMethod`: reserves the
   * stock (throws StockRefusal when a line is gone) and sets the first states, by the rules of
   * `catalogue`, the one the order was priced with.
   */
  placing(
    lines: readonly PricedLine[],
    paymentMethod: string | number,
    catalogue: StaticCatalogue,
  ): OrderInsertHook;
  /**
   * Brings the ledger in line with `catalogue`'s stock (`syncCatalogue`), in the caller's
   * transaction: at start, and when the service reloads its catalogue.
   */
  syncStock(catalogue: StaticCatalogue): void;
  /**
   * Records that the provider took the payment of order `orderId` (`paid` for PayPal,
   * `authorized` for Klarna), in the caller's transaction. An order that expired meanwhile keeps
   * its cancellation and only gets the payment state, for the owner to refund or accept.
   */
  paymentTaken(orderId: string, payment: 'paid' | 'authorized'): void;
  /**
   * Runs `add` (a payment insert) and, when it stored the payment, `paymentTaken`, in one
   * transaction; `add`'s answer.
   */
  withPayment(
    orderId: string,
    payment: 'paid' | 'authorized',
    add: () => 'added' | 'taken',
  ): 'added' | 'taken';
  /** Expires the online-payment orders placed more than the expiry time ago; their numbers. */
  expireUnpaid(): string[];
  /** Starts the expiry timer; the returned function stops it. */
  startExpiry(): () => void;
}

/** Options of `createOrderLifecycle`. */
interface LifecycleOptions {
  /** Minutes an online payment may take; 0 turns expiry off. */
  paymentExpiryMinutes: number;
  /** The clock. */
  now: () => Date;
  /** Hears of each state change inside its transaction (the service writes its messages). */
  onStateChange?: StateChangeListener;
}

/** How `method` is paid, from the catalogue's settings. */
function paymentKindOf(catalogue: StaticCatalogue, method: string | number): PaymentKind {
  if (onlinePaymentOf(catalogue.settings, method) !== null) return 'online';
  const found = catalogue.settings?.payment_methods.find((entry) => sameId(entry.id, method));
  return found?.method === 'prepayment' ? 'prepayment' : 'other';
}

/**
 * Builds the lifecycle over `store` and imports the catalogue's stock into the ledger (once per
 * item, then adjustments), in one transaction so two processes starting together agree. The
 * lifecycle keeps no catalogue: each order brings the one it was priced with.
 */
export function createOrderLifecycle(
  store: OrderStore,
  catalogue: StaticCatalogue,
  options: LifecycleOptions,
): OrderLifecycle {
  if (!Number.isFinite(options.paymentExpiryMinutes) || options.paymentExpiryMinutes < 0) {
    throw new RangeError(`Invalid payment expiry ${options.paymentExpiryMinutes} min`);
  }
  const stamp = () => options.now().toISOString();
  const ledger = openStockLedger(store.db, stamp);
  const states = openOrderStates(store.db, stamp, ledger, options.onStateChange);
  const syncStock = (next: StaticCatalogue) => ledger.syncCatalogue(stockItemsOf(next));
  store.transaction(() => syncStock(catalogue));
  const expiryMs = options.paymentExpiryMinutes * 60_000;

  const expireUnpaid = () => {
    if (expiryMs <= 0) return [];
    const cutoff = new Date(options.now().getTime() - expiryMs).toISOString();
    return store.transaction(() => states.expire(cutoff));
  };

  const paymentTaken = (orderId: string, payment: 'paid' | 'authorized') => {
    const whole: StateChange = {fulfilment: 'confirmed', payment};
    if (states.change(orderId, whole, 'provider').ok) return;
    states.change(orderId, {payment}, 'provider');
  };

  return {
    ledger,
    states,
    placing: (lines, paymentMethod, priced) => (_db, placed) => {
      ledger.reserve(placed.orderId, lines, priced);
      states.start(placed.orderId, paymentKindOf(priced, paymentMethod), 'customer');
    },
    syncStock,
    paymentTaken,
    withPayment(orderId, payment, add) {
      return store.transaction(() => {
        const added = add();
        if (added === 'added') paymentTaken(orderId, payment);
        return added;
      });
    },
    expireUnpaid,
    startExpiry() {
      if (expiryMs <= 0) return () => {};
      const timer = setInterval(
        () => {
          try {
            expireUnpaid();
          } catch (error) {
            // A busy database (another process writing) is tried again on the next tick.
            console.error('[order-service] expiry', error);
          }
        },
        Math.min(EXPIRY_CHECK_MS, Math.max(1_000, Math.floor(expiryMs / 4))),
      );
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
