// A JSON POST with a bounded wait, shared by the contact form and the newsletter signup
// (spec §5 Contact form, Newsletter). Outcomes are plain data so callers stay pure and testable.

/** How long a form request may take before it is aborted, in ms (decision 007 forms). */
export const FORM_REQUEST_TIMEOUT_MS = 15_000;

/** The `fetch` signature the form calls accept, so tests can pass a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What became of a POST: an HTTP answer (any status), a network failure or a timeout. */
export type PostOutcome =
  | {kind: 'response'; status: number; ok: boolean; body: unknown}
  | {kind: 'network'}
  | {kind: 'timeout'};

/** Options of {@link postJson}. */
export interface PostJsonOptions {
  /** The fetch to call. @default globalThis.fetch */
  fetchImpl?: FetchLike;
  /** Abort after this many ms (headers and body together). @default FORM_REQUEST_TIMEOUT_MS */
  timeoutMs?: number;
}

/**
 * POSTs `body` as JSON and reads the answer's JSON body (`undefined` when it is empty or not
 * JSON). Never throws: a refused connection is `network`, an answer slower than the timeout is
 * `timeout`, so a hanging form service cannot leave the visitor waiting forever.
 */
export async function postJson(
  endpoint: string,
  body: unknown,
  {fetchImpl = globalThis.fetch, timeoutMs = FORM_REQUEST_TIMEOUT_MS}: PostJsonOptions = {},
): Promise<PostOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await response.text();
    return {kind: 'response', status: response.status, ok: response.ok, body: parseBody(text)};
  } catch {
    return timedOut ? {kind: 'timeout'} : {kind: 'network'};
  } finally {
    clearTimeout(timer);
  }
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
