// The fetch every content-client request goes through (handed to the SDK as its `fetch`):
// a concurrency slot and a timeout per request, body read included (spec §9 Content client).
import type {Limiter} from './limiter.ts';
import {NetworkFailure, RequestTimeoutError} from './failures.ts';

/** A fetch function (the global one by default). */
export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Options of {@link createTransport}. */
export interface TransportOptions {
  /** Slots shared by every request of one client. */
  limiter: Limiter;
  /** Milliseconds until a request is aborted (spec §9: 600000). */
  timeoutMs: number;
  /** The underlying fetch; read at call time so test interceptors installed later apply. */
  fetch?: FetchFn;
}

/**
 * A fetch that waits for a free slot, aborts after `timeoutMs` and reads the whole body before it
 * frees the slot, so "in flight" means the full exchange. Answers are re-wrapped in memory.
 */
export function createTransport({limiter, timeoutMs, fetch}: TransportOptions): FetchFn {
  return (input, init) =>
    limiter.run(async () => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const outer = init?.signal;
      const follow = () => controller.abort();
      outer?.addEventListener('abort', follow);
      try {
        const doFetch = fetch ?? globalThis.fetch;
        const response = await doFetch(input, {...init, signal: controller.signal});
        const body = await response.arrayBuffer();
        const empty = response.status === 204 || response.status === 304;
        return new Response(empty ? null : body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      } catch (error) {
        if (timedOut) throw new RequestTimeoutError(timeoutMs);
        throw new NetworkFailure(error);
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', follow);
      }
    });
}
