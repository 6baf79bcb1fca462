// One bounded HTTP call returning parsed JSON, shared by the order client and the shop API.
// Spec §8 names the generic client failures "Network Error", "timeout of N ms exceeded".

/** The fetch function a client uses; injectable for tests and server-side callers. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Why a request failed: `network` (no answer, incl. timeout), `http` (non-2xx), `json` (body is
 * not JSON) or `rejected` (valid JSON that does not report success).
 */
export type RequestFailureKind = 'network' | 'http' | 'json' | 'rejected';

/** The reason kept as `cause` when a call fails: kind, HTTP status and a short text. */
export class RequestFailure extends Error {
  /** What went wrong. */
  readonly kind: RequestFailureKind;
  /** The HTTP status when the server answered, else null. */
  readonly status: number | null;

  /** Creates a failure; `cause` is the underlying error when there is one. */
  constructor(kind: RequestFailureKind, message: string, status: number | null, cause?: unknown) {
    super(message, cause === undefined ? undefined : {cause});
    this.name = 'RequestFailure';
    this.kind = kind;
    this.status = status;
  }
}

/** Options of one timed request. */
export interface TimedRequest {
  fetch: FetchLike;
  url: string;
  init: RequestInit;
  timeoutMs: number;
}

/**
 * Fetches `url` and parses the JSON body, aborting after `timeoutMs` (body read included).
 * Rejects with a RequestFailure on network error, timeout, non-2xx status or invalid JSON.
 */
export async function fetchJson({fetch, url, init, timeoutMs}: TimedRequest): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {...init, signal: controller.signal});
    const text = await response.text();
    if (!response.ok) {
      throw new RequestFailure('http', `HTTP ${response.status}`, response.status);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new RequestFailure('json', 'Invalid JSON', response.status, error);
    }
  } catch (error) {
    if (error instanceof RequestFailure) throw error;
    if (timedOut) {
      throw new RequestFailure('network', `timeout of ${timeoutMs} ms exceeded`, null, error);
    }
    throw new RequestFailure('network', 'Network Error', null, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether a value is a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
