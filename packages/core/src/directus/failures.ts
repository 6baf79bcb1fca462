// What the transport throws when no answer came; toClientError maps both to "Network error".

/** A short text of an error and its cause (e.g. `fetch failed: connect ECONNREFUSED …`). */
export function causeText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error && cause.message && cause.message !== error.message) {
    return `${error.message}: ${cause.message}`;
  }
  return error.message;
}

/** A request took longer than the timeout (spec §9: 600000 ms). */
export class RequestTimeoutError extends Error {
  /** The timeout that ran out. */
  readonly timeoutMs: number;

  /** Creates the error. */
  constructor(timeoutMs: number) {
    super(`timeout of ${timeoutMs} ms exceeded`);
    this.name = 'RequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** No answer: refused, reset, DNS failure, aborted by the caller. */
export class NetworkFailure extends Error {
  /** Wraps the fetch error. */
  constructor(cause: unknown) {
    super(causeText(cause), {cause});
    this.name = 'NetworkFailure';
  }
}
