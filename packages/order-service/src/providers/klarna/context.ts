// What the parts of Klarna in the order service share: the stores, the client, the answers of a
// placement, a state change as the provider, and the lock that runs calls for one order one at a
// time, so two requests for the same order never move its money side by side.
import type {OrderLifecycle} from '../../orders/lifecycle.ts';
import type {StateChange} from '../../orders/states.ts';
import {refuse, type ServiceReply} from '../../http/reply.ts';
import type {OrderStore} from '../../store/database.ts';
import type {KlarnaClient} from './client.ts';
import type {KlarnaStore} from './store.ts';

/** The answer of an accepted placement. */
export const OK: ServiceReply = {status: 200, body: {message: 'ok'}};
/** The answer while Klarna reviews a placement. */
export const PENDING: ServiceReply = {status: 202, body: {message: 'pending'}};
/** The answer of a placement Klarna rejected. */
export const REJECTED: ServiceReply = refuse(
  402,
  'klarna_rejected',
  'Klarna did not accept this payment',
);

/** Runs `work` for `key` after the previous work for the same key finished. */
export type KeyedLock = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** Builds a lock per key, held in memory (one service process). */
export function keyedLock(): KeyedLock {
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

/** Klarna for one service, as its placement, owner moves and job use it. */
export interface KlarnaContext {
  /** The client, or null when Klarna is not configured. */
  client: KlarnaClient | null;
  store: OrderStore;
  /** The `klarna_orders` statements. */
  klarna: KlarnaStore;
  orders: OrderLifecycle;
  /** Calls for one order (by UUID) one at a time. */
  lock: KeyedLock;
  now: () => Date;
  /** Where failures of the job and of releases are reported. */
  log: (line: string) => void;
  /** Changes the order's states as the provider (the transition table decides). */
  change(orderId: string, requested: StateChange, note: string): void;
}
