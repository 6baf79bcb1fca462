// Parallel prerender over worker threads (decision 011 "Parallel prerender"): each worker imports
// the SSR bundle once, then renders and writes page after page (decision 060).
import {Worker} from 'node:worker_threads';
import type {PlannedPage} from './plan/routes.ts';
import type {WrittenPage} from './render/pageWriter.ts';
import type {WorkerInput, WorkerTask} from './ssr/worker.ts';

type WorkerReply =
  {index: number; ok: true; page: WrittenPage} | {index: number; ok: false; error: string};

/**
 * Pages handed to a worker ahead of the one it renders: it starts the next as soon as it posts one
 * back, without waiting for this thread to read that reply (it may be busy with another's).
 */
const AHEAD = 2;

/**
 * Renders and writes `pages` on `count` workers running `workerFile`, handing each written page to
 * `take` as it arrives (so this thread need not hold every page); gives what `take` returned, in
 * the pages' order.
 */
export function renderOnWorkers<T>(
  workerFile: string,
  count: number,
  pages: readonly PlannedPage[],
  input: WorkerInput,
  take: (page: WrittenPage, index: number) => T,
): Promise<T[]> {
  const results: T[] = new Array<T>(pages.length);
  let next = 0;
  let done = 0;
  const workers: Worker[] = [];
  return new Promise<T[]>((resolve, reject) => {
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      for (const worker of workers) void worker.terminate();
      reject(error);
    };
    const feed = (worker: Worker) => {
      const index = next++;
      const page = pages[index];
      // Nothing left: the worker idles until all are terminated together at the end.
      if (page === undefined) return;
      worker.postMessage({index, page} satisfies WorkerTask);
    };
    if (pages.length === 0) {
      resolve(results);
      return;
    }
    for (let i = 0; i < Math.min(count, pages.length); i++) {
      const worker = new Worker(workerFile, {workerData: input satisfies WorkerInput});
      workers.push(worker);
      worker.on('message', (reply: WorkerReply) => {
        if (!reply.ok) {
          fail(new Error(`Prerender failed: ${reply.error}`));
          return;
        }
        try {
          results[reply.index] = take(reply.page, reply.index);
        } catch (error) {
          fail(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        done++;
        if (done === pages.length) {
          for (const each of workers) void each.terminate();
          resolve(results);
        } else {
          feed(worker);
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (done < pages.length) fail(new Error(`Prerender worker exited early (code ${code})`));
      });
      for (let ahead = 0; ahead < AHEAD; ahead++) feed(worker);
    }
  });
}
