// The Service → Directus sync as the service runs it: with a Directus target, the store's
// connection marks records (`markers.ts`), records from before are marked once (`backfill.ts`),
// and the worker pushes them once the service listens, stopping before the store closes.
// Without a target none of this exists and nothing is marked (fixture builds, `npm start`).
import type {StaticCatalogue} from '@schaufenster/core';
import type {DirectusTarget} from '../owner/directusTarget.ts';
import type {OrderStore} from '../store/database.ts';
import {markUnsynced} from './backfill.ts';
import {createCmsClient} from './client.ts';
import {attachCmsSync, onCmsMarked} from './markers.ts';
import {createCmsPush} from './push.ts';
import {cmsNamespace} from './recordIds.ts';
import {startCmsWorker, type CmsSyncTiming, type CmsWorker} from './worker.ts';

/** The sync's options: where Directus is, and (tests) its timing. */
export interface CmsSyncOptions extends DirectusTarget {
  /** Retry schedule, claim length and poll interval (tests shorten them). */
  timing?: Partial<CmsSyncTiming>;
  /** Longest wait for one Directus answer, in ms. @default 15000 */
  timeoutMs?: number;
}

/** The sync of one service. */
export interface ServiceCmsSync {
  /** Starts pushing (once the service listens). */
  start(): void;
  /** Stops pushing; resolves once a push in flight is cancelled. */
  close(): Promise<void>;
}

/**
 * Attaches the sync to `store`'s connection and marks the records that have no marker yet; call
 * before anything else writes (the stock import marks its movements). `catalogue` gives the
 * current catalogue, which names products and payment methods in the records.
 */
export function prepareCmsSync(
  store: OrderStore,
  catalogue: () => StaticCatalogue,
  options: CmsSyncOptions,
  log: (line: string) => void = () => {},
): ServiceCmsSync {
  const now = () => new Date();
  attachCmsSync(store.db, {now});
  const {namespace, marked} = store.transaction((db) => ({
    namespace: cmsNamespace(db),
    marked: markUnsynced(db, now().toISOString()),
  }));
  if (marked > 0) log(`cms sync: ${marked} records from before the sync are queued`);
  const client = createCmsClient({
    url: options.url,
    token: options.token,
    ...(options.timeoutMs === undefined ? {} : {timeoutMs: options.timeoutMs}),
  });
  const push = createCmsPush({db: store.db, client, catalogue, namespace});
  let worker: CmsWorker | null = null;
  return {
    start() {
      worker = startCmsWorker({
        db: store.db,
        push,
        now,
        ...(options.timing ? {timing: options.timing} : {}),
        log,
      });
      const running = worker;
      onCmsMarked(store.db, () => running.wake());
    },
    async close() {
      onCmsMarked(store.db, null);
      await worker?.close();
      worker = null;
    },
  };
}
