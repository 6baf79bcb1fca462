// Bounded HTTP calls: `fetchJson` (throws, for the order client and the shop API) and `postJson`
// (never throws, for the site's forms). Spec §8 names the generic client failures
// "Network Error", "Request aborted", "timeout of N ms exceeded".

/** How long a form request may take before it is aborted, in ms (decision 007 forms). */
export const FORM_REQUEST_TIMEOUT_MS = 15_000;

/** The fetch function a client uses; injectable for tests and server-side callers. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Why a request failed: `network` (no answer, incl. timeout), `aborted` (the caller's own signal
 * ended it), `http` (non-2xx), `json` (body is not JSON) or `rejected` (valid JSON that does not
 * report success).
 */
export type RequestFailureKind = 'network' | 'aborted' | 'http' | 'json' | 'rejected';

/** The generic client's messages for a request that got no answer (spec §8). */
const REQUEST_ABORTED_MESSAGE = 'Request aborted';
const NETWORK_ERROR_MESSAGE = 'Network Error';

/** The reason kept as `cause` when a call fails: kind, HTTP status and a short text. */
export class RequestFailure extends Error {
  /** What went wrong. */
  readonly kind: RequestFailureKind;
  /** The HTTP status when the server answered, else null. */
  readonly status: number | null;
  /** A refusing answer's JSON body (`http` only; undefined when it was not JSON). */
  readonly body: unknown;

  /**
   * Creates a failure; `cause` is the underlying error when there is one, `body` the parsed body
   * of a refusing answer.
   */
  constructor(
    kind: RequestFailureKind,
    message: string,
    status: number | null,
    cause?: unknown,
    body?: unknown,
  ) {
    super(message, cause === undefined ? undefined : {cause});
    this.name = 'RequestFailure';
    this.kind = kind;
    this.status = status;
    this.body = body;
  }
}

/** Options of one timed request. */
export interface TimedRequest {
  fetch: FetchLike;
  url: string;
  init: RequestInit;
  timeoutMs: number;
}

/** A fetch that either answered (status and body text) or did not: timeout, abort or network. */
type TimedAnswer =
  | {kind: 'response'; response: Response; text: string}
  | {kind: 'timeout' | 'aborted' | 'network'; error: unknown};

/**
 * Fetches `url`, reading the body as text, aborted after `timeoutMs` (body read included) or when
 * the caller's own `init.signal` aborts, whichever comes first. The two signals are joined by
 * hand rather than with `AbortSignal.any`: the browser build targets ES2022, and Safari before
 * 17.4 lacks it.
 */
async function timedText({fetch, url, init, timeoutMs}: TimedRequest): Promise<TimedAnswer> {
  const outer = init.signal ?? undefined;
  // A caller that has already given up gets no request at all.
  if (outer?.aborted) return {kind: 'aborted', error: outer.reason};
  const controller = new AbortController();
  // The first of the two ends the request and names the failure.
  let ended: 'timeout' | 'aborted' | null = null;
  const timer = setTimeout(() => {
    ended ??= 'timeout';
    controller.abort();
  }, timeoutMs);
  const follow = () => {
    ended ??= 'aborted';
    controller.abort(outer?.reason);
  };
  outer?.addEventListener('abort', follow, {once: true});
  try {
    const response = await fetch(url, {...init, signal: controller.signal});
    return {kind: 'response', response, text: await response.text()};
  } catch (error) {
    return {kind: ended ?? 'network', error};
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', follow);
  }
}

/** The spec's message for an answer that did not come. */
function noAnswerMessage(kind: 'timeout' | 'aborted' | 'network', timeoutMs: number): string {
  if (kind === 'timeout') return `timeout of ${timeoutMs} ms exceeded`;
  return kind === 'aborted' ? REQUEST_ABORTED_MESSAGE : NETWORK_ERROR_MESSAGE;
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Fetches `url` and parses the JSON body, aborting after `timeoutMs` (body read included) or when
 * `init.signal` aborts. Rejects with a RequestFailure on network error, timeout, the caller's
 * abort (kind `aborted`, "Request aborted"), non-2xx status or invalid JSON.
 */
export async function fetchJson(request: TimedRequest): Promise<unknown> {
  const answer = await timedText(request);
  if (answer.kind !== 'response') {
    const message = noAnswerMessage(answer.kind, request.timeoutMs);
    const kind = answer.kind === 'aborted' ? 'aborted' : 'network';
    throw new RequestFailure(kind, message, null, answer.error);
  }
  const {response, text} = answer;
  if (!response.ok) {
    // The body is kept: a refusal may say why (the order service's no_longer_available).
    throw new RequestFailure(
      'http',
      `HTTP ${response.status}`,
      response.status,
      undefined,
      parseOrUndefined(text),
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RequestFailure('json', 'Invalid JSON', response.status, error);
  }
}

/**
 * What became of a {@link postJson}: an HTTP answer (any status), a network failure, a timeout
 * or the caller's own abort (only when it passed a `signal`).
 */
export type PostOutcome =
  | {kind: 'response'; status: number; ok: boolean; body: unknown}
  | {kind: 'network'}
  | {kind: 'timeout'}
  | {kind: 'aborted'};

/** Options of {@link postJson}. */
export interface PostJsonOptions {
  /** The fetch to call. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Abort after this many ms (headers and body together). @default FORM_REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
  /** The caller's own signal: aborting it ends the request with `aborted`. */
  signal?: AbortSignal;
}

/**
 * POSTs `body` as JSON and reads the answer's JSON body (`undefined` when it is empty or not
 * JSON). Never throws: a refused connection is `network`, an answer slower than the timeout is
 * `timeout`, so a hanging form service cannot leave the visitor waiting forever (spec §5 forms).
 */
export async function postJson(
  url: string,
  body: unknown,
  {fetch = globalThis.fetch, timeoutMs = FORM_REQUEST_TIMEOUT_MS, signal}: PostJsonOptions = {},
): Promise<PostOutcome> {
  const answer = await timedText({
    fetch,
    url,
    timeoutMs,
    init: {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(body),
      ...(signal ? {signal} : {}),
    },
  });
  if (answer.kind !== 'response') return {kind: answer.kind};
  const {response, text} = answer;
  return {kind: 'response', status: response.status, ok: response.ok, body: parseBody(text)};
}

// Hosted form services answer JSON, HTML or nothing; only JSON carries meaning here.
function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a value is a plain JSON object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
